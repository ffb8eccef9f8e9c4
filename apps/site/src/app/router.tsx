import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './routes/root';

const Home = lazy(() => import('./routes/home').then((m) => ({ default: m.Component })));
const Sobre = lazy(() => import('./routes/sobre').then((m) => ({ default: m.Component })));
const Imoveis = lazy(() => import('./routes/imoveis').then((m) => ({ default: m.Component })));
const Imovel = lazy(() => import('./routes/imovel').then((m) => ({ default: m.Component })));
const Contato = lazy(() => import('./routes/contato').then((m) => ({ default: m.Component })));
const Login = lazy(() => import('./routes/login').then((m) => ({ default: m.Component })));
const Locatario = lazy(() => import('./routes/locatario').then((m) => ({ default: m.Component })));
const Proprietario = lazy(() => import('./routes/proprietario').then((m) => ({ default: m.Component })));
const NotFound = lazy(() => import('./routes/not-found').then((m) => ({ default: m.Component })));

/**
 * Declarative routes with React.lazy: each page is its own chunk, and the first paint loads only
 * the layout and the page asked for. (The data router — createBrowserRouter — costs ~17 KB gzip
 * more in the first chunk, which the public JS budget of DESIGN §9 cannot afford.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense>
        <Routes>
          <Route path="/" element={<RootLayout />}>
            <Route index element={<Home />} />
            <Route path={paths.sobre} element={<Sobre />} />
            <Route path={paths.imoveis} element={<Imoveis />} />
            <Route path="/imoveis/:id" element={<Imovel />} />
            <Route path="/imovel/:id" element={<Imovel />} />
            <Route path={paths.contato} element={<Contato />} />
            <Route path={paths.login} element={<Login />} />
            <Route path={paths.locatario} element={<Locatario />} />
            <Route path={paths.proprietario} element={<Proprietario />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
