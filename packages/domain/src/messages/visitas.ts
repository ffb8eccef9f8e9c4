/**
 * Texts of the visits (issue 35): the statuses' labels, the API's answers and the e-mails the
 * server sends to the visitor and the corretor. True on the day (DESIGN §11): a visit the corretor
 * has not confirmed is "solicitada", never "agendada"/"confirmada".
 */
export const MSG_VISITAS = {
  status: {
    solicitada: 'Solicitada',
    confirmada: 'Confirmada',
    reagendamento_proposto: 'Novo horário proposto',
    realizada: 'Realizada',
    cancelada: 'Cancelada',
    nao_compareceu: 'Não compareceu',
  },
  interesse: { alto: 'Alto', medio: 'Médio', baixo: 'Baixo', nenhum: 'Nenhum' },
  campos: {
    inicio: 'Escolha um horário',
    nome: 'Informe seu nome',
    email: 'Informe seu e-mail',
    emailInvalido: 'E-mail inválido',
    telefone: 'Informe seu telefone',
    motivo: 'Informe o motivo do cancelamento',
    interesse: 'Escolha o interesse do visitante',
    dataInvalida: 'Data inválida',
    periodoInvalido: 'O fim do período precisa ser depois do início (no máximo 31 dias).',
  },
  api: {
    imovelNaoEncontrado: 'Imóvel não encontrado',
    imovelIndisponivel: 'Este imóvel não está disponível para visitas.',
    visitaNaoEncontrada: 'Visita não encontrada',
    horarioIndisponivel:
      'Este horário não está mais disponível (já foi reservado, já passou ou está fora do horário de visitas). Escolha outro.',
    statusNaoPermite: (status: string) => `Esta ação não é possível com a visita "${status}".`,
    feedbackAntesDoFim: 'O retorno da visita só pode ser registrado depois do horário de término.',
    respostaInvalida: 'Este link não é mais válido: o novo horário já foi respondido ou a proposta mudou.',
  },
  email: {
    solicitadaVisitante: {
      assunto: (titulo: string) => `Pedido de visita recebido: ${titulo}`,
      corpo: (nome: string, titulo: string, quando: string, endereco: string) =>
        `Olá, ${nome}!\n\nRecebemos seu pedido de visita ao imóvel "${titulo}" (${endereco}) para ${quando}.\n` +
        'A visita ainda não está confirmada: o corretor vai confirmar o horário ou propor outro por e-mail.',
    },
    solicitadaCorretor: {
      assunto: (titulo: string) => `Nova visita solicitada: ${titulo}`,
      corpo: (visitante: string, contato: string, titulo: string, quando: string) =>
        `${visitante} (${contato}) pediu uma visita ao imóvel "${titulo}" para ${quando}.\n` +
        'Confirme o horário ou proponha outro na sua agenda.',
    },
    confirmada: {
      assunto: (titulo: string) => `Visita confirmada: ${titulo}`,
      corpo: (nome: string, titulo: string, quando: string, endereco: string) =>
        `Olá, ${nome}!\n\nA visita ao imóvel "${titulo}" está confirmada para ${quando}.\nEndereço: ${endereco}.\n` +
        'O convite segue anexo para a sua agenda.',
    },
    novaProposta: {
      assunto: (titulo: string) => `Novo horário proposto para a visita: ${titulo}`,
      corpo: (nome: string, titulo: string, quando: string, link: string) =>
        `Olá, ${nome}!\n\nO corretor propôs um novo horário para a visita ao imóvel "${titulo}": ${quando}.\n` +
        `Para aceitar, abra: ${link}\nSe preferir outro horário, responda a este e-mail.`,
    },
    cancelada: {
      assunto: (titulo: string) => `Visita cancelada: ${titulo}`,
      corpo: (nome: string, titulo: string, quando: string, motivo: string) =>
        `Olá, ${nome}!\n\nA visita ao imóvel "${titulo}" marcada para ${quando} foi cancelada.\nMotivo: ${motivo}`,
    },
    lembrete: {
      assunto: (titulo: string, quando: string) => `Lembrete da visita: ${titulo} — ${quando}`,
      corpo: (nome: string, titulo: string, quando: string, endereco: string) =>
        `Olá, ${nome}!\n\nLembrete da visita ao imóvel "${titulo}" em ${quando}.\nEndereço: ${endereco}.`,
    },
  },
  ics: {
    resumo: (titulo: string) => `Visita: ${titulo}`,
    descricao: (visitante: string, telefone: string, corretor: string | null) =>
      `Visita ao imóvel com ${visitante} (${telefone})` + (corretor ? `. Corretor: ${corretor}.` : '.'),
  },
  lead: {
    agendada: (titulo: string, quando: string) => `Visita solicitada ao imóvel "${titulo}" para ${quando}.`,
    realizada: (interesse: string, comentario: string) =>
      `Visita realizada. Interesse: ${interesse}.` + (comentario ? ` ${comentario}` : ''),
    naoCompareceu: 'O visitante não compareceu à visita.',
  },
} as const;
