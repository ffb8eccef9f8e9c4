import { client } from '@morada/api-client';
import { paths } from '../../config/paths';

/**
 * Why the session ended, so the guard does not fight a navigation already under way: a 401 has
 * the api-client send the browser to /login?session_expired=true, 'Sair' sends it to '/'. A plain
 * window.location.replace('/login') from the guard would cancel either one and drop the flag.
 */
export type FimSessao = 'expirou' | 'saindo' | null;

let fim: FimSessao = null;

export const fimDaSessao = (): FimSessao => fim;

/** Called once at start: the client reports every 401, and redirects on all but the auth calls. */
export const observarExpiracao = () =>
  client.configurar({
    onUnauthorized: ({ familia }) => {
      if (familia !== 'auth' && fim === null) fim = 'expirou';
    },
  });

/** 'Sair' (section 2): clears the session and ends on '/', whatever the guard sees meanwhile. */
export const sairDoPainel = async (sair: () => Promise<void>) => {
  fim = 'saindo';
  try {
    await sair();
  } finally {
    window.location.assign(paths.inicio);
  }
};
