import type { Lead, LeadDetalhe } from '@morada/domain';

/** “Now” in the stories: 27/11/2026 15:00 in São Paulo. */
export const AGORA = new Date('2026-11-27T18:00:00Z');

export const CORRETORES = [
  { id: 'c1', nome: 'Carla Corretora' },
  { id: 'c2', nome: 'Rafael Lima' },
] as const;

const base = {
  email: null,
  telefone: null,
  motivoPerda: null,
  imovelId: null,
  imovelTitulo: null,
  corretorId: 'c1',
  corretorNome: 'Carla Corretora',
  primeiraRespostaEm: null,
  parado: false,
} satisfies Partial<Lead>;

const lead = (l: Pick<Lead, 'id' | 'nome' | 'etapa' | 'origem' | 'criadoEm'> & Partial<Lead>): Lead => ({
  ...base,
  atualizadoEm: l.criadoEm,
  ultimaAtividadeEm: l.criadoEm,
  ...l,
});

export const leadNovo = lead({
  id: 'l1',
  nome: 'Mariana Alves',
  email: 'mariana.alves@email.com',
  telefone: '11987654321',
  etapa: 'novo',
  origem: 'agendar_visita',
  imovelId: 'i1',
  imovelTitulo: 'Apartamento Vista Parque',
  criadoEm: '2026-11-27T16:30:00Z',
});

/** Untouched for 30 h (the alert is 24 h). */
export const leadParado = lead({
  id: 'l2',
  nome: 'João Pereira',
  telefone: '21998761234',
  etapa: 'novo',
  origem: 'portal',
  imovelId: 'i2',
  imovelTitulo: 'Casa Jardim Europa',
  criadoEm: '2026-11-26T12:00:00Z',
  parado: true,
});

export const leadAtendimento = lead({
  id: 'l3',
  nome: 'Beatriz Souza',
  email: 'bia.souza@email.com',
  etapa: 'em_atendimento',
  origem: 'formulario',
  criadoEm: '2026-11-24T13:00:00Z',
  primeiraRespostaEm: '2026-11-24T14:10:00Z',
  ultimaAtividadeEm: '2026-11-26T19:45:00Z',
  corretorId: 'c2',
  corretorNome: 'Rafael Lima',
});

export const leadPerdido = lead({
  id: 'l4',
  nome: 'Ricardo Gomes',
  telefone: '11955554444',
  etapa: 'perdido',
  motivoPerda: 'Fechou com outra imobiliária.',
  origem: 'whatsapp',
  imovelId: 'i1',
  imovelTitulo: 'Apartamento Vista Parque',
  criadoEm: '2026-11-10T15:00:00Z',
  primeiraRespostaEm: '2026-11-10T15:20:00Z',
  ultimaAtividadeEm: '2026-11-20T17:00:00Z',
});

export const leadSemCorretor = lead({
  id: 'l5',
  nome: 'Fernanda Lima',
  email: 'fe.lima@email.com',
  etapa: 'proposta',
  origem: 'equipe',
  criadoEm: '2026-11-18T12:00:00Z',
  ultimaAtividadeEm: '2026-11-25T12:00:00Z',
  corretorId: null,
  corretorNome: null,
});

export const leadsCorretor: readonly Lead[] = [leadNovo, leadParado, leadPerdido];
export const leadsAdmin: readonly Lead[] = [
  leadNovo,
  leadParado,
  leadAtendimento,
  leadPerdido,
  leadSemCorretor,
];

export const CONTAGENS = {
  todas: 3,
  novo: 2,
  em_atendimento: 0,
  visita_agendada: 0,
  proposta: 0,
  ganho: 0,
  perdido: 1,
} as const;

const evento = (
  e: Partial<LeadDetalhe['eventos'][number]> &
    Pick<LeadDetalhe['eventos'][number], 'id' | 'tipo' | 'texto' | 'em'>,
) => ({
  autorNome: null,
  origem: null,
  imovelId: null,
  ...e,
});

/** Mariana, new: she asked for a visit and wrote again by WhatsApp. */
export const detalheNovo: LeadDetalhe = {
  ...leadNovo,
  eventos: [
    evento({
      id: 'e1',
      tipo: 'contato',
      texto: 'Lead criado (Agendar visita).',
      em: '2026-11-27T16:30:00Z',
      origem: 'agendar_visita',
    }),
    evento({
      id: 'e2',
      tipo: 'atribuicao',
      texto: 'Atribuído a Carla Corretora pelo rodízio.',
      em: '2026-11-27T16:30:01Z',
    }),
    evento({
      id: 'e3',
      tipo: 'contato',
      texto: 'Novo contato (WhatsApp).',
      em: '2026-11-27T17:10:00Z',
      origem: 'whatsapp',
    }),
  ],
};

/** Ricardo, lost, with the reason and a note. */
export const detalhePerdido: LeadDetalhe = {
  ...leadPerdido,
  eventos: [
    evento({ id: 'e4', tipo: 'contato', texto: 'Lead criado (WhatsApp).', em: '2026-11-10T15:00:00Z' }),
    evento({
      id: 'e5',
      tipo: 'nota',
      texto: 'Quer mudar até janeiro; prefere andar alto.',
      em: '2026-11-10T15:20:00Z',
      autorNome: 'Carla Corretora',
    }),
    evento({
      id: 'e6',
      tipo: 'etapa',
      texto: 'Etapa: Em atendimento → Perdido.\nMotivo da perda: Fechou com outra imobiliária.',
      em: '2026-11-20T17:00:00Z',
      autorNome: 'Carla Corretora',
    }),
  ],
};

export const detalheParado: LeadDetalhe = {
  ...leadParado,
  eventos: [
    evento({
      id: 'e7',
      tipo: 'contato',
      texto: 'Lead criado (Portais (Grupo OLX)).',
      em: '2026-11-26T12:00:00Z',
    }),
  ],
};
