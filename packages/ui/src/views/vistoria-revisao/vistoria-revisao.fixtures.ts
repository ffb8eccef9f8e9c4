import type { FotoVistoria, ItemComparado, ItemVistoria, Vistoria } from '@morada/domain';

/** Fixed “today” of the stories: the period of the review below runs until 04/12/2026. */
export const HOJE = '2026-11-28';
export const DEPOIS_DO_PRAZO = '2026-12-05';

const foto = (id: string): FotoVistoria => ({ id, url: `/api/vistorias/v1/fotos/${id}` });
const item = (id: string, nome: string, over: Partial<ItemVistoria> = {}): ItemVistoria => ({
  id,
  nome,
  ordem: 0,
  estado: 'bom',
  observacao: '',
  fotos: [],
  contestacao: null,
  dano: null,
  ...over,
});

/** The seed's entrada of CT-2026-001, open for the tenant's review. */
export const vistoriaEmRevisao: Vistoria = {
  id: 'v1',
  contratoId: 'c1',
  contratoNumero: 'CT-2026-001',
  tipo: 'entrada',
  status: 'em_revisao',
  vistoriadorId: 'u1',
  vistoriadorNome: 'Carla Vistoriadora',
  realizadaEm: '2026-11-27T13:00:00.000Z',
  concluidaEm: '2026-11-27T15:00:00.000Z',
  prazoRevisaoAte: '2026-12-04',
  laudo: '/api/vistorias/v1/laudo.pdf',
  ambientes: [
    {
      id: 'a1',
      nome: 'Sala',
      ordem: 0,
      itens: [
        item('i1', 'Piso', { estado: 'novo', fotos: [foto('f1'), foto('f2')] }),
        item('i2', 'Paredes', { estado: 'regular', observacao: 'Pequeno risco perto da porta.' }),
      ],
    },
    {
      id: 'a2',
      nome: 'Cozinha',
      ordem: 1,
      itens: [item('i3', 'Pia e torneira', { estado: 'ruim', fotos: [foto('f3')] }), item('i4', 'Armários')],
    },
  ],
  medidores: [],
  chaves: [],
};

/** The tenant contested the kitchen's sink; the agency has not answered yet. */
export const vistoriaContestada: Vistoria = {
  ...vistoriaEmRevisao,
  status: 'contestada',
  ambientes: vistoriaEmRevisao.ambientes.map((a) => ({
    ...a,
    itens: a.itens.map((i) =>
      i.id === 'i3'
        ? {
            ...i,
            contestacao: {
              texto: 'A torneira não pinga: funciona normalmente.',
              fotos: [foto('f9')],
              em: '2026-11-28T12:00:00.000Z',
              resposta: null,
            },
          }
        : i,
    ),
  })),
};

/** The agency answered the contest (it agreed), so the vistoria is closed. */
export const vistoriaRespondida: Vistoria = {
  ...vistoriaContestada,
  status: 'encerrada',
  ambientes: vistoriaContestada.ambientes.map((a) => ({
    ...a,
    itens: a.itens.map((i) =>
      i.contestacao
        ? {
            ...i,
            contestacao: {
              ...i.contestacao,
              resposta: {
                texto: 'Conferimos: o item fica como bom.',
                aceita: true,
                em: '2026-11-29T10:00:00.000Z',
              },
            },
          }
        : i,
    ),
  })),
};

export const vistoriaAceita: Vistoria = { ...vistoriaEmRevisao, status: 'aceita' };

/** The exit vistoria of the same contract: the walls and the sink got worse. */
export const vistoriaSaida: Vistoria = {
  ...vistoriaEmRevisao,
  id: 'v2',
  tipo: 'saida',
  status: 'aceita',
  laudo: '/api/vistorias/v2/laudo.pdf',
  ambientes: [
    {
      id: 'b1',
      nome: 'Sala',
      ordem: 0,
      itens: [item('s1', 'Piso', { estado: 'novo' }), item('s2', 'Paredes', { estado: 'ruim' })],
    },
    {
      id: 'b2',
      nome: 'Cozinha',
      ordem: 1,
      itens: [
        item('s3', 'Pia e torneira', {
          estado: 'ruim',
          dano: { descricao: 'Troca da torneira', valorCentavos: 18000 },
        }),
        item('s4', 'Armários', { estado: 'bom' }),
      ],
    },
  ],
};

export const comparacaoSaida: ItemComparado[] = [
  { ambiente: 'Sala', item: 'Piso', itemId: 's1', antes: 'novo', depois: 'novo', piorou: false },
  { ambiente: 'Sala', item: 'Paredes', itemId: 's2', antes: 'regular', depois: 'ruim', piorou: true },
  { ambiente: 'Cozinha', item: 'Pia e torneira', itemId: 's3', antes: 'bom', depois: 'ruim', piorou: true },
  { ambiente: 'Cozinha', item: 'Armários', itemId: 's4', antes: 'bom', depois: 'bom', piorou: false },
];

/** A photo as the stories draw it (the app reads the private JPEG with the session). */
export const lerFotoDeExemplo = async () =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="#94a3b8"/></svg>',
    ],
    { type: 'image/svg+xml' },
  );
