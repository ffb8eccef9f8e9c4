import {
  type Aditivo,
  type Contrato,
  diasEntre,
  formatBRL,
  formatCpf,
  formatData,
  formatPercent,
  formatTelefone,
  type Garantia,
  hojeNaAgencia,
  INDICE_REAJUSTE_INFO,
  MSG_CICLO,
  MSG_CICLO_DOC,
  somarMesesAData,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { abrirDocumentoDoContrato, assinarDocumentoDoContrato, textoDoImovel } from './documento-contrato';

const C = MSG_CICLO_DOC.contrato;
const P = MSG_CICLO_DOC.pdf;

/** The guarantee clause's text (art. 37), or the 'no guarantee' sentence. */
export const textoGarantia = (g: Garantia | null): string => {
  if (!g) return C.semGarantia;
  switch (g.tipo) {
    case 'fiador':
      return C.fiador(g.nome, formatCpf(g.cpf), formatTelefone(g.telefone), g.imovelOferecido);
    case 'seguro-fianca':
      return C.seguroFianca(g.seguradora, g.apolice, formatBRL(g.cobertura), formatData(g.vigenciaFim));
    case 'caucao':
      return C.caucao(formatBRL(g.valor), g.deposito);
    case 'titulo-capitalizacao':
      return (
        C.tituloCapitalizacao(g.emissora, g.numero, formatBRL(g.valor)) +
        (g.vigenciaFim ? C.vigenteAte(formatData(g.vigenciaFim)) : '')
      );
  }
};

/** The 'Contrato de locação' drawn from the contract's data, its guarantee and its renewals. */
export const gerarContratoPdf = async (
  deps: Deps,
  contrato: Contrato,
  garantia: Garantia | null,
  aditivos: readonly Aditivo[],
): Promise<Uint8Array> => {
  const { agencia, doc } = await abrirDocumentoDoContrato(deps, C.titulo, C.tituloDocumento(contrato.numero));
  const i = contrato.inquilino;
  doc
    .paragrafo(C.numero(contrato.numero), 11, true)
    .secao(C.secoes.partes)
    .paragrafo(`${P.locador}: ${agencia.nome} — ${agencia.endereco}`)
    .paragrafo(`${P.locatario}: ${P.pessoa(i.nome, formatCpf(i.cpf), i.rg)}`)
    .paragrafo(P.contato(i.email, formatTelefone(i.telefone)))
    .secao(C.secoes.imovel)
    .paragrafo(textoDoImovel(contrato))
    .secao(C.secoes.prazo)
    .paragrafo(
      C.prazo(
        formatData(contrato.dataInicio),
        formatData(contrato.dataFim),
        diasEntre(contrato.dataInicio, contrato.dataFim) + 1,
      ),
    )
    .secao(C.secoes.valores)
    .valor(C.aluguel, contrato.valorAluguel);
  if (contrato.valorCondominio) doc.valor(C.condominio, contrato.valorCondominio);
  if (contrato.valorIPTU) doc.valor(C.iptu, contrato.valorIPTU);
  if (contrato.valorOutros) doc.valor(C.outros, contrato.valorOutros);
  if (contrato.valorDesconto) doc.valor(C.desconto, -contrato.valorDesconto);
  const total =
    contrato.valorAluguel +
    contrato.valorCondominio +
    contrato.valorIPTU +
    contrato.valorOutros -
    contrato.valorDesconto;
  doc
    .valor(C.totalMensal, Math.round(total * 100) / 100, true)
    .espaco(4)
    .paragrafo(C.vencimento(contrato.diaVencimento));
  const indice = contrato.indiceReajuste ?? 'IGP-M';
  doc
    .secao(C.secoes.reajuste)
    .paragrafo(
      indice === 'Fixo' && contrato.reajustePercentualFixo != null
        ? C.reajusteFixo(formatPercent(contrato.reajustePercentualFixo))
        : C.reajuste(INDICE_REAJUSTE_INFO[indice].rotulo),
    )
    .secao(C.secoes.garantia)
    .paragrafo(textoGarantia(garantia))
    .secao(C.secoes.atraso)
    .paragrafo(
      C.atraso(formatPercent(contrato.multaPercentual), formatPercent(contrato.jurosMensalPercentual)),
    )
    .paragrafo(C.multaRescisoria(String(contrato.multaRescisoriaAlugueis ?? 3).replace('.', ',')));
  if (aditivos.length) {
    doc.secao(C.secoes.aditivos);
    for (const a of aditivos)
      doc.paragrafo(
        C.aditivo(
          MSG_CICLO.aditivo.titulo(a.ordem),
          formatData(a.dataFimAnterior),
          formatData(a.novaDataFim),
        ) +
          (a.aluguelNovo !== null && a.vigencia
            ? C.aditivoAluguel(formatBRL(a.aluguelNovo), formatData(a.vigencia)) +
              (a.aniversarioReajuste === 'mover'
                ? C.aditivoReajuste(formatData(somarMesesAData(a.vigencia, 12)))
                : '')
            : ''),
      );
  }
  if (contrato.observacoes) doc.secao(C.secoes.observacoes).paragrafo(contrato.observacoes);
  return assinarDocumentoDoContrato(doc, agencia, contrato, garantia, hojeNaAgencia(deps.now()));
};
