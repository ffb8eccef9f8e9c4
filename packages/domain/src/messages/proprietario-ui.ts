/** Screen-only texts of the owner's portal (/proprietario) and the admin's owner settings. */
export const MSG_PROPRIETARIO_UI = {
  titulo: 'Área do Proprietário',
  ola: (nome: string) => `Olá, ${nome}`,
  resumo: {
    imoveis: 'Imóveis',
    contratosAtivos: 'Contratos ativos',
    recebidoNoMes: 'Recebido no mês',
    proximoRepasse: 'Próximo repasse',
    previstoPara: (data: string) => `Previsto para ${data}`,
    /** A liberado repasse whose date passed (proximoRepasse's emAtraso): owed now. */
    emAtrasoDesde: (data: string) => `Liberado; previsto para ${data}, aguarda o pagamento`,
    nenhumRepasse: 'Nenhum repasse em aberto',
    /** Repasses are open, but none is dated today or later with a balance to pay. */
    nenhumPrevisto: 'Nenhum repasse previsto a partir de hoje',
    /**
     * A month whose expenses exceeded the rent received (saldoNegativoRepasse): it is not paid out,
     * and the expenses still open are deducted from the next repasse (the balance is not carried).
     */
    saldoNegativo: (mes: string, excedente: string, despesas: string) =>
      `As despesas de ${mes} superaram os aluguéis recebidos em ${excedente}: o repasse de ${mes} fica retido e as despesas em aberto (${despesas}) serão descontadas do próximo repasse.`,
  },
  abas: {
    imoveis: 'Imóveis e contratos',
    pagamentos: 'Pagamentos',
    repasses: 'Repasses',
    notificacoes: 'Notificações',
    naoLidas: (n: number) => (n === 1 ? '1 não lida' : `${n} não lidas`),
  },
  imoveis: {
    baixarContrato: 'Contrato (PDF)',
    vazio: 'Você ainda não tem imóveis administrados por nós.',
    semContrato: 'Nenhum contrato neste imóvel.',
    contrato: (numero: string) => `Contrato ${numero}`,
    inquilino: 'Inquilino',
    vigencia: 'Vigência',
    periodo: (inicio: string, fim: string) => `${inicio} a ${fim}`,
    aluguel: 'Aluguel',
    proximoReajuste: 'Próximo reajuste',
    semReajuste: 'Sem reajuste na vigência',
  },
  pagamentos: {
    vazio: 'Nenhum pagamento registrado.',
    competencia: 'Competência',
    imovel: 'Imóvel',
    vencimento: 'Vencimento',
    valor: 'Valor',
    recebido: 'Recebido',
    status: 'Status',
    pagoEm: 'Pago em',
  },
  repasses: {
    vazio: 'Nenhum repasse ainda. Eles aparecem aqui quando o aluguel é recebido.',
    verDetalhes: 'Ver detalhes',
    ocultarDetalhes: 'Ocultar detalhes',
    previstoPara: (data: string) => `Previsto para ${data}`,
    pagoEm: (data: string, meio: string) => `Pago em ${data} via ${meio}`,
    porContrato: 'Por contrato',
    despesasTitulo: 'Despesas pagas por nós',
    semDespesas: 'Nenhuma despesa neste mês.',
    totais: 'Totais',
    aReceber: 'Ainda a receber no mês',
    comprovante: 'Comprovante',
  },
  erro: 'Não foi possível carregar seus dados.',
  /** Downloads: a repasse's statement and the annual informe de rendimentos. */
  documentos: {
    extratoPdf: 'Extrato (PDF)',
    extratoCsv: 'CSV',
    extratoDe: (mes: string) => `Extrato de ${mes}`,
    informeTitulo: 'Informe de rendimentos',
    informeDescricao:
      'Os aluguéis recebidos no ano, por inquilino, e as taxas retidas: use na sua declaração de Imposto de Renda.',
    ano: 'Ano',
    baixarPdf: 'Baixar PDF',
    baixarCsv: 'Baixar CSV',
  },
} as const;
