import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { observarExpiracao } from './features/auth/fim-sessao';
import './styles.css';

observarExpiracao();

const raiz = document.getElementById('root');
if (!raiz) throw new Error('#root ausente em index.html');

createRoot(raiz).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
