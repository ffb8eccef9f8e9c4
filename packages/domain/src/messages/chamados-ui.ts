/**
 * The chamados' screens in the tenant area and the owner portal (issue 36): titles, buttons, empty
 * states and the photo picker. The statuses' words are MSG_CHAMADOS' (one per audience).
 */
export const MSG_CHAMADOS_UI = {
  aba: 'Chamados',
  /** The owner's tab count, read aloud. */
  aguardandoVoce: (n: number) =>
    n === 1 ? '1 chamado aguardando a sua aprovação' : `${n} chamados aguardando a sua aprovação`,
  titulo: 'Chamados de manutenção',
  abrir: 'Abrir chamado',
  nenhum: 'Nenhum chamado aberto até agora.',
  nenhumProprietario: 'Nenhum chamado nos seus imóveis até agora.',
  carregando: 'Carregando os chamados...',
  carregandoUm: 'Carregando o chamado...',
  numero: (n: number) => `Chamado nº ${n}`,
  abertoEm: (data: string) => `Aberto em ${data}`,
  voltar: 'Voltar para os chamados',
  /** The site's toasts after a write. */
  avisos: {
    aberto: (n: number) => `Chamado nº ${n} aberto. A imobiliária vai analisar e avisar você.`,
    aprovado: (n: number) => `Orçamento do chamado nº ${n} aprovado.`,
    recusado: (n: number) => `Orçamento do chamado nº ${n} recusado.`,
    falhaAbrir: 'Não foi possível abrir o chamado',
    falhaResponder: 'Não foi possível enviar a sua resposta',
  },
  detalhe: {
    descricao: 'Descrição',
    fotos: 'Fotos',
    foto: (i: number) => `Foto ${i}`,
    historico: 'Histórico',
    semEventos: 'Nada registrado ainda.',
    prestador: 'Prestador',
    agendadoPara: 'Visita agendada para',
    valor: 'Valor do serviço',
    quemPaga: 'Quem paga',
    imovel: 'Imóvel',
    urgencia: 'Urgência',
    categoria: 'Categoria',
    porPapel: { locatario: 'inquilino', proprietario: 'proprietário', imobiliaria: 'imobiliária' },
    baixarComprovante: 'Baixar comprovante',
    baixandoComprovante: 'Baixando...',
    falhaComprovante: 'Não foi possível baixar o comprovante.',
  },
  form: {
    titulo: 'Abrir chamado',
    intro: 'Conte o que precisa de conserto. A imobiliária analisa e avisa você a cada passo.',
    categoriaVazia: 'Selecione a categoria',
    descricaoDica: 'Onde fica, desde quando, o que já tentou.',
    fotos: 'Fotos',
    adicionarFotos: 'Tirar ou escolher fotos',
    limiteFotos: (max: number, mb: number) =>
      `Até ${max} fotos, ${mb} MB cada. Reduzimos as fotos antes de enviar.`,
    removerFoto: (i: number) => `Remover a foto ${i}`,
    fotoGrande: (nome: string, mb: number) => `A foto ${nome} passa de ${mb} MB mesmo reduzida`,
    preparandoFotos: 'Preparando as fotos...',
    enviar: 'Enviar chamado',
    enviando: 'Enviando...',
    cancelar: 'Cancelar',
    rascunho: 'Rascunho guardado neste aparelho: o que você digitou não se perde.',
  },
  aprovacao: {
    aguardando: 'Aguardando a sua aprovação',
    outros: 'Outros chamados',
    orcamento: (valor: string) => `Orçamento: ${valor}`,
    aprovar: 'Aprovar',
    recusar: 'Recusar',
    motivo: 'Motivo da recusa',
    confirmarRecusa: 'Confirmar recusa',
    cancelar: 'Cancelar',
    enviando: 'Enviando...',
  },
} as const;
