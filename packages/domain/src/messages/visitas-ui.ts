/**
 * Screen-only texts of the visits (issue 35): "Agendar visita" on the property page, the visitor's
 * answer page (/visitas/resposta/:token) and the corretor's agenda. The visit's statuses, e-mails and
 * the server's refusals (409) live in the visits' own messages. Words true on the day (DESIGN §11):
 * a request is "solicitada" until the corretor confirms it.
 */

const diaSemana = /* @__PURE__ */ new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const diaPorExtenso = /* @__PURE__ */ new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Sao_Paulo',
});
const hora = /* @__PURE__ */ new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** 'seg., 30/11' of an instant, in São Paulo: the day strip's and the slot picker's labels. */
export const formatDiaCurto = (iso: string) => diaSemana.format(new Date(iso));
/** 'segunda-feira, 30 de novembro às 10:00': a visit's time in a sentence. */
export const formatQuandoVisita = (iso: string) =>
  `${diaPorExtenso.format(new Date(iso))} às ${hora.format(new Date(iso))}`;

export const MSG_VISITAS_UI = {
  /** The {action} of the API client's fallback messages (see ACOES_API). */
  acoes: {
    horarios: 'carregar os horários',
    agendar: 'solicitar a visita',
    listar: 'carregar a agenda',
    confirmar: 'confirmar a visita',
    proporHorario: 'propor outro horário',
    cancelar: 'cancelar a visita',
    feedback: 'registrar o feedback',
    lerResposta: 'carregar a proposta',
    aceitar: 'aceitar o novo horário',
    whatsapp: 'registrar o clique no WhatsApp',
  },
  agendar: {
    botao: 'Agendar visita',
    titulo: 'Agendar visita',
    descricao: 'Escolha o dia e o horário. O corretor confirma a visita por e-mail.',
    dia: 'Dia',
    horario: 'Horário',
    carregando: 'Carregando horários...',
    erroCarregar: 'Não foi possível carregar os horários.',
    semHorarios:
      'Não há horários livres nos próximos 14 dias. Fale com um corretor pelo WhatsApp ou pelo telefone.',
    escolhaHorario: 'Escolha um horário',
    mensagem: 'Mensagem (opcional)',
    solicitar: 'Solicitar visita',
    solicitando: 'Solicitando...',
    erroEnviar: 'Não foi possível solicitar a visita. Tente novamente.',
    enviadoTitulo: 'Visita solicitada',
    enviadoTexto: (quando: string) =>
      `Você pediu uma visita para ${quando}. Ela ainda não está confirmada: o corretor vai responder por e-mail.`,
    fechar: 'Voltar ao imóvel',
  },
  resposta: {
    titulo: 'Novo horário para a sua visita',
    carregando: 'Carregando a proposta...',
    proposta: (imovel: string) => `O corretor propôs outro horário para a visita ao imóvel ${imovel}:`,
    aceitar: 'Aceitar novo horário',
    aceitando: 'Aceitando...',
    aceito: 'Novo horário aceito',
    aceitoTexto: (quando: string) => `A visita ficou para ${quando}. Você vai receber o convite por e-mail.`,
    erroCarregar: 'Não foi possível carregar a proposta.',
    verImoveis: 'Ver imóveis',
  },
  agenda: {
    titulo: 'Agenda',
    semanaAnterior: 'Semana anterior',
    proximaSemana: 'Próxima semana',
    semana: (de: string, ate: string) => `Semana de ${de} a ${ate}`,
    carregando: 'Carregando a agenda...',
    vazio: 'Nenhuma visita nesta semana.',
    vazioDia: 'Nenhuma visita neste dia.',
    erroCarregar: 'Não foi possível carregar a agenda.',
    dias: 'Dias da semana',
    visitante: 'Visitante',
    ligarPara: (nome: string) => `Ligar para ${nome}`,
    confirmar: 'Confirmar',
    proporHorario: 'Propor outro horário',
    cancelar: 'Cancelar visita',
    registrarFeedback: 'Registrar feedback',
    salvando: 'Salvando...',
    horarioProposto: (quando: string) => `Novo horário proposto: ${quando}`,
    propor: {
      titulo: 'Propor outro horário',
      descricao: 'O visitante recebe um e-mail com o horário para aceitar.',
      enviar: 'Propor horário',
    },
    cancelamento: {
      titulo: 'Cancelar visita',
      descricao: 'O visitante recebe um e-mail com o cancelamento.',
      motivo: 'Motivo',
      enviar: 'Cancelar visita',
      voltar: 'Voltar',
    },
    feedback: {
      titulo: 'Registrar feedback',
      compareceu: 'O visitante compareceu',
      interesse: 'Interesse',
      comentario: 'Comentário',
      enviar: 'Registrar feedback',
    },
    erroAcao: 'Não foi possível salvar. Tente novamente.',
  },
} as const;
