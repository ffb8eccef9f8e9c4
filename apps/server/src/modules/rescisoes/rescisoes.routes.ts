import { hojeNaAgencia, MSG, MSG_CICLO, MSG_CICLO_DOC } from '@morada/domain';
import { inserirAuditoria } from '../../http/auditoria.repository';
import { endpoint } from '../../http/endpoint';
import { forbidden, notFound } from '../../http/errors';
import { obterContratoCiclo, obterContrato } from '../contratos';
import { devolverAoLocatario } from './devolucao.service';
import { obterRescisao } from './rescisoes.repository';
import { paraRescisao, registrarRescisao, simularRescisao } from './rescisoes.service';
import { gerarTermoRescisaoPdf } from './termo-pdf';

/** Ending a contract (Lei 8.245 art. 4). Admin only, but the contract's own tenant may download the termo. */
export const endpointsRescisoes = [
  endpoint('POST /api/contratos/{id}/rescisao/simular', async ({ c, deps, params, body }) =>
    c.json(await simularRescisao(deps, params.id, body)),
  ),
  endpoint('POST /api/contratos/{id}/rescisao', async ({ c, deps, usuario, params, body }) =>
    c.json(await registrarRescisao(deps, params.id, body, usuario.id), 201),
  ),
  endpoint(
    'POST /api/contratos/{id}/rescisao/devolucao',
    async ({ c, deps, usuario, params: { id }, body }) => {
      const r = await devolverAoLocatario(deps, id, body, usuario.id);
      // Audited as what it is (the generic log would call it 'POST rescisao').
      await inserirAuditoria(deps.db, {
        usuarioId: usuario.id,
        acao: 'POST rescisao/devolucao',
        entidade: 'contratos',
        entidadeId: id,
        data: deps.now().toISOString(),
      });
      c.set('auditado', true);
      return c.json(r);
    },
  ),
  endpoint('GET /api/contratos/{id}/rescisao', async ({ c, deps: { db }, params: { id } }) => {
    if (!(await obterContratoCiclo(db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const r = await obterRescisao(db, id);
    if (!r) throw notFound(MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada);
    return c.json(paraRescisao(r));
  }),
  endpoint('GET /api/contratos/{id}/rescisao/termo.pdf', async ({ c, deps, usuario, params }) => {
    const contrato = await obterContrato(deps.db, params.id, hojeNaAgencia(deps.now()));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    if (usuario.perfil !== 'admin' && contrato.inquilino._id !== usuario.id) throw forbidden();
    const r = await obterRescisao(deps.db, contrato._id);
    if (!r) throw notFound(MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada);
    const bytes = await gerarTermoRescisaoPdf(deps, contrato, paraRescisao(r));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${MSG_CICLO_DOC.termo.arquivo(contrato.numero).replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    });
  }),
];
