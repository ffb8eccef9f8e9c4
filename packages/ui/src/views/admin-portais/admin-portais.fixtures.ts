import { MSG_PORTAIS, type ImovelPortal } from '@morada/domain';

const P = MSG_PORTAIS.pendencias;

/** The feed's address as the server gives it (the token is the demo's, not a real one). */
export const URL_FEED_EXEMPLO =
  'https://morada.example/api/portais/vrsync.xml?token=Q2hhdmVEZURlbW9uc3RyYWNhb0RvRmVlZA';

const base: Pick<ImovelPortal, 'tipo' | 'operacao' | 'cidade' | 'pendencias'> = {
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  cidade: 'Campinas',
  pendencias: [],
};

/** Ready properties: one in the feed, one not marked yet, one marked but rented (out of the feed). */
export const imoveisPortaisExemplo: ImovelPortal[] = [
  {
    ...base,
    id: 'i1',
    titulo: 'Apartamento Vista Parque',
    status: 'Disponível',
    bairro: 'Cambuí',
    publicarNosPortais: true,
    noFeed: true,
  },
  {
    ...base,
    id: 'i2',
    titulo: 'Casa Jardim Europa',
    tipo: 'Casa',
    operacao: 'Venda',
    status: 'Disponível',
    bairro: 'Jardim Europa',
    publicarNosPortais: false,
    noFeed: false,
  },
  {
    ...base,
    id: 'i3',
    titulo: 'Kitnet próxima à Unicamp',
    status: 'Ocupado',
    bairro: 'Barão Geraldo',
    publicarNosPortais: true,
    noFeed: false,
  },
];

/** Properties the portals would refuse, with the reasons the server gives (MSG_PORTAIS). */
export const imoveisComPendencias: ImovelPortal[] = [
  {
    ...base,
    id: 'i4',
    titulo: 'Sala 12',
    tipo: 'Comercial',
    status: 'Disponível',
    bairro: 'Centro',
    publicarNosPortais: false,
    noFeed: false,
    pendencias: [P.tituloCurto(10, 7), P.descricaoCurta(50, 31), P.semFoto],
  },
  {
    ...base,
    id: 'i5',
    titulo: 'Cobertura duplex no Taquaral',
    status: 'Disponível',
    bairro: 'Taquaral',
    publicarNosPortais: false,
    noFeed: false,
    pendencias: [P.semJpeg],
  },
];
