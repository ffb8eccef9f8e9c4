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
import { getConfiguracao } from '../configuracoes';
import { cidadeDoEndereco } from '../pagamentos';
import { DocumentoPdf } from '../../lib/pdf/documento-pdf';

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
  const config = await getConfiguracao(deps.db);
  const i = contrato.inquilino;
  const doc = await DocumentoPdf.criar({
    titulo: A.tituloDocumento(a.ordem, contrato.numero),
    autor: config.nome,
    assunto: A.titulo,
  });
  doc
    .cabecalho(config.nome, config.endereco)
    .titulo(A.titulo)
    .paragrafo(A.contrato(a.ordem, contrato.numero, formatData(contrato.dataInicio)), 11, true)
    .secao(P.locador)
    .paragrafo(`${config.nome} — ${config.endereco}`)
    .secao(P.locatario)
    .paragrafo(P.pessoa(i.nome, formatCpf(i.cpf), i.rg))
    .secao(P.imovel)
    .paragrafo(`${contrato.imovel.titulo} — ${contrato.imovel.endereco}, ${contrato.imovel.cidade}`)
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
  // A guarantor answers for the extended term only if they sign it too (Lei 8.245, art. 39).
  const assinaturas = [config.nome, i.nome];
  if (garantia?.tipo === 'fiador') assinaturas.push(`${P.assinaturaFiador}: ${garantia.nome}`);
  doc
    .espaco(10)
    .paragrafo(
      P.localData(cidadeDoEndereco(config.endereco), formatData(hojeNaAgencia(new Date(a.criadoEm)))),
    )
    .assinaturas([...assinaturas, P.testemunha(1), P.testemunha(2)]);
  return doc.salvar(P.pagina);
};
