/** Texts the server writes: dashboard alerts, billing notices, reminders, report (server S2). */
export const MSG_SERVIDOR = {
  alertas: {
    atrasoTitulo: (numero: string, inquilino: string) => `Pagamento em atraso: ${numero} (${inquilino})`,
    atrasoAcao: (n: number, valor: string) =>
      `${n} ${n === 1 ? 'parcela vencida' : 'parcelas vencidas'}, total ${valor}. Enviar cobrança`,
    fimContratoTitulo: (numero: string) => `Contrato ${numero} termina em breve`,
    fimContratoAcao: (data: string) => `Termina em ${data}. Renovar ou encerrar`,
    prazoTitulo: (numero: string) => `Prazo do processo ${numero}`,
    prazoAcao: (data: string) => `Prazo em ${data}. Verificar andamento`,
    pagoTitulo: (numero: string, inquilino: string) => `Pagamento recebido: ${numero} (${inquilino})`,
    pagoAcao: (valor: string) => `Recebido ${valor}`,
  },
  cobranca: {
    titulo: 'Aviso de cobrança',
    assunto: (numero: string) => `Aviso de cobrança - contrato ${numero}`,
  },
  lembrete: {
    titulo: 'Lembrete de vencimento',
    assunto: (numero: string) => `Lembrete de vencimento - contrato ${numero}`,
  },
  /**
   * The text of a cobrança or lembrete, in the tense of the day it is sent (DESIGN §11): "vence"
   * up to the prazo with the principal only, "venceu" only after it with multa and juros.
   */
  avisoVencimento: {
    aVencer: (competencia: string, vencimento: string, valor: string) =>
      `O aluguel de ${competencia} vence em ${vencimento}. Valor: ${valor}.`,
    vencido: (competencia: string, vencimento: string, valor: string) =>
      `O aluguel de ${competencia} venceu em ${vencimento} e está em aberto. Valor atualizado: ${valor}.`,
  },
  /** Why an e-mail a screen asked for is still in the outbox ('na-fila'). */
  emailNaFila: {
    semSmtp: 'O envio de e-mails não está configurado.',
    semResposta: 'O servidor de e-mail ainda não respondeu; o envio continua em segundo plano.',
  },
  /** To the tenant when a vistoria is concluded (issue 36): the laudo is ready, and until when he may contest. */
  laudoVistoria: {
    assunto: (tipo: string, numero: string) => `Laudo da ${tipo.toLowerCase()} - contrato ${numero}`,
    corpo: (nome: string, tipo: string, numero: string, prazo: string | null) =>
      `Olá, ${nome}.\n\nO laudo da ${tipo.toLowerCase()} do contrato ${numero} está pronto e já está na sua área, na aba Vistoria.` +
      (prazo
        ? `\n\nConfira cada item e aceite o laudo ou conteste itens até ${prazo}. Depois dessa data, o laudo não pode mais ser contestado.`
        : ''),
  },
  relatorio: {
    assunto: (mes: string) => `Relatório mensal ${mes}`,
    corpo: (mes: string) => `Segue em anexo o relatório mensal de ${mes}.`,
  },
  ocupacao: {
    Ocupado: 'Ocupados',
    Disponível: 'Disponíveis',
    Manutenção: 'Manutenção',
    Reservado: 'Reservados',
  },
  categorias: {
    aluguel: 'Aluguel',
    condominio: 'Condomínio',
    iptu: 'IPTU',
    multas: 'Multas e juros',
  },
  pagamentoDescricao: (competencia: string, numero: string) => `Aluguel ${competencia} - contrato ${numero}`,
  pagamentoCancelado: 'Este pagamento foi cancelado',
  arquivoGrande: 'O arquivo deve ter no máximo 20MB',
  destinatarioNaoEncontrado: 'Destinatário não encontrado',
  financeiro: {
    reciboIndisponivel: 'O recibo só está disponível para pagamentos recebidos',
    boletoNaoEmitido: 'O boleto deste pagamento ainda não foi emitido',
    instrucaoReferente: (descricao: string) => `Referente a ${descricao}.`,
    instrucaoEncargos: (multa: string, juros: string) =>
      `Após o vencimento, cobrar multa de ${multa} e juros de ${juros} ao mês, pro rata die.`,
    instrucaoPix: 'Pagável também via PIX pelo QR Code ou pelo código copia e cola.',
    instrucaoContato: (email: string, telefone: string) => `Dúvidas: ${email} - ${telefone}.`,
  },
} as const;
