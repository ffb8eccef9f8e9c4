import { GuardLoading } from '@morada/ui/route-guard';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BASENAME, paths } from '../config/paths';
import { AdminRoot } from './routes/root';

/**
 * Lazy route modules: each screen is its own chunk, so recharts only loads with the dashboard.
 * Each module exports `Component`.
 */
const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <AdminRoot />,
      // First paint while the first lazy route module loads: 'Carregando...'.
      hydrateFallbackElement: <GuardLoading />,
      children: [
        { index: true, lazy: () => import('./routes/dashboard') },
        { path: paths.imoveis.route, lazy: () => import('./routes/imoveis') },
        { path: paths.imovelNovo.route, lazy: () => import('./routes/imovel-novo') },
        { path: paths.imovelEditar.route, lazy: () => import('./routes/imovel-editar') },
        { path: paths.contratos.route, lazy: () => import('./routes/contratos') },
        { path: paths.contratoNovo.route, lazy: () => import('./routes/contratos') },
        { path: paths.reajustes.route, lazy: () => import('./routes/reajustes') },
        { path: paths.repasses.route, lazy: () => import('./routes/repasses') },
        { path: paths.conciliacao.route, lazy: () => import('./routes/conciliacao') },
        { path: paths.portais.route, lazy: () => import('./routes/portais') },
        { path: paths.leads.route, lazy: () => import('./routes/leads') },
        { path: paths.lead.route, lazy: () => import('./routes/lead') },
        { path: paths.propostas.route, lazy: () => import('./routes/propostas') },
        { path: paths.proposta.route, lazy: () => import('./routes/proposta') },
        { path: paths.comissoes.route, lazy: () => import('./routes/comissoes') },
        { path: paths.visitas.route, lazy: () => import('./routes/visitas') },
        { path: paths.horariosVisita.route, lazy: () => import('./routes/horarios-visita') },
        { path: paths.chamados.route, lazy: () => import('./routes/chamados') },
        { path: paths.chamado.route, lazy: () => import('./routes/chamado') },
        { path: paths.prestadores.route, lazy: () => import('./routes/prestadores') },
        { path: paths.vistoriasContrato.route, lazy: () => import('./routes/vistorias-contrato') },
        { path: paths.vistoria.route, lazy: () => import('./routes/vistoria') },
        { path: paths.vistoriaRevisao.route, lazy: () => import('./routes/vistoria-revisao') },
        { path: paths.usuarios.route, lazy: () => import('./routes/usuarios') },
        { path: paths.usuarioNovo.route, lazy: () => import('./routes/usuario-novo') },
        { path: paths.juridico.route, lazy: () => import('./routes/juridico') },
        { path: paths.relatorios.route, lazy: () => import('./routes/relatorios') },
        { path: paths.notificacoes.route, lazy: () => import('./routes/notificacoes') },
        { path: paths.configuracoes.route, lazy: () => import('./routes/configuracoes') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ],
  { basename: BASENAME },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
