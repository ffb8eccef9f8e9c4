import {
  aprovacaoPropostaSchema,
  caucaoDentroDoLimite,
  caucaoMaxima,
  formatBRL,
  MSG_CICLO,
  paraCentavos,
  paraReais,
  baseDaComissao,
  contratoEntradaSchema,
  dataFimDoPrazo,
  divisaoDaComissao,
  garantiaEntradaSchema,
  MSG_PROPOSTAS,
  PARTES_COMISSAO,
  type AprovacaoResposta,
  type ContratoSalvo,
  type Proposta,
} from '@morada/domain';
import type { z } from 'zod';
import type { Deps, SessionUser } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { salvarContrato, salvarGarantia } from '../contratos';
import { avancarLead } from '../leads';
import {
  lerConfiguracaoComissoes,
  listarComissoes,
  registrarComissoes,
  type ImovelDaProposta,
  type NovaComissao,
} from './comissoes.repository';
import { imovelJaVendido, ligarContrato, mudarStatus } from './propostas.repository';
import {
  autor,
  avisar,
  eventoNoLead,
  imovelParaProposta,
  propostaDe,
  propostaPara,
} from './propostas.service';

const M = MSG_PROPOSTAS;
type Aprovacao = z.output<typeof aprovacaoPropostaSchema>;

/** The contract a lease proposal becomes: the ficha's tenant and rent, the approval's número and dates. */
const contratoDaProposta = (p: Proposta, a: Aprovacao) => {
  const f = p.locacao!;
  const dataInicio = a.dataInicio ?? f.dataInicioDesejada ?? '';
  if (!a.numero) throw badRequest(M.campos.numero, [{ numero: M.campos.numero }]);
  return parseOrThrow(contratoEntradaSchema, {
    numero: a.numero,
    inquilino: {
      nome: f.inquilino.nome,
      email: f.inquilino.email,
      telefone: f.inquilino.telefone,
      cpf: f.inquilino.cpf,
      rg: f.inquilino.rg,
    },
    imovelId: p.imovelId,
    dataInicio,
    dataFim: a.dataFim ?? (dataInicio ? dataFimDoPrazo(dataInicio, f.prazoMeses) : ''),
    valorAluguel: (f.valorAluguelCentavos ?? 0) / 100,
    valorCondominio: a.valorCondominio,
    valorIPTU: a.valorIPTU,
    diaVencimento: a.diaVencimento,
    observacoes: a.observacoes ?? '',
  });
};

/** The shares of the deal's commission: the agency's, the listing's captador and the selling corretor. */
const partesDaComissao = async (
  deps: Deps,
  p: Proposta,
  imovel: ImovelDaProposta,
): Promise<NovaComissao[]> => {
  const config = await lerConfiguracaoComissoes(deps.db);
  const divisao = divisaoDaComissao({
    valorBaseCentavos: baseDaComissao({
      tipo: p.tipo,
      valorVendaCentavos: p.venda?.valorCentavos ?? null,
      valorAluguelCentavos: p.locacao?.valorAluguelCentavos ?? null,
    }),
    percentualComissao: p.tipo === 'venda' ? config.percentualVenda : config.percentualLocacao,
    divisao: config.divisao,
    temCaptador: imovel.captadorId !== null,
  });
  const quem = { agencia: null, captador: imovel.captadorId, vendedor: p.corretorId };
  return PARTES_COMISSAO.filter((parte) => divisao[parte] > 0).map((parte) => ({
    parte,
    corretorId: quem[parte],
    valorCentavos: divisao[parte],
  }));
};

/**
 * Approves a sent proposal: claims it first (a second approval finds it decided: 409), then a lease
 * becomes a contract (tenant invited, guarantee recorded) through the contratos module; a sale is
 * recorded (the property's listing status stays the admin's to change); the commission shares are recorded, the lead is won and the
 * corretor told. A contract refused on the way gives the proposal back to "Enviada".
 */
export const aprovarProposta = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  a: Aprovacao,
): Promise<AprovacaoResposta> => {
  const p = await propostaPara(deps, usuario, id, 'aprovar');
  const imovel = await imovelParaProposta(deps, p.imovelId, p.tipo);
  if (imovel.status !== 'Disponível' || (p.tipo === 'venda' && (await imovelJaVendido(deps.db, imovel.id))))
    throw conflict(M.erros.imovelIndisponivel(imovel.titulo));
  const dados = p.tipo === 'locacao' ? contratoDaProposta(p, a) : undefined;
  const garantia = p.locacao?.garantia ? garantiaEntradaSchema.parse(p.locacao.garantia) : null;
  // Art. 38 § 2: a caução of at most three rents, as PUT …/garantia checks it.
  const aluguel = p.locacao?.valorAluguelCentavos ?? 0;
  if (garantia?.tipo === 'caucao' && !caucaoDentroDoLimite(paraCentavos(garantia.valor), aluguel)) {
    const mensagem = MSG_CICLO.garantia.erros.caucaoAcimaDoLimite(
      formatBRL(paraReais(caucaoMaxima(aluguel))),
    );
    throw badRequest(mensagem, [{ 'locacao.garantia': mensagem }]);
  }
  const agora = deps.now().toISOString();
  if (!(await mudarStatus(deps.db, p.id, 'enviada', 'aprovada', { agora, decididaEm: agora })))
    throw conflict(M.erros.jaDecidida);
  let contrato: ContratoSalvo | null = null;
  try {
    if (dados) {
      contrato = await salvarContrato(deps, usuario.id, dados);
      if (garantia) await salvarGarantia(deps.db, contrato._id, garantia, usuario.id, agora);
      await ligarContrato(deps.db, p.id, contrato._id);
    }
  } catch (e) {
    await mudarStatus(deps.db, p.id, 'aprovada', 'enviada', { agora, decididaEm: null });
    throw e;
  }
  await registrarComissoes(deps.db, p.id, await partesDaComissao(deps, p, imovel), agora);
  await avancarLead(deps.db, p.leadId, 'ganho', { em: deps.now(), autor: autor(usuario) });
  await eventoNoLead(
    deps,
    usuario,
    p.leadId,
    p.tipo === 'venda' ? M.eventos.vendaRegistrada(p.numero) : M.eventos.aprovada(p.numero),
  );
  await avisar(deps, [p.corretorId], M.notificacoes.titulo(p.numero), M.notificacoes.aprovada(p.numero));
  return {
    proposta: await propostaDe(deps, usuario, p.id),
    contrato,
    comissoes: await listarComissoes(deps.db, { propostaId: p.id }),
  };
};
