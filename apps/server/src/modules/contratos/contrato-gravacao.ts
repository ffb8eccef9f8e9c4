import { randomUUID } from 'node:crypto';
import {
  hojeNaAgencia,
  MSG,
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
import { badRequest, conflict, notFound } from '../../http/errors';
import { emitirLinkAcesso, buscarUsuarioRow } from '../usuarios';
import { getConfiguracao } from '../configuracoes';
import { obterContrato, obterReajusteDoContrato } from './contratos.repository';
import {
  atualizarContrato,
  garantirInquilino,
  inserirContrato,
  isNumeroDuplicado,
  numeroEmUso,
  obterImovelAlvo,
  obterVinculo,
  reservarNumero,
  sincronizarImovel,
} from './contrato-escrita.repository';

/**
 * Saves a contract (new when `id` is undefined): numero unique, tenant matched or created by
 * e-mail, property a rental that is free (or already this contract's), property status kept in step.
 */
export const salvarContrato = async (
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
