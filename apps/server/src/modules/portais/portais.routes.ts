import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  feedVrsync,
  MSG,
  MSG_PORTAIS,
  paraImovelPortal,
  pendenciasParaPortais,
  urlDoFeed,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { HttpError, notFound } from '../../http/errors';
import { getConfiguracao } from '../configuracoes';
import {
  definirPublicacaoNosPortais,
  lerTokenPortais,
  listarImoveisParaPortais,
  obterImovelParaPortais,
  tokenPortais,
  trocarTokenPortais,
} from './portais.repository';

/** A new feed token: 32 random bytes, URL-safe (base64url, 43 characters). */
const novoToken = () => randomBytes(32).toString('base64url');

/** Equal tokens, compared in constant time (digests of the same length, whatever was sent). */
const mesmoToken = (enviado: string, guardado: string) => {
  const digest = (t: string) => createHash('sha256').update(t).digest();
  return timingSafeEqual(digest(enviado), digest(guardado));
};

const urlFeed = (deps: Deps, token: string) => urlDoFeed(deps.env.PUBLIC_URL, token);

export const endpointsPortais = [
  endpoint('GET /api/portais/vrsync.xml', async ({ c, deps, query }) => {
    const guardado = await lerTokenPortais(deps.db);
    // The same 404 as an unknown address: a wrong token does not tell that the feed exists.
    if (!guardado || !query.token || !mesmoToken(query.token, guardado))
      throw notFound(MSG.api.rotaNaoEncontrada);
    const [imoveis, config] = await Promise.all([
      listarImoveisParaPortais(deps.db, { soMarcados: true }),
      getConfiguracao(deps.db),
    ]);
    const xml = feedVrsync({
      imoveis,
      agencia: { nome: config.nome, email: config.emailAdministracao, telefone: config.telefone },
      publicadoEm: deps.now().toISOString(),
      urlBase: deps.env.PUBLIC_URL,
    });
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  }),
  endpoint('GET /api/admin/portais', async ({ c, deps }) => {
    const [imoveis, token] = await Promise.all([
      listarImoveisParaPortais(deps.db),
      tokenPortais(deps.db, novoToken()),
    ]);
    return c.json({ urlFeed: urlFeed(deps, token), imoveis: imoveis.map(paraImovelPortal) });
  }),
  endpoint('PUT /api/admin/portais/imoveis/{id}', async ({ c, deps, params, body }) => {
    const imovel = await obterImovelParaPortais(deps.db, params.id);
    if (!imovel) throw notFound(MSG_PORTAIS.api.imovelNaoEncontrado);
    const pendencias = body.publicar ? pendenciasParaPortais(imovel) : [];
    if (pendencias.length) {
      throw new HttpError(
        422,
        'PENDENCIAS',
        MSG_PORTAIS.api.naoPublicavel,
        pendencias.map((p) => ({ publicar: p })),
      );
    }
    if (!(await definirPublicacaoNosPortais(deps.db, params.id, body.publicar))) {
      throw notFound(MSG_PORTAIS.api.imovelNaoEncontrado);
    }
    return c.json(paraImovelPortal({ ...imovel, publicarNosPortais: body.publicar }));
  }),
  endpoint('POST /api/admin/portais/token', async ({ c, deps }) =>
    c.json({ urlFeed: urlFeed(deps, await trocarTokenPortais(deps.db, novoToken())) }),
  ),
];
