import {
  type Contrato,
  formatBRL,
  formatCompetencia,
  formatCpf,
  formatData,
  hojeNaAgencia,
  MSG_ACERTO,
  MSG_CICLO,
  MSG_CICLO_DOC,
  type Rescisao,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes';
import { cidadeDoEndereco } from '../pagamentos';
import { DocumentoPdf } from '../../lib/pdf/documento-pdf';

const L = MSG_CICLO.rescisao.linhas;
const D = MSG_CICLO_DOC;

/** The settlement's lines as the termo prints them (label, signed amount in reais). */
export const linhasDoAcerto = (r: Rescisao): { rotulo: string; valor: number }[] => {
  const c = r.calculo;
  const linhas = c.abertos.map((a) => ({
    rotulo: L.abertos(formatCompetencia(a.competencia)),
    valor: a.devido,
  }));
  const mes = formatCompetencia(c.proRata.competencia);
  if (c.proRataCobrado > 0)
    linhas.push({ rotulo: L.proRata(c.proRata.dias, c.proRata.diasNoMes, mes), valor: c.proRataCobrado });
  if (c.creditoMesPago > 0) linhas.push({ rotulo: L.creditoMesPago(mes), valor: -c.creditoMesPago });
  if (c.multa.aplicavel)
    linhas.push({
      rotulo: L.multa(c.multa.alugueis, c.multa.diasRestantes, c.multa.diasTotais),
      valor: c.multa.valor,
    });
  if (c.multa.dispensada) linhas.push({ rotulo: L.multaDispensada, valor: 0 });
  return [...linhas, ...c.ajustes.map((a) => ({ rotulo: a.descricao, valor: a.valor }))];
};

/** The 'Termo de rescisão' of a rescinded contract: parties, property, leaving, the settlement. */
export const gerarTermoRescisaoPdf = async (
  deps: Deps,
  contrato: Contrato,
  r: Rescisao,
): Promise<Uint8Array> => {
  const config = await getConfiguracao(deps.db);
  const c = r.calculo;
  const doc = await DocumentoPdf.criar({
    titulo: D.termo.tituloDocumento(contrato.numero),
    autor: config.nome,
    assunto: D.termo.titulo,
  });
  doc
    .cabecalho(config.nome, config.endereco)
    .titulo(D.termo.titulo)
    .paragrafo(
      D.termo.contrato(contrato.numero, formatData(contrato.dataInicio), formatData(contrato.dataFim)),
    )
    .secao(D.pdf.locador)
    .paragrafo(`${config.nome} — ${config.endereco}`)
    .secao(D.pdf.locatario)
    .paragrafo(
      D.pdf.pessoa(contrato.inquilino.nome, formatCpf(contrato.inquilino.cpf), contrato.inquilino.rg),
    )
    .secao(D.pdf.imovel)
    .paragrafo(`${contrato.imovel.titulo} — ${contrato.imovel.endereco}, ${contrato.imovel.cidade}`)
    .espaco(6)
    .paragrafo(D.termo.saida(formatData(r.dataSaida), MSG_CICLO.rescisao.motivos[r.motivo]), 10.5, true)
    .paragrafo(D.termo.declaracao)
    .secao(D.termo.acerto);
  for (const l of linhasDoAcerto(r)) doc.valor(l.rotulo, l.valor);
  doc.espaco(4).valor(D.termo.totalDebitos, c.totalDebitos, true);
  if (c.caucao) {
    doc.espaco(6).paragrafo(D.termo.caucao(formatBRL(c.caucao.valor)));
    doc.valor(L.caucaoUtilizada, -c.caucao.utilizada).valor(L.caucaoDevolvida, c.caucao.devolvida);
  }
  doc.espaco(6);
  if (c.saldo > 0) doc.valor(L.saldoLocatario, c.saldo, true);
  else if (c.saldo < 0) doc.valor(L.saldoDevolver, -c.saldo, true);
  else doc.valor(L.quitado, 0, true);
  // The settlement in money (decision 025): the charge and its due date, or what is given back.
  if (r.cobranca)
    doc.paragrafo(MSG_ACERTO.termo.cobranca(formatBRL(r.cobranca.valor), formatData(r.cobranca.vencimento)));
  if (r.devolucao)
    doc.paragrafo(
      r.devolucao.data && r.devolucao.meio
        ? MSG_ACERTO.termo.devolvido(
            formatBRL(r.devolucao.valor),
            formatData(r.devolucao.data),
            r.devolucao.meio,
          )
        : MSG_ACERTO.termo.devolucao(formatBRL(r.devolucao.valor)),
    );
  if (r.observacoes) doc.secao(D.termo.observacoes).paragrafo(r.observacoes);
  doc
    .espaco(10)
    .paragrafo(D.pdf.localData(cidadeDoEndereco(config.endereco), formatData(hojeNaAgencia(deps.now()))))
    .assinaturas([config.nome, contrato.inquilino.nome, D.pdf.testemunha(1), D.pdf.testemunha(2)]);
  return doc.salvar(D.pdf.pagina);
};
