import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './routes/root';

/** Each page is its own chunk: the first paint loads only the layout and the page asked for. */
const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.Component })) },
      { path: paths.sobre, lazy: () => import('./routes/sobre').then((m) => ({ Component: m.Component })) },
      { path: paths.imoveis, lazy: () => import('./routes/imoveis').then((m) => ({ Component: m.Component })) },
      { path: '/imoveis/:id', lazy: () => import('./routes/imovel').then((m) => ({ Component: m.Component })) },
      { path: '/imovel/:id', lazy: () => import('./routes/imovel').then((m) => ({ Component: m.Component })) },
      { path: paths.contato, lazy: () => import('./routes/contato').then((m) => ({ Component: m.Component })) },
      { path: paths.login, lazy: () => import('./routes/login').then((m) => ({ Component: m.Component })) },
      { path: paths.locatario, lazy: () => import('./routes/locatario').then((m) => ({ Component: m.Component })) },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.Component })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
