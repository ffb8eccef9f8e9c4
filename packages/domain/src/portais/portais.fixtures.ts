import type { ImovelDoFeed } from './vrsync';

/** Test data: a property the portals accept (every rule met), marked for publication. */
export const IMOVEL_PUBLICAVEL: ImovelDoFeed = {
  id: '11111111-1111-4111-8111-111111111111',
  titulo: 'Apartamento 2 quartos na Vila Mariana',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: 2500.9,
  precoCondominio: 450,
  endereco: 'Rua Domingos de Morais, 1200, apto 84',
  bairro: 'Vila Mariana',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '04010100',
  areaUtil: 68,
  quartos: 2,
  suites: 1,
  banheiros: 2,
  vagas: 1,
  descricao: 'Apartamento claro e arejado a 5 minutos do metrô, com varanda e portaria 24 horas.',
  destaque: false,
  status: 'Disponível',
  dataCadastro: '2026-11-01',
  fotos: [
    '/uploads/fotos/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png',
    'https://cdn.exemplo.com.br/sala.JPG?v=2',
    '/uploads/fotos/outra.webp',
  ],
  caracteristicas: [],
  publicarNosPortais: true,
};

export const AGENCIA = { nome: 'Morada Imóveis', email: 'contato@morada.com.br', telefone: '(11) 3333-4444' };
