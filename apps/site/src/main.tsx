import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { ID_DADOS } from '@morada/domain';
import { AppProvider } from './app/provider';
import { AppRouter, precarregarPagina } from './app/router';
import './styles.css';

const raiz = document.getElementById('root')!;
const dadosDoServidor = document.getElementById(ID_DADOS)?.textContent;

const app = (fallback: Record<string, unknown>): ReactNode => (
  <StrictMode>
    <SWRConfig value={{ fallback }}>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </SWRConfig>
  </StrictMode>
);

if (dadosDoServidor) {
  // A public page rendered by the server: start from its API answers and adopt its HTML.
  const fallback = JSON.parse(dadosDoServidor) as Record<string, unknown>;
  void precarregarPagina(location.pathname).finally(() => hydrateRoot(raiz, app(fallback)));
} else {
  createRoot(raiz).render(app({}));
}
