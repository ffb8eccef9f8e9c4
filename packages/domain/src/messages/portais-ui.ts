/**
 * Screen-only texts of the back office's "Portais" screen (issue 35, /admin/portais): the feed's
 * address and the properties marked "Publicar nos portais". Why a property cannot go to the portals
 * (its pendências) lives in MSG_PORTAIS.
 */
export const MSG_PORTAIS_UI = {
  menu: 'Portais',
  titulo: 'Portais',
  descricao:
    'Os imóveis marcados vão para o ZAP Imóveis, o Viva Real e a OLX pelo feed do Grupo OLX (formato VRSync). Imóveis alugados ou desmarcados saem do feed.',
  contagem: (publicados: number, total: number) =>
    `${publicados.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')} no feed`,
  feed: {
    titulo: 'Endereço do feed',
    ajuda: 'Cadastre este endereço no Canal Pro do Grupo OLX. Ele leva uma chave secreta: não o divulgue.',
    copiar: 'Copiar endereço do feed',
    gerarNovo: 'Gerar novo endereço',
    gerando: 'Gerando...',
    confirmarTitulo: 'Gerar um novo endereço do feed?',
    confirmarDescricao:
      'O endereço atual deixa de funcionar na hora: os portais só voltam a receber os imóveis depois que o novo endereço for cadastrado no Canal Pro.',
    gerado: 'Novo endereço do feed gerado',
    geradoDetalhe: 'Cadastre o novo endereço no Canal Pro: o anterior não funciona mais.',
    erroGerar: 'Não foi possível gerar o novo endereço',
  },
  colImovel: 'Imóvel',
  colStatus: 'Status',
  colPendencias: 'Pendências',
  colPublicar: 'Publicar nos portais',
  publicarImovel: (titulo: string) => `Publicar nos portais: ${titulo}`,
  semPendencias: 'Pronto para os portais',
  noFeed: 'No feed',
  foraDoFeed: 'Fora do feed',
  /** Marked, but not Disponível (rented, sold…): the feed leaves it out. */
  foraPorStatus: 'Marcado, mas só imóveis Disponíveis vão para o feed.',
  bloqueado: 'Corrija as pendências no cadastro do imóvel para publicar.',
  salvando: 'Salvando...',
  publicado: 'Imóvel publicado nos portais',
  retirado: 'Imóvel retirado dos portais',
  erroSalvar: 'Não foi possível salvar a publicação',
  carregando: 'Carregando os imóveis...',
  erroCarregar: 'Não foi possível carregar os imóveis dos portais',
  vazio: 'Nenhum imóvel cadastrado. Cadastre um imóvel para publicá-lo nos portais.',
  /** The {action} of the API's fallback messages ('Erro de comunicação (500) ao …'). */
  acoes: {
    listar: 'carregar os imóveis dos portais',
    publicar: 'salvar a publicação nos portais',
    gerarToken: 'gerar o novo endereço do feed',
  },
} as const;
