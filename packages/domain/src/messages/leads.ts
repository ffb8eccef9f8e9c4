/**
 * Texts of the leads and the funnel (issue 35) for the back office and the corretor: the funnel's
 * etapas, where a lead came from, the timeline's events and the API's answers.
 */
export const MSG_LEADS = {
  etapas: {
    novo: 'Novo',
    em_atendimento: 'Em atendimento',
    visita_agendada: 'Visita agendada',
    proposta: 'Proposta',
    ganho: 'Ganho',
    perdido: 'Perdido',
  },
  origens: {
    formulario: 'Formulário do site',
    agendar_visita: 'Agendar visita',
    whatsapp: 'WhatsApp',
    portal: 'Portais (Grupo OLX)',
    equipe: 'Cadastrado pela equipe',
  },
  eventos: {
    contato: 'Contato',
    etapa: 'Mudança de etapa',
    atribuicao: 'Atribuição',
    nota: 'Nota',
    visita: 'Visita',
    proposta: 'Proposta',
  },
  timeline: {
    criado: (origem: string) => `Lead criado (${origem}).`,
    contato: (origem: string) => `Novo contato (${origem}).`,
    etapa: (de: string, para: string) => `Etapa: ${de} → ${para}.`,
    perdido: (motivo: string) => `Motivo da perda: ${motivo}`,
    atribuido: (corretor: string) => `Atribuído a ${corretor}.`,
    atribuidoRodizio: (corretor: string) => `Atribuído a ${corretor} pelo rodízio.`,
    semCorretor: 'Sem corretor atribuído.',
    cliqueWhatsapp: (imovel: string) => `Clicou no WhatsApp do imóvel ${imovel}.`,
  },
  campos: {
    nome: 'Nome é obrigatório',
    contato: 'Informe o e-mail ou o telefone',
    emailInvalido: 'E-mail inválido',
    etapa: 'Etapa inválida',
    motivo: 'Informe o motivo da perda',
    nota: 'Escreva a nota',
    corretor: 'Escolha um corretor',
    alertaHoras: 'Informe as horas do alerta (de 1 a 720)',
  },
  api: {
    leadNaoEncontrado: 'Lead não encontrado',
    imovelNaoEncontrado: 'Imóvel não encontrado',
    corretorNaoEncontrado: 'Corretor não encontrado ou inativo',
    motivoObrigatorio: 'Para marcar o lead como perdido, informe o motivo.',
    reabrirSoAdmin: 'Só um administrador pode reabrir um lead ganho ou perdido.',
    reabrirSoEmAtendimento: 'Um lead ganho ou perdido só pode ser reaberto para "Em atendimento".',
    mesmaEtapa: 'O lead já está nesta etapa.',
    segredoInvalido: 'Credenciais da integração inválidas.',
    webhookInvalido: 'Lead da integração inválido: confira os campos enviados.',
  },
} as const;
