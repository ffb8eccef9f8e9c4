/**
 * Texts of the rental ledger (payments, receipts, business days, indicators). Part of the one
 * pt-BR catalogue; kept in its own module so pt-BR.ts stays readable.
 */
export const MSG_FINANCEIRO = {
  meios: {
    PIX: 'PIX',
    Boleto: 'Boleto',
    Transferência: 'Transferência',
    Dinheiro: 'Dinheiro',
  },
  componentes: {
    aluguel: 'Aluguel',
    condominio: 'Condomínio',
    iptu: 'IPTU',
    outros: 'Outros encargos',
    desconto: 'Desconto',
    multa: 'Multa',
    juros: 'Juros',
    total: 'Total recebido',
  },
  campos: {
    valorRecebido: 'Valor recebido',
    meio: 'Meio de pagamento',
    dataPagamento: 'Data do pagamento',
  },
  erros: {
    dataObrigatoria: 'Data de pagamento é obrigatória',
    dataInvalida: 'Data inválida',
    dataFutura: 'A data do pagamento não pode ser posterior a hoje',
    dataAnteriorGeracao: 'A data do pagamento não pode ser anterior a 01/01/2000',
    valorObrigatorio: 'Valor recebido é obrigatório',
    valorInvalido: 'Valor recebido deve ser um número maior que zero',
    valorAcimaDevido: (devido: string) => `Valor recebido maior que o valor devido nessa data (${devido})`,
    meioObrigatorio: 'Meio de pagamento é obrigatório',
    meioInvalido: 'Meio de pagamento inválido (PIX, Boleto, Transferência ou Dinheiro)',
    contratoComHistorico:
      'Este contrato tem pagamentos gerados e não pode ser excluído. Altere o status para Finalizado ou Cancelado.',
    valorForaDoBoleto: 'O valor mensal deve estar entre R$ 0,01 e R$ 99.999.999,99 para emitir boletos',
    vencimentoAntesDoBoleto: 'Não é possível emitir boletos com vencimento anterior a 03/07/2000',
    dataAntesDoUltimo: (data: string) =>
      `A data do pagamento não pode ser anterior ao último recebimento registrado (${data})`,
    cobrancaRepetida: (quando: string) => `Uma cobrança deste pagamento já foi enviada hoje (${quando})`,
    recebimentoRepetido: (hora: string, valor: string) =>
      `Este recebimento já foi registrado às ${hora} (${valor}). Confira os recebimentos do pagamento; ` +
      'se for mesmo um segundo recebimento igual, registre-o de novo em alguns minutos.',
    metaEmCentavos: 'Meta de receita mensal deve ter no máximo 2 casas decimais',
    multaSemClausula: 'Multa acima de 10% exige confirmar a cláusula contratual',
    jurosSemClausula: 'Juros acima de 1% ao mês exigem confirmar a cláusula contratual',
    encargosProprietarioInvalido: 'Parte do proprietário deve ser um percentual de 0 a 100',
    feriadoInvalido: 'Feriado local deve ser uma data válida (dd/mm/aaaa)',
  },
  parcial: 'Parcial',
  saldo: 'Saldo em aberto',
  devidoSugestao: (valor: string) => `Valor devido nessa data: ${valor}`,
  semEncargosAte: (data: string) => `Sem multa e juros até ${data} (próximo dia útil)`,
  ultimaCobranca: (quando: string) => `Última cobrança: ${quando}`,
  emailNaFila: 'na fila',
  emailEnviado: 'enviado',
  emailFalhou: 'falhou',
  reciboTitulo: 'Recibo de aluguel',
  reciboDeclaracao: (locador: string, locatario: string, valor: string, referente: string) =>
    `${locador} declara ter recebido de ${locatario} a importância de ${valor}, referente a ${referente}, discriminada abaixo (Lei 8.245/1991, art. 22, VI).`,
  reciboRecebimento: (data: string, meio: string, valor: string) => `${data} - ${meio}: ${valor}`,
  taxaInadimplenciaDefinicao:
    'Valor em atraso dos pagamentos que venceram no mês dividido pelo valor que venceu no mês.',
  taxaOcupacaoDefinicao: 'Imóveis de locação ocupados dividido pelo total de imóveis de locação.',
  /** The payments dialog of the back office (Registrar pagamento, composition, receipts). */
  dialogo: {
    detalhes: 'Detalhes',
    composicao: 'Composição',
    recebimentos: 'Recebimentos',
    semRecebimentos: 'Nenhum valor recebido.',
    valorRecebidoDica: 'Aceita 1.234,56',
    selecioneMeio: 'Selecione',
    registrarDe: (competencia: string) => `Registrar pagamento de ${competencia}`,
    calculandoDevido: 'Calculando o valor devido...',
    erroDevido: 'Não foi possível calcular o valor devido nessa data.',
    devidoDetalhe: (principal: string, multa: string, juros: string) =>
      `Principal ${principal} + multa ${multa} + juros ${juros}`,
    desconto: (valor: string) => `− ${valor}`,
    recebido: (valor: string) => `Recebido: ${valor}`,
  },
  /** Fields of the contract form added by the ledger (charges, discount, late fees). */
  contratoForm: {
    valorOutros: 'Outros encargos (R$)',
    valorDesconto: 'Desconto (R$)',
    encargos: 'Multa e juros por atraso',
    multaPercentual: 'Multa (%)',
    jurosMensalPercentual: 'Juros ao mês (%)',
    encargosPadraoDica: 'Em branco, vale o padrão das Configurações.',
    encargosClausula: 'Confirmo que o contrato prevê multa acima de 10% ou juros acima de 1% ao mês',
    encargosProprietario: 'Parte do proprietário em multa e juros (%)',
    encargosProprietarioDica: 'O restante da multa e dos juros recebidos fica com a imobiliária.',
  },
  /** Ledger settings of the Configurações screen. */
  configuracoes: {
    pix: 'Recebimento por PIX',
    chavePix: 'Chave PIX',
    chavePixDica: 'E-mail, CPF, CNPJ, telefone (+55...) ou chave aleatória',
    cidadePix: 'Cidade do recebedor PIX',
    feriadosLocais: 'Feriados locais',
    feriadosDica: 'Vencimentos nesses dias passam para o próximo dia útil, sem multa e juros.',
    novoFeriado: 'Data do feriado',
    adicionarFeriado: 'Adicionar feriado',
    removerFeriado: (data: string) => `Remover feriado ${data}`,
    semFeriados: 'Nenhum feriado local cadastrado.',
    feriadoRepetido: 'Esta data já está na lista',
  },
  /** Action names of the API calls of the ledger (the "Erro ... ao <ação>" fallbacks). */
  acoesApi: {
    calcularDevido: 'calcular o valor devido',
  },
} as const;

/** pt-BR labels of the billing providers' payment statuses (Asaas' list); unknown ones stay raw. */
export const ROTULOS_STATUS_BOLETO: Readonly<Record<string, string>> = {
  PENDING: 'Pendente',
  RECEIVED: 'Pago',
  CONFIRMED: 'Confirmado',
  OVERDUE: 'Vencido',
  PARTIAL: 'Parcial',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Estornado',
  RECEIVED_IN_CASH: 'Pago em dinheiro',
  REFUND_REQUESTED: 'Estorno solicitado',
  REFUND_IN_PROGRESS: 'Estorno em processamento',
  CHARGEBACK_REQUESTED: 'Contestação solicitada',
  CHARGEBACK_DISPUTE: 'Em contestação',
  AWAITING_CHARGEBACK_REVERSAL: 'Aguardando reversão da contestação',
  DUNNING_REQUESTED: 'Em negativação',
  DUNNING_RECEIVED: 'Recuperado',
  AWAITING_RISK_ANALYSIS: 'Em análise',
  DELETED: 'Excluído',
};
