import { randomUUID } from 'node:crypto';
import {
  hojeNaAgencia,
  MSG,
  MSG_CICLO_DOC,
  MSG_FINANCEIRO,
  MULTA_RESCISORIA_PADRAO_ALUGUEIS,
  problemasReajusteContrato,
  resolverReajusteDoContrato,
  VALIDADE_LINK_MS,
  type Contrato,
  type ContratoEntradaValida,
  type ContratoSalvo,
  type LinkAcesso,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound } from '../../http/errors';
import { listarAditivos } from './aditivos.repository';
import { emitirLinkAcesso, buscarUsuarioRow } from '../usuarios';
import { obterGarantia } from './garantias.repository';
import { getConfiguracao } from '../configuracoes';
import {
  listarAnuncios,
  listarContratos,
  obterContrato,
  obterReajusteDoContrato,
} from './contratos.repository';
import {
  atualizarContrato,
  excluirContrato,
  garantirInquilino,
  inserirContrato,
  isNumeroDuplicado,
  numeroEmUso,
  obterImovelAlvo,
  obterVinculo,
  reservarNumero,
  sincronizarImovel,
  temHistoricoFinanceiro,
} from './contrato-escrita.repository';
import { contratoDaParte } from './contrato-da-parte';
import { endpointsContratoPagamentos } from './contrato-pagamentos.routes';
import { gerarContratoPdf } from './documento-pdf';

/**
 * Saves a contract (new when `id` is undefined): numero unique, tenant matched or created by
 * e-mail, property a rental that is free (or already this contract's), property status kept in step.
 */
const salvar = async (
  deps: Deps,
  emissorId: string,
  dados: ContratoEntradaValida,
  id?: string,
): Promise<ContratoSalvo> => {
  let inquilinoCriado = false;
  const config = await getConfiguracao(deps.db);
  const agora = deps.now().toISOString();
  const numeroEmUsoErro = () => conflict(MSG.api.numeroEmUso, [{ numero: MSG.api.numeroEmUso }]);
  const contratoId = id ?? randomUUID();
  const gravar = deps.db.transaction().execute(async (trx) => {
    const anterior = id ? await obterVinculo(trx, id) : undefined;
    if (id && !anterior) throw notFound(MSG.api.contratoNaoEncontrado);
    // A número is the contract's forever: the registry's key settles concurrent requests too.
    if (
      (await numeroEmUso(trx, dados.numero, id)) ||
      !(await reservarNumero(trx, dados.numero, contratoId, agora))
    ) {
      throw numeroEmUsoErro();
    }
    const imovel = await obterImovelAlvo(trx, dados.imovelId);
    const mesmoImovel = anterior?.imovelId === dados.imovelId;
    if (!imovel || imovel.operacao !== 'Aluguel' || (!mesmoImovel && imovel.status !== 'Disponível')) {
      throw badRequest(MSG.api.imovelIndisponivel, [{ imovelId: MSG.api.imovelIndisponivel }]);
    }
    const inquilino = await garantirInquilino(trx, dados.inquilino, agora);
    if (!inquilino) throw conflict(MSG.api.emailEmUso, [{ 'inquilino.email': MSG.api.emailEmUso }]);
    inquilinoCriado = inquilino.criado;
    const inquilinoId = inquilino.id;
    // Reajuste fields left out of the payload keep the contract's (or get the defaults).
    const reajuste = resolverReajusteDoContrato(
      dados,
      id ? await obterReajusteDoContrato(trx, id) : undefined,
    );
    const problema = problemasReajusteContrato({ ...reajuste, dataInicio: dados.dataInicio })[0];
    if (problema) throw badRequest(problema.mensagem, [{ [problema.campo]: problema.mensagem }]);
    const campos = {
      numero: dados.numero,
      inquilinoId,
      imovelId: dados.imovelId,
      dados,
      multaPercentual: dados.multaPercentual ?? anterior?.multa ?? config.multaPercentual,
      jurosMensalPercentual: dados.jurosMensalPercentual ?? anterior?.juros ?? config.jurosMensalPercentual,
      reajuste,
      multaRescisoriaAlugueis:
        dados.multaRescisoriaAlugueis ?? anterior?.multaRescisoria ?? MULTA_RESCISORIA_PADRAO_ALUGUEIS,
    };
    if (anterior) await atualizarContrato(trx, contratoId, campos);
    else await inserirContrato(trx, campos, agora, contratoId);
    await sincronizarImovel(trx, dados.imovelId);
    if (anterior && !mesmoImovel) await sincronizarImovel(trx, anterior.imovelId);
    return (await obterContrato(trx, contratoId, hojeNaAgencia(deps.now())))!;
  });
  const contrato = await gravar.catch((e: unknown) => {
    throw isNumeroDuplicado(e) ? numeroEmUsoErro() : e;
  });
  return inquilinoCriado
    ? { ...contrato, convite: await convidarInquilino(deps, contrato, emissorId) }
    : contrato;
};

/** The invitation of a tenant the contract just created (e-mailed with SMTP; else shown once to staff). */
const convidarInquilino = async (deps: Deps, contrato: Contrato, emissorId: string): Promise<LinkAcesso> => {
  const row = (await buscarUsuarioRow(deps.db, contrato.inquilino._id))!;
  return emitirLinkAcesso(deps, row, VALIDADE_LINK_MS.convite, emissorId);
};

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
    c.json(await salvar(deps, usuario.id, body), 201),
  ),
  endpoint('PUT /api/contratos/{id}', async ({ c, deps, usuario, params: { id }, body }) => {
    if (!(await obterVinculo(deps.db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    return c.json(await salvar(deps, usuario.id, body, id));
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
