import type { ItemVistoria, Vistoria } from '@morada/domain';

/** A grey square standing for a private photo (the stories have no session to read the real one). */
const FOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#9ca3af"/></svg>',
  );

const item = (id: string, nome: string, ordem: number, extra: Partial<ItemVistoria> = {}): ItemVistoria => ({
  id,
  nome,
  ordem,
  estado: null,
  observacao: '',
  fotos: [],
  contestacao: null,
  dano: null,
  ...extra,
});

/** A vistoria de entrada just started from the template: every item still to rate. */
export const vistoriaModelo: Vistoria = {
  id: 'vis-entrada-1',
  contratoId: 'ct-1',
  contratoNumero: 'CT-2026-001',
  tipo: 'entrada',
  status: 'em_andamento',
  vistoriadorId: 'u-admin',
  vistoriadorNome: 'Ana Vistoriadora',
  realizadaEm: '2026-03-02T13:00:00.000Z',
  concluidaEm: null,
  prazoRevisaoAte: null,
  laudo: null,
  ambientes: [
    {
      id: 'amb-sala',
      nome: 'Sala',
      ordem: 0,
      itens: [item('it-sala-piso', 'Piso', 0), item('it-sala-paredes', 'Paredes', 1)],
    },
    {
      id: 'amb-cozinha',
      nome: 'Cozinha',
      ordem: 1,
      itens: [item('it-coz-pia', 'Pia e torneira', 0), item('it-coz-armarios', 'Armários', 1)],
    },
  ],
  medidores: [],
  chaves: [],
};

/** Halfway: some items rated, one with a note and photos, the water meter read, keys listed. */
export const vistoriaEmAndamento: Vistoria = {
  ...vistoriaModelo,
  ambientes: [
    {
      ...vistoriaModelo.ambientes[0]!,
      itens: [
        item('it-sala-piso', 'Piso', 0, {
          estado: 'regular',
          observacao: 'Risco perto da porta.',
          fotos: [
            { id: 'foto-1', url: FOTO },
            { id: 'foto-2', url: FOTO },
          ],
        }),
        item('it-sala-paredes', 'Paredes', 1, { estado: 'bom' }),
      ],
    },
    vistoriaModelo.ambientes[1]!,
  ],
  medidores: [{ tipo: 'agua', leitura: '001234' }],
  chaves: [{ descricao: 'Porta da sala', quantidade: 2 }],
};

/** Concluded: the tenant's review period is open and the laudo exists. */
export const vistoriaConcluida: Vistoria = {
  ...vistoriaEmAndamento,
  status: 'em_revisao',
  concluidaEm: '2026-03-02T15:00:00.000Z',
  prazoRevisaoAte: '2026-03-09',
  laudo: '/api/vistorias/vis-entrada-1/laudo.pdf',
  ambientes: vistoriaEmAndamento.ambientes.map((a) => ({
    ...a,
    itens: a.itens.map((i) => ({ ...i, estado: i.estado ?? 'bom' })),
  })),
};

/** Without rooms: the inspector adds them through "Editar ambientes". */
export const vistoriaSemAmbientes: Vistoria = { ...vistoriaModelo, ambientes: [] };

/** The exit one just started. */
export const vistoriaSaida: Vistoria = {
  ...vistoriaModelo,
  id: 'vis-saida-1',
  tipo: 'saida',
  realizadaEm: '2027-03-01T13:00:00.000Z',
};

/** The grey square as the server's private photo answer. */
export const fotoCinza = () =>
  new Blob([decodeURIComponent(FOTO.slice(FOTO.indexOf(',') + 1))], { type: 'image/svg+xml' });

/** A photo as the phone's camera hands it over. */
export const fotoDoItem = () => new File([new Uint8Array(2048)], 'piso.jpg', { type: 'image/jpeg' });
