import {
  formatBRL,
  formatData,
  hojeNaAgencia,
  MSG,
  MSG_CICLO,
  MSG_CICLO_DOC,
  paraCentavos,
  type AditivoEntradaValida,
  somarDiasData,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound, seDuplicado } from '../../http/errors';
import {
  obterContratoCiclo,
  obterGarantia,
  inserirAditivo,
  listarAditivos,
  obterAditivo,
  prorrogarContrato,
  proximaOrdem,
  contratoDaParte,
} from '../contratos';
import { reemitirBoletos } from '../pagamentos';
import { criarNotificacoes } from '../notificacoes';
import { recobrarAluguelDesde, travarContrato } from '../reajustes';
import { gerarTermoAditivoPdf } from './termo-aditivo-pdf';

const E = MSG_CICLO.aditivo.erros;

/**
 * Renews an Ativo contract (same número): new end date, and optionally a new rent from `vigencia`
 * (default: the day after the current end) that re-bills the open payments due from then on.
 * The contract row is taken first; the unique (contrato, ordem) settles any race left.
 */
const renovar = async (deps: Deps, id: string, e: AditivoEntradaValida, usuarioId: string) => {
  const agora = deps.now();
  const r = await deps.db.transaction().execute(async (trx) => {
    if (!(await travarContrato(trx, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const contrato = (await obterContratoCiclo(trx, id))!;
    if (contrato.status !== 'Ativo') throw conflict(E.contratoEncerrado);
    if (e.novaDataFim <= contrato.dataFim)
      throw badRequest(E.novaDataFimAntes, [{ novaDataFim: E.novaDataFimAntes }]);
    const vigencia = e.vigencia ?? somarDiasData(contrato.dataFim, 1);
    if (vigencia <= contrato.dataInicio || vigencia > e.novaDataFim)
      throw badRequest(E.vigenciaInvalida, [{ vigencia: E.vigenciaInvalida }]);
    const novo = e.novoAluguel === null ? null : paraCentavos(e.novoAluguel);
    const reemitir = novo === null ? [] : await recobrarAluguelDesde(trx, id, vigencia, novo);
    await prorrogarContrato(trx, id, e.novaDataFim, novo);
    const ordem = await proximaOrdem(trx, id);
    const aditivoId = await seDuplicado(
      inserirAditivo(trx, {
        contratoId: id,
        ordem,
        dataFimAnterior: contrato.dataFim,
        novaDataFim: e.novaDataFim,
        aluguelAnteriorCentavos: contrato.composicao.aluguel,
        aluguelNovoCentavos: novo,
        vigencia: novo === null ? null : vigencia,
        aniversarioReajuste: novo === null ? null : e.aniversarioReajuste,
        observacoes: e.observacoes,
        pagamentosReemitidos: reemitir.length,
        criadoEm: agora.toISOString(),
        criadoPor: usuarioId,
      }),
      () => conflict(MSG.api.registroDuplicado),
    );
    const N = MSG_CICLO_DOC.notificacoes.aditivo;
    const mensagem =
      N.mensagem(contrato.numero, formatData(e.novaDataFim)) +
      (novo === null ? '' : N.aluguel(formatBRL(e.novoAluguel!), formatData(vigencia)));
    await criarNotificacoes(
      trx,
      [{ usuarioId: contrato.inquilino.id, titulo: N.titulo, mensagem, origem: 'aditivo' }],
      agora,
    );
    return { aditivoId, reemitir };
  });
  await reemitirBoletos(deps, r.reemitir, 'Aditivo');
  return (await listarAditivos(deps.db, id)).find((a) => a.id === r.aditivoId)!;
};

/**
 * A contract's renewals (termos aditivos). Admin only, but for the termo itself, which the
 * contract's parties download like the lease.
 */
export const endpointsAditivos = [
  endpoint('GET /api/contratos/{id}/aditivos', async ({ c, deps: { db }, params: { id } }) => {
    if (!(await obterContratoCiclo(db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const lista = await listarAditivos(db, id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/contratos/{id}/aditivos', async ({ c, deps, usuario, params, body }) =>
    c.json(await renovar(deps, params.id, body, usuario.id), 201),
  ),
  endpoint('GET /api/contratos/{id}/aditivos/{aditivoId}/termo.pdf', async ({ c, deps, usuario, params }) => {
    const contrato = await contratoDaParte(deps, usuario, params.id);
    const aditivo = await obterAditivo(deps.db, contrato._id, params.aditivoId);
    if (!aditivo) throw notFound(E.aditivoNaoEncontrado);
    const bytes = await gerarTermoAditivoPdf(
      deps,
      contrato,
      aditivo,
      (await obterGarantia(deps.db, contrato._id, hojeNaAgencia(deps.now()))) ?? null,
    );
    const arquivo = MSG_CICLO_DOC.aditivo.arquivo(aditivo.ordem, contrato.numero).replace(/[^\w.-]/g, '_');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${arquivo}"`,
      'Cache-Control': 'private, no-store',
    });
  }),
];
