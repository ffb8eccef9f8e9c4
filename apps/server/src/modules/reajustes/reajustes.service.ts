import {
  aniversariosDevidos,
  formatData,
  limiteAplicacaoReajuste,
  MSG_REAJUSTE,
  motivoAguardandoIndice,
  paraReais,
  primeiroVencimentoDesde,
  reajustesPendentes,
  type ReajusteCalculado,
  type ReajustePendente,
  type ValorDoIndice,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { diaDaAgencia } from '../configuracoes';
import type { Db } from '../../db/database';
import { valoresDosIndices } from './indices.repository';
import {
  atualizarAluguel,
  inserirReajuste,
  listarContratosAtivos,
  obterContratoParaReajuste,
  recobrarAluguelDesde,
  travarContrato,
  type ContratoParaReajuste,
} from './reajustes.repository';

const M = MSG_REAJUSTE.motivos;

/** A due reajuste as GET /api/reajustes/pendentes answers it. */
const paraPendente = (c: ContratoParaReajuste, r: ReajusteCalculado): ReajustePendente => ({
  contratoId: c.id,
  contratoNumero: c.numero,
  inquilino: { _id: c.inquilino.id, nome: c.inquilino.nome },
  imovel: { _id: c.imovel.id, titulo: c.imovel.titulo },
  aniversario: r.aniversario,
  ordem: r.ordem,
  indice: r.indice,
  meses: r.meses,
  mesesSemIndice: r.mesesSemIndice,
  variacaoAcumulada: r.variacaoAcumulada,
  aluguelAtual: r.aluguelAnterior === null ? null : paraReais(r.aluguelAnterior),
  aluguelNovo: r.aluguelNovo === null ? null : paraReais(r.aluguelNovo),
  vigencia: primeiroVencimentoDesde(r.aniversario, c.diaVencimento),
  status: r.status,
});

/**
 * Reajustes not yet applied of Ativo contracts whose anniversary is today or earlier, or within
 * the next 30 days; oldest anniversary first.
 */
export const listarPendentes = async (deps: Deps): Promise<ReajustePendente[]> => {
  const { hoje } = await diaDaAgencia(deps);
  const ate = limiteAplicacaoReajuste(hoje);
  const valor = await valoresDosIndices(deps.db);
  return (await listarContratosAtivos(deps.db))
    .flatMap((c) => reajustesPendentes(c, ate, valor).map((r) => paraPendente(c, r)))
    .sort(
      (a, b) =>
        a.aniversario.localeCompare(b.aniversario) || a.contratoNumero.localeCompare(b.contratoNumero),
    );
};

export type Aplicado = { reajuste: ReajusteCalculado & { id: string } };

export type ResultadoNoContrato = {
  contrato?: ContratoParaReajuste;
  aplicados: Aplicado[];
  motivo?: string;
  /** Payments whose value changed: their boletos are re-issued after commit. */
  reemitir: string[];
};

/** Why a contract with nothing ready was left alone: waiting for an index, done, or not due. */
const motivoSemAplicacao = (c: ContratoParaReajuste, proximo: ReajusteCalculado | undefined): string => {
  if (proximo) return motivoAguardandoIndice(c.indice, proximo.mesesSemIndice);
  if (c.ultimoAniversario) return M.jaAplicado(formatData(c.ultimoAniversario));
  return M.semReajustePendente;
};

/**
 * Applies, in the caller's transaction, every reajuste of the contract that is due (anniversary up
 * to today + 30 days) and ready, in order: the contract's rent, the history row, and the rent (and
 * total) of its open payments due on or after each anniversary. The contract row is locked first,
 * so a second caller (another request or process) finds the history already written.
 */
export const aplicarNoContrato = async (
  trx: Db,
  id: string,
  ate: string,
  usuarioId: string | null,
  agora: string,
): Promise<ResultadoNoContrato> => {
  if (!(await travarContrato(trx, id)))
    return { aplicados: [], reemitir: [], motivo: M.contratoNaoEncontrado };
  const contrato = (await obterContratoParaReajuste(trx, id))!;
  if (contrato.status !== 'Ativo')
    return { contrato, aplicados: [], reemitir: [], motivo: M.contratoInativo };
  const valor: ValorDoIndice = await valoresDosIndices(trx);
  const pendentes = reajustesPendentes(contrato, ate, valor);
  const primeiroAguardando = pendentes.findIndex((r) => r.status !== 'pronto');
  const prontos = primeiroAguardando === -1 ? pendentes : pendentes.slice(0, primeiroAguardando);
  const aguardando = pendentes[prontos.length];
  const aplicados: Aplicado[] = [];
  const reemitir = new Set<string>();
  for (const r of prontos) {
    const novo = r.aluguelNovo!;
    const alterados = await recobrarAluguelDesde(trx, id, r.aniversario, novo);
    for (const pagamentoId of alterados) reemitir.add(pagamentoId);
    const reajusteId = await inserirReajuste(trx, {
      contratoId: id,
      aniversario: r.aniversario,
      ordem: r.ordem,
      indice: r.indice,
      meses: r.meses,
      variacaoAcumulada: r.variacaoAcumulada!,
      aluguelAnteriorCentavos: r.aluguelAnterior!,
      aluguelNovoCentavos: novo,
      aplicadoEm: agora,
      aplicadoPor: usuarioId,
      pagamentosReemitidos: alterados.length,
    });
    // The lock makes this unreachable; should it happen, nothing of this contract is written.
    if (!reajusteId) throw new Error(`reajuste ${id} ${r.aniversario} já registrado`);
    aplicados.push({ reajuste: { ...r, id: reajusteId } });
  }
  if (aplicados.length) await atualizarAluguel(trx, id, aplicados.at(-1)!.reajuste.aluguelNovo!);
  const motivo = aplicados.length
    ? aguardando && motivoAguardandoIndice(contrato.indice, aguardando.mesesSemIndice)
    : motivoSemAplicacao(contrato, aguardando);
  return { contrato, aplicados, reemitir: [...reemitir], ...(motivo ? { motivo } : {}) };
};

/**
 * Waives, in the caller's transaction, the contract's pending reajustes up to and including the
 * one of `aniversario` (within the 30-day window): each is recorded as dispensado with the rent
 * unchanged, so the next anniversary starts from the rent the contract has. Answers how many, or
 * a reason when there was nothing to waive.
 */
export const dispensarNoContrato = async (
  trx: Db,
  id: string,
  aniversario: string,
  hoje: string,
  usuarioId: string | null,
  agora: string,
): Promise<{ dispensados: number } | { motivo: string; naoEncontrado?: true }> => {
  if (!(await travarContrato(trx, id))) return { motivo: M.contratoNaoEncontrado, naoEncontrado: true };
  const contrato = (await obterContratoParaReajuste(trx, id))!;
  if (contrato.status !== 'Ativo') return { motivo: M.contratoInativo };
  const ate = limiteAplicacaoReajuste(hoje) < aniversario ? limiteAplicacaoReajuste(hoje) : aniversario;
  const devidos = aniversariosDevidos(contrato, ate, contrato.ultimaOrdem + 1);
  if (devidos.at(-1)?.aniversario !== aniversario) return { motivo: MSG_REAJUSTE.erros.nadaADispensar };
  for (const d of devidos) {
    const reajusteId = await inserirReajuste(trx, {
      contratoId: id,
      aniversario: d.aniversario,
      ordem: d.ordem,
      indice: contrato.indice,
      meses: [],
      variacaoAcumulada: 0,
      aluguelAnteriorCentavos: contrato.aluguelCentavos,
      aluguelNovoCentavos: contrato.aluguelCentavos,
      aplicadoEm: agora,
      aplicadoPor: usuarioId,
      pagamentosReemitidos: 0,
      dispensado: true,
    });
    if (!reajusteId) throw new Error(`reajuste ${id} ${d.aniversario} já registrado`);
  }
  return { dispensados: devidos.length };
};
