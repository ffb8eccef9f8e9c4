import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './routes/root';

/**
 * Every page of the site, once: the browser loads each one as its own chunk (React.lazy), the
 * server imports them directly to render the public ones. `publica` pages are rendered on the
 * server (found by search engines, previewed by WhatsApp; the login too, so its form shows before
 * the app loads); the others are the visitor's own (tenant and owner areas) and stay
 * client-rendered.
 */
export const PAGINAS = [
  { nome: 'home', caminho: paths.home, publica: true },
  { nome: 'sobre', caminho: paths.sobre, publica: true },
  { nome: 'imoveis', caminho: paths.imoveis, publica: true },
  { nome: 'imovel', caminho: '/imoveis/:slug', publica: true },
  { nome: 'imovel', caminho: '/imovel/:slug', publica: true },
  { nome: 'contato', caminho: paths.contato, publica: true },
  { nome: 'favoritos', caminho: paths.favoritos, publica: false },
  { nome: 'login', caminho: paths.login, publica: true },
  { nome: 'locatario', caminho: paths.locatario, publica: false },
  { nome: 'proprietario', caminho: paths.proprietario, publica: false },
  { nome: 'corretor', caminho: paths.corretor, publica: false },
  { nome: 'corretorLead', caminho: '/corretor/leads/:id', publica: false },
  { nome: 'corretorPropostaForm', caminho: '/corretor/propostas/nova', publica: false },
  { nome: 'corretorPropostaForm', caminho: '/corretor/propostas/:id/editar', publica: false },
  { nome: 'corretorProposta', caminho: '/corretor/propostas/:id', publica: false },
  { nome: 'respostaVisita', caminho: '/visitas/resposta/:token', publica: false },
  // Signing and verifying (issue 37): public, server-rendered, not indexed.
  { nome: 'assinar', caminho: '/assinar/:token', publica: true },
  { nome: 'verificar', caminho: '/verificar', publica: true },
  { nome: 'verificar', caminho: '/verificar/:codigo', publica: true },
] as const;

export type NomePagina = (typeof PAGINAS)[number]['nome'] | 'naoEncontrada';
export type Paginas = Record<NomePagina, ComponentType>;

/** The page a path opens, with its params; unknown paths are 'naoEncontrada' (public, status 404). */
export const paginaDaUrl = (pathname: string) => {
  for (const p of PAGINAS) {
    const achou = matchPath({ path: p.caminho, end: true }, pathname);
    if (achou) return { nome: p.nome as NomePagina, publica: p.publica, params: achou.params };
  }
  return { nome: 'naoEncontrada' as NomePagina, publica: true, params: {} };
};

/** The route tree, the same in the browser and on the server (hydration needs the same markup). */
export function Rotas({ paginas }: { paginas: Paginas }) {
  const NaoEncontrada = paginas.naoEncontrada;
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {PAGINAS.map(({ nome, caminho }) => {
          const Pagina = paginas[nome];
          return caminho === paths.home ? (
            <Route key={caminho} index element={<Pagina />} />
          ) : (
            <Route key={caminho} path={caminho} element={<Pagina />} />
          );
        })}
        <Route path="*" element={<NaoEncontrada />} />
      </Route>
    </Routes>
  );
}
