import { randomUUID } from 'node:crypto';
import {
  CHAMADO_FOTOS_MAX,
  MSG,
  MSG_CHAMADOS,
  novoChamadoSchema,
  statusAposTriagem,
  transicaoDeChamado,
} from '@morada/domain';
import type { Context } from 'hono';
import { emTransacao } from '../../db/transacao';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { detectarImagem } from '../../lib/fotos';
import { lerFotosEnviadas } from '../imoveis';
import { proximaSequencia } from '../pagamentos';
import { apagarFotosChamado, guardarFotosChamado, lerFotoChamado } from './chamados.arquivos';
import { inserirChamado, inserirEventos } from './chamados-escrita.repository';
import {
  arquivoDaFoto,
  contratoAtivoDoInquilino,
  listarChamadosDaParte,
  obterChamado,
} from './chamados.repository';
import { paraResposta } from './chamados.resposta';
import { evento, mudarChamado, notificarPartes } from './chamados.service';

const M = MSG_CHAMADOS;

/** The tenant's form: its text fields checked first, then its photos by the property photos' rules. */
const lerFormChamado = async (c: Context<AppEnv>) => {
  let corpo: Record<string, string | File | (string | File)[]>;
  try {
    corpo = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest(MSG.api.dadosInvalidos);
  }
  const texto = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const dados = parseOrThrow(novoChamadoSchema, {
    categoria: texto(corpo.categoria),
    descricao: texto(corpo.descricao) ?? '',
    urgencia: texto(corpo.urgencia) || undefined,
  });
  const arquivos = [corpo.fotos ?? [], corpo['fotos[]'] ?? []]
    .flat()
    .filter((x): x is File => x instanceof File && (x.size > 0 || x.name !== ''));
  const fotos = await lerFotosEnviadas(arquivos, CHAMADO_FOTOS_MAX, M.erros.fotosDemais(CHAMADO_FOTOS_MAX));
  return { dados, fotos };
};

/** The tenant's and the owner's routes: a party reads only his own chamados (another's is a 404). */
export const endpointsChamadosDasPartes = [
  endpoint('POST /api/locatario/chamados', async ({ c, deps, usuario }) => {
    const { dados, fotos } = await lerFormChamado(c);
    const contrato = await contratoAtivoDoInquilino(deps.db, usuario.id);
    if (!contrato) throw conflict(M.api.semContratoAtivo);
    const urls = await guardarFotosChamado(deps.armazenamento, fotos);
    const id = randomUUID();
    const ev = evento(deps, usuario, 'aberto', M.eventos.aberto);
    try {
      await emTransacao(deps.db, async (trx) => {
        const numero = await proximaSequencia(trx, 'chamados');
        await inserirChamado(trx, {
          id,
          numero,
          contratoId: contrato.id,
          imovelId: contrato.imovelId,
          ...dados,
          abertoPor: usuario.id,
          em: ev.em,
          fotos: urls,
        });
        await inserirEventos(trx, id, [ev]);
        await notificarPartes(trx, (await obterChamado(trx, id))!, 'aberto', deps.now());
      });
    } catch (e) {
      await apagarFotosChamado(deps.armazenamento, urls);
      throw e;
    }
    return c.json(paraResposta((await obterChamado(deps.db, id))!), 201);
  }),
  endpoint('GET /api/locatario/chamados', async ({ c, deps, usuario }) =>
    c.json((await listarChamadosDaParte(deps.db, { inquilinoId: usuario.id })).map(paraResposta)),
  ),
  endpoint('GET /api/locatario/chamados/{id}', async ({ c, deps, usuario, params }) => {
    const ch = await obterChamado(deps.db, params.id);
    if (!ch || ch.locatarioId !== usuario.id) throw notFound(M.api.chamadoNaoEncontrado);
    return c.json(paraResposta(ch));
  }),
  endpoint('GET /api/chamados/{id}/fotos/{fotoId}', async ({ c, deps, usuario, params }) => {
    const ch = await obterChamado(deps.db, params.id);
    // Another contract's or another property's chamado, and its photos, do not exist for this one.
    const dele =
      usuario.perfil === 'admin' ||
      (usuario.perfil === 'inquilino' && ch?.locatarioId === usuario.id) ||
      (usuario.perfil === 'proprietario' && ch?.proprietarioId === usuario.id);
    const guardada = ch && dele ? await arquivoDaFoto(deps.db, ch.id, params.fotoId) : undefined;
    const bytes = guardada && (await lerFotoChamado(deps.armazenamento, guardada));
    if (!bytes) throw notFound(M.api.chamadoNaoEncontrado);
    const tipo = detectarImagem(bytes) === 'jpg' ? 'image/jpeg' : `image/${detectarImagem(bytes)}`;
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': tipo,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  }),
  endpoint('GET /api/proprietario/chamados', async ({ c, deps, usuario }) =>
    c.json((await listarChamadosDaParte(deps.db, { proprietarioId: usuario.id })).map(paraResposta)),
  ),
  endpoint('POST /api/proprietario/chamados/{id}/aprovacao', async ({ c, deps, usuario, params, body }) => {
    const ch = await obterChamado(deps.db, params.id);
    // Another owner's chamado does not exist for this one.
    if (!ch || ch.proprietarioId !== usuario.id) throw notFound(M.api.chamadoNaoEncontrado);
    const acao = body.aprovar ? 'aprovar' : 'recusar';
    if (!transicaoDeChamado(ch.status, acao, 'proprietario')) throw conflict(M.api.naoAguardaAprovacao);
    const para = body.aprovar
      ? statusAposTriagem({
          status: 'aprovado',
          valorCentavos: ch.valorCentavos,
          valorAprovadoCentavos: ch.valorCentavos,
          agendadoPara: ch.agendadoPara,
          limiteCentavos: ch.limiteAprovacaoCentavos,
        })
      : 'recusado_proprietario';
    const texto = body.aprovar
      ? M.eventos.aprovado
      : `${M.eventos.recusado} ${M.campos.motivo}: ${body.motivo}`;
    const novo = await mudarChamado(deps, ch, {
      de: ch.status,
      para,
      alteracao: body.aprovar ? { valorAprovadoCentavos: ch.valorCentavos } : {},
      eventos: [evento(deps, usuario, para, texto)],
    });
    return c.json(paraResposta(novo));
  }),
];
