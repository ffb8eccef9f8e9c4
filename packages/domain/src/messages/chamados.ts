/**
 * Texts of the maintenance requests (chamados) and the suppliers' registry (issue 36), for their
 * three audiences: the tenant who opens one, the owner who approves its cost, and the back office
 * that triages it. Each says only what has happened (DESIGN §11): "aguardando a sua aprovação"
 * while it waits, "aprovado" once the owner approved.
 */
export const MSG_CHAMADOS = {
  categorias: {
    hidraulica: 'Hidráulica',
    eletrica: 'Elétrica',
    pintura: 'Pintura',
    serralheria: 'Serralheria',
    eletrodomesticos: 'Eletrodomésticos',
    estrutura: 'Estrutura',
    outros: 'Outros',
  },
  urgencias: {
    baixa: 'Baixa',
    media: 'Média',
    alta: 'Alta',
    emergencia: 'Emergência',
  },
  /** The back office's words for each status. */
  status: {
    aberto: 'Aberto',
    em_triagem: 'Em triagem',
    aguardando_aprovacao: 'Aguardando aprovação do proprietário',
    aprovado: 'Aprovado pelo proprietário',
    agendado: 'Agendado',
    em_execucao: 'Em execução',
    concluido: 'Concluído',
    recusado_proprietario: 'Recusado pelo proprietário',
    cancelado: 'Cancelado',
  },
  /** The tenant's words: what happens next for him. */
  statusLocatario: {
    aberto: 'Recebido pela imobiliária',
    em_triagem: 'Em análise pela imobiliária',
    aguardando_aprovacao: 'Aguardando aprovação do proprietário',
    aprovado: 'Aprovado, aguardando agendamento',
    agendado: 'Visita agendada',
    em_execucao: 'Em execução',
    concluido: 'Concluído',
    recusado_proprietario: 'Não aprovado pelo proprietário',
    cancelado: 'Cancelado',
  },
  /** The owner's words: what is asked of him. */
  statusProprietario: {
    aberto: 'Aberto pelo inquilino',
    em_triagem: 'Em análise pela imobiliária',
    aguardando_aprovacao: 'Aguardando a sua aprovação',
    aprovado: 'Aprovado por você',
    agendado: 'Agendado',
    em_execucao: 'Em execução',
    concluido: 'Concluído',
    recusado_proprietario: 'Recusado por você',
    cancelado: 'Cancelado',
  },
  responsaveis: {
    proprietario: 'Proprietário (descontado do repasse)',
    locatario: 'Inquilino (no próximo boleto)',
    imobiliaria: 'Imobiliária',
  },
  /** The timeline's lines, one per event. */
  eventos: {
    aberto: 'Chamado aberto pelo inquilino.',
    triagem: 'Chamado em análise pela imobiliária.',
    aguardandoAprovacao: (valor: string) => `Orçamento de ${valor} enviado para aprovação do proprietário.`,
    aprovado: 'Orçamento aprovado pelo proprietário.',
    recusado: 'Orçamento recusado pelo proprietário.',
    agendado: (quando: string) => `Serviço agendado para ${quando}.`,
    emExecucao: 'Serviço em execução.',
    concluido: 'Serviço concluído.',
    cancelado: 'Chamado cancelado pela imobiliária.',
    custoNoRepasse: (valor: string) => `Custo de ${valor} lançado como despesa no repasse do proprietário.`,
    custoNoBoleto: (valor: string, competencia: string) =>
      `Custo de ${valor} incluído no pagamento de ${competencia} do inquilino.`,
    custoDaImobiliaria: (valor: string) => `Custo de ${valor} assumido pela imobiliária.`,
  },
  notificacoes: {
    titulo: (numero: number) => `Chamado nº ${numero}`,
    mudouStatus: (numero: number, categoria: string, status: string) =>
      `O chamado nº ${numero} (${categoria}) agora está: ${status}.`,
  },
  /** The description of an owner's expense the chamado's cost becomes in his repasse. */
  despesa: (numero: number, categoria: string) => `Chamado nº ${numero}: ${categoria}`,
  campos: {
    nome: 'Nome',
    documento: 'CPF ou CNPJ',
    telefone: 'Telefone',
    email: 'E-mail',
    especialidades: 'Especialidades',
    categoria: 'Categoria',
    descricao: 'Descrição',
    urgencia: 'Urgência',
    motivo: 'Motivo',
  },
  erros: {
    obrigatorio: (campo: string) => `${campo} é obrigatório`,
    categoriaInvalida: 'Categoria inválida',
    urgenciaInvalida: 'Urgência inválida',
    responsavelInvalido: 'Responsável inválido',
    valorInvalido: 'Valor deve ser um número inteiro de centavos',
    descricaoLonga: (max: number) => `Descrição pode ter no máximo ${max} caracteres`,
    emailInvalido: 'E-mail inválido',
    especialidadesVazias: 'Escolha ao menos uma especialidade',
    fotosDemais: (max: number) => `Envie no máximo ${max} fotos por chamado`,
    motivoObrigatorio: 'Informe o motivo da recusa',
  },
  /** What a screen was doing when a call failed ("Não foi possível …"). */
  acoes: {
    listar: 'carregar os chamados',
    obter: 'carregar o chamado',
    abrir: 'abrir o chamado',
    aprovar: 'enviar a sua resposta ao orçamento',
    triar: 'salvar a triagem do chamado',
    concluir: 'concluir o chamado',
    cancelar: 'cancelar o chamado',
    listarPrestadores: 'carregar os prestadores',
    salvarPrestador: 'salvar o prestador',
    excluirPrestador: 'excluir o prestador',
    iniciar: 'iniciar a execução do chamado',
    lerLimite: 'carregar o limite de aprovação',
    salvarLimite: 'salvar o limite de aprovação',
    baixarComprovante: 'baixar o comprovante do chamado',
  },
  api: {
    chamadoNaoEncontrado: 'Chamado não encontrado',
    prestadorNaoEncontrado: 'Prestador não encontrado',
    prestadorInativo: 'Este prestador está inativo',
    semContratoAtivo: 'Você não tem um contrato de locação ativo para abrir um chamado',
    naoAguardaAprovacao: 'Este chamado não está aguardando a sua aprovação',
    acaoNaoPermitida: (status: string) => `Esta ação não é possível com o chamado no status "${status}"`,
    semValorOuResponsavel: 'Informe na triagem o valor e quem paga o custo antes de concluir o chamado',
    comprovanteObrigatorio: 'Anexe o comprovante do serviço (PDF, JPG ou PNG)',
    semPagamentoAberto:
      'O inquilino não tem pagamento em aberto a vencer para receber este custo; escolha outro responsável',
    imovelSemProprietario: 'O imóvel não tem proprietário cadastrado para receber a despesa',
    imovelNaoEncontrado: 'Imóvel não encontrado',
  },
} as const;
