import {
  type Aditivo,
  type Contrato,
  formatBRL,
  formatCpf,
  formatData,
  type Garantia,
  hojeNaAgencia,
  MSG_CICLO_DOC,
  somarMesesAData,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { abrirDocumentoDoContrato, assinarDocumentoDoContrato, textoDoImovel } from '../contratos';

const A = MSG_CICLO_DOC.aditivo;
const P = MSG_CICLO_DOC.pdf;

/** What the termo says about the reajuste's anniversary, from the aditivo as recorded. */
export const textoReajusteDoAditivo = (a: Aditivo): string => {
  if (a.aluguelNovo === null || !a.vigencia) return A.reajusteSemAlteracao;
  if (a.aniversarioReajuste === 'mover') return A.reajusteMovido(formatData(somarMesesAData(a.vigencia, 12)));
  return A.reajusteMantido;
};

/**
 * The 'Termo aditivo' of one renewal, drawn from the aditivo as it was recorded (its number, old
 * and new end, old and new rent and vigência, the anniversary choice and its date): the same
 * document whenever it is downloaded. The parties and the property are the contract's.
 */
export const gerarTermoAditivoPdf = async (
  deps: Deps,
  contrato: Contrato,
  a: Aditivo,
  garantia: Garantia | null,
): Promise<Uint8Array> => {
  const { agencia, doc } = await abrirDocumentoDoContrato(
    deps,
    A.titulo,
    A.tituloDocumento(a.ordem, contrato.numero),
  );
  const i = contrato.inquilino;
  doc
    .paragrafo(A.contrato(a.ordem, contrato.numero, formatData(contrato.dataInicio)), 11, true)
    .secao(P.locador)
    .paragrafo(`${agencia.nome} — ${agencia.endereco}`)
    .secao(P.locatario)
    .paragrafo(P.pessoa(i.nome, formatCpf(i.cpf), i.rg))
    .secao(P.imovel)
    .paragrafo(textoDoImovel(contrato))
    .secao(A.secoes.prazo)
    .paragrafo(A.prazo(formatData(a.dataFimAnterior), formatData(a.novaDataFim)))
    .secao(A.secoes.aluguel);
  if (a.aluguelNovo !== null && a.vigencia)
    doc
      .valor(A.aluguelAnterior, a.aluguelAnterior)
      .valor(A.aluguelNovo(formatData(a.vigencia)), a.aluguelNovo, true);
  else doc.paragrafo(A.aluguelMantido(formatBRL(a.aluguelAnterior)));
  doc
    .secao(A.secoes.reajuste)
    .paragrafo(textoReajusteDoAditivo(a))
    .secao(A.secoes.demais)
    .paragrafo(A.demais);
  if (a.observacoes) doc.secao(A.secoes.observacoes).paragrafo(a.observacoes);
  return assinarDocumentoDoContrato(doc, agencia, contrato, garantia, hojeNaAgencia(new Date(a.criadoEm)));
};
