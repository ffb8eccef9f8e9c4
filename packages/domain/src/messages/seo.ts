/**
 * What the public pages tell search engines and link previews (title and meta description); the
 * agency's name is appended to each title from the settings ('Imóveis — Morada Imóveis').
 */
const TIPOS_NO_PLURAL: Record<string, string> = {
  Apartamento: 'Apartamentos',
  Casa: 'Casas',
  Comercial: 'Imóveis comerciais',
  Terreno: 'Terrenos',
};

export const MSG_SEO = {
  home: {
    titulo: 'Locação, venda e administração de imóveis',
    descricao:
      'Imóveis para alugar e comprar, administração de contratos e assessoria jurídica. Área do locatário com contrato, boletos e documentos.',
  },
  imoveis: {
    titulo: 'Imóveis para alugar e comprar',
    /** The listing's title names what was searched: 'Apartamento para alugar em Vila Mariana'. */
    tituloBusca: (tipo: string | undefined, operacao: string | undefined, local: string | undefined) =>
      [
        tipo ? (TIPOS_NO_PLURAL[tipo] ?? tipo) : 'Imóveis',
        operacao === 'Aluguel' ? 'para alugar' : operacao === 'Venda' ? 'à venda' : '',
        local ? `em ${local}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    descricao: (total: number) =>
      `${total === 1 ? '1 imóvel disponível' : `${total} imóveis disponíveis`} para alugar e comprar, com fotos, preços e características. Filtre por tipo, bairro, preço, quartos e vagas.`,
  },
  sobre: {
    titulo: 'Sobre nós',
    descricao:
      'Conheça a Morada Imóveis: desde 2008 em locação, venda e administração de imóveis, com equipe própria de cadastro, financeiro e jurídico.',
  },
  contato: {
    titulo: 'Contato',
    descricao:
      'Fale com a Morada Imóveis: telefones, WhatsApp, e-mails dos departamentos, endereço e horário de atendimento.',
  },
  login: {
    titulo: 'Entrar',
    descricao: 'Área do locatário e do proprietário: contrato, boletos, documentos, repasses e notificações.',
  },
  imovelNaoEncontrado: {
    titulo: 'Imóvel não encontrado',
  },
  naoEncontrada: {
    descricao: 'O endereço procurado não existe ou foi removido.',
  },
} as const;
