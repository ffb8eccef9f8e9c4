/** pt-BR texts of the rescisão's settlement as money: its charge and the amount to give back. */
export const MSG_ACERTO = {
  /** How the settlement charge's competência is shown (see competenciaDoAcerto). */
  competencia: (mesAno: string) => `Acerto da rescisão ${mesAno}`,
  descricaoBoleto: (numero: string) => `Acerto da rescisão do contrato ${numero}`,
  termo: {
    cobranca: (valor: string, vencimento: string) =>
      `O saldo de ${valor} será pago por boleto ou PIX com vencimento em ${vencimento}.`,
    devolucao: (valor: string) => `O valor de ${valor} será devolvido ao locatário pela administração.`,
    devolvido: (valor: string, data: string, meio: string) =>
      `O valor de ${valor} foi devolvido ao locatário em ${data} (${meio}).`,
  },
  ui: {
    cobrancaGerada: (valor: string, vencimento: string) =>
      `Cobrança de ${valor} com vencimento em ${vencimento} gerada`,
    valorADevolver: (valor: string) => `Valor a devolver: ${valor}`,
    devolvido: (valor: string, data: string, meio: string) => `Devolvido ${valor} em ${data} (${meio})`,
    aReceber: 'A receber',
    aReceberDescricao: (valor: string) => `A administração devolverá ${valor} do acerto da rescisão.`,
    recebidoDescricao: (valor: string, data: string) => `${valor} devolvido em ${data}.`,
    registrarDevolucao: 'Registrar devolução',
    registrando: 'Registrando…',
    erroDevolver: 'Não foi possível registrar a devolução',
    dataDevolucao: 'Data da devolução',
    meioDevolucao: 'Meio',
    selecioneMeio: 'Selecione o meio',
    acertoTitulo: 'Acerto da rescisão',
    /** The row action and dialog of an ended contract whose amount to give back is still open. */
    devolucaoAcao: 'Devolução ao locatário',
    devolucaoTitulo: (numero: string) => `Devolução ao locatário — ${numero}`,
    devolucaoDescricao: 'Registre o dia e o meio em que o valor do acerto foi devolvido.',
    cobrancaLocatario: (valor: string, vencimento: string) =>
      `Acerto da rescisão: ${valor} com vencimento em ${vencimento}, na lista de pagamentos.`,
  },
  erros: {
    semDevolucao: 'Esta rescisão não tem valor a devolver ao locatário',
    jaDevolvido: (data: string) => `A devolução já foi registrada em ${data}`,
    dataObrigatoria: 'Data da devolução é obrigatória',
    dataFutura: 'A data da devolução não pode ser futura',
    dataAntesDaSaida: 'A data da devolução não pode ser anterior à saída',
  },
} as const;
