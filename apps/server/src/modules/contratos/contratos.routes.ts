import { hojeNaAgencia, MSG, MSG_CICLO_DOC, MSG_FINANCEIRO } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { listarAditivos } from './aditivos.repository';
import { obterGarantia } from './garantias.repository';
import { listarAnuncios, listarContratos, obterContrato } from './contratos.repository';
import {
  excluirContrato,
  obterVinculo,
  sincronizarImovel,
  temHistoricoFinanceiro,
} from './contrato-escrita.repository';
import { salvarContrato } from './contrato-gravacao';
import { contratoDaParte } from './contrato-da-parte';
import { endpointsContratoPagamentos } from './contrato-pagamentos.routes';
import { gerarContratoPdf } from './documento-pdf';

/**
 * /api/contratos/** and /api/anuncios: admin only (spec §6), but for the lease's PDF and the
 * contract's payments (its tenant may read them).
 */
export const endpointsContratos = [
  endpoint('GET /api/anuncios', async ({ c, deps }) => {
    const anuncios = await listarAnuncios(deps.db);
    c.header('X-Total-Count', String(anuncios.length));
    return c.json(anuncios);
  }),
  endpoint('GET /api/contratos', async ({ c, deps, query: f }) => {
    const hoje = hojeNaAgencia(deps.now());
    const { dados, total } = await listarContratos(deps.db, { ...f, hoje });
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('GET /api/contratos/{id}', async ({ c, deps, params }) => {
    const contrato = await obterContrato(deps.db, params.id, hojeNaAgencia(deps.now()));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    return c.json(contrato);
  }),
  endpoint('POST /api/contratos', async ({ c, deps, usuario, body }) =>
    c.json(await salvarContrato(deps, usuario.id, body), 201),
  ),
  endpoint('PUT /api/contratos/{id}', async ({ c, deps, usuario, params: { id }, body }) => {
    if (!(await obterVinculo(deps.db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    return c.json(await salvarContrato(deps, usuario.id, body, id));
  }),
  endpoint('DELETE /api/contratos/{id}', async ({ c, deps, params }) => {
    const vinculo = await obterVinculo(deps.db, params.id);
    if (!vinculo) throw notFound(MSG.api.contratoNaoEncontrado);
    // History is never destroyed: a contract with payments is ended (Finalizado/Cancelado).
    await deps.db.transaction().execute(async (trx) => {
      if (await temHistoricoFinanceiro(trx, vinculo.id))
        throw conflict(MSG_FINANCEIRO.erros.contratoComHistorico);
      await excluirContrato(trx, vinculo.id);
      await sincronizarImovel(trx, vinculo.imovelId);
    });
    return c.body(null, 204);
  }),
  // The lease, for the admin and its two parties: the tenant and the property's owner (locador).
  endpoint('GET /api/contratos/{id}/documento.pdf', async ({ c, deps, usuario, params }) => {
    const contrato = await contratoDaParte(deps, usuario, params.id);
    const bytes = await gerarContratoPdf(
      deps,
      contrato,
      (await obterGarantia(deps.db, contrato._id, hojeNaAgencia(deps.now()))) ?? null,
      await listarAditivos(deps.db, contrato._id),
    );
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${MSG_CICLO_DOC.contrato.arquivo(contrato.numero).replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    });
  }),
  ...endpointsContratoPagamentos,
];
