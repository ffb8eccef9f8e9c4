import { describe, expect, it } from 'vitest';
import {
  compararVistorias,
  danosParaAcerto,
  juntarAjustes,
  modeloDeAmbientes,
  podeContestar,
  prazoDeRevisao,
} from './vistorias.rules';
import { ambientesEntradaSchema, itemEntradaSchema, medidoresChavesSchema } from './vistorias.schema';

const amb = (nome: string, itens: [string, string, 'novo' | 'bom' | 'regular' | 'ruim' | null][]) => ({
  nome,
  itens: itens.map(([id, n, estado]) => ({ id, nome: n, estado })),
});

describe('modeloDeAmbientes', () => {
  it('starts with the five usual rooms, each with items', () => {
    const m = modeloDeAmbientes();
    expect(m.map((a) => a.nome)).toEqual(['Sala', 'Cozinha', 'Banheiro', 'Quarto', 'Área de serviço']);
    expect(m.every((a) => a.itens.length > 0)).toBe(true);
    // A copy: changing it does not change the next template.
    m[0]!.itens.push('Lareira');
    expect(modeloDeAmbientes()[0]!.itens).not.toContain('Lareira');
  });
});

describe('prazoDeRevisao / podeContestar', () => {
  it('counts calendar days from the agency day of the conclusion', () => {
    // 2026-03-10 23:30 in São Paulo is 2026-03-11 02:30 UTC: still the 10th at the agency.
    expect(prazoDeRevisao(new Date('2026-03-11T02:30:00Z'), 7)).toBe('2026-03-17');
    // Across a month end: 28/02/2026 + 7 = 07/03/2026.
    expect(prazoDeRevisao(new Date('2026-02-28T15:00:00Z'), 7)).toBe('2026-03-07');
    expect(prazoDeRevisao(new Date('2026-02-28T15:00:00Z'), 0)).toBeNull();
  });
  it('allows contesting up to and including the last day', () => {
    expect(podeContestar('2026-03-17', '2026-03-17')).toBe(true);
    expect(podeContestar('2026-03-18', '2026-03-17')).toBe(false);
    expect(podeContestar('2026-03-01', null)).toBe(false);
  });
});

describe('compararVistorias', () => {
  const entrada = [
    amb('Sala', [
      ['e1', 'Piso', 'novo'],
      ['e2', 'Paredes', 'bom'],
    ]),
    amb('Quarto', [['e3', 'Piso', 'bom']]),
    amb('Quarto', [['e4', 'Piso', 'regular']]),
  ];
  it('matches by room and item name, ignoring case and accents, and flags what got worse', () => {
    const saida = [
      amb('SALA ', [
        ['s1', 'piso', 'regular'],
        ['s2', 'Paredes', 'bom'],
        ['s5', 'Lustre', 'ruim'],
      ]),
      amb('Quarto', [['s3', 'Piso', 'bom']]),
      amb('Quarto', [['s4', 'Piso', 'ruim']]),
    ];
    expect(compararVistorias(entrada, saida)).toEqual([
      { ambiente: 'SALA ', item: 'piso', itemId: 's1', antes: 'novo', depois: 'regular', piorou: true },
      { ambiente: 'SALA ', item: 'Paredes', itemId: 's2', antes: 'bom', depois: 'bom', piorou: false },
      // Not in the entrada: nothing to compare with.
      { ambiente: 'SALA ', item: 'Lustre', itemId: 's5', antes: null, depois: 'ruim', piorou: false },
      // The first "Quarto" with the first, the second with the second.
      { ambiente: 'Quarto', item: 'Piso', itemId: 's3', antes: 'bom', depois: 'bom', piorou: false },
      { ambiente: 'Quarto', item: 'Piso', itemId: 's4', antes: 'regular', depois: 'ruim', piorou: true },
    ]);
  });
  it('an improvement or an unrated item is not worse', () => {
    const saida = [
      amb('Sala', [
        ['s1', 'Piso', 'novo'],
        ['s2', 'Paredes', null],
      ]),
    ];
    expect(compararVistorias(entrada, saida).map((c) => c.piorou)).toEqual([false, false]);
  });
});

describe('danosParaAcerto / juntarAjustes', () => {
  const comparacao = compararVistorias(
    [amb('Sala', [['e1', 'Piso', 'novo']])],
    [
      amb('Sala', [
        ['s1', 'Piso', 'ruim'],
        ['s2', 'Porta', 'bom'],
      ]),
    ],
  );
  const linhas = danosParaAcerto(comparacao, [
    { itemId: 's1', valorCentavos: 45_000, descricao: 'Troca de 3 tacos' },
    { itemId: 'outro', valorCentavos: 1, descricao: 'x' },
  ]);
  it('names each line by room and item, in centavos', () => {
    expect(linhas).toEqual([
      { descricao: 'Vistoria de saída — Sala, Piso: Troca de 3 tacos', valorCentavos: 45_000 },
    ]);
  });
  it('lists each damage once even when the form sends it back', () => {
    const pintura = { descricao: 'Pintura', valor: 80_000 };
    expect(juntarAjustes([pintura], linhas)).toEqual([
      pintura,
      { descricao: 'Vistoria de saída — Sala, Piso: Troca de 3 tacos', valor: 45_000 },
    ]);
    const reenviado = [
      pintura,
      { descricao: 'Vistoria de saída — Sala, Piso: Troca de 3 tacos', valor: 45_000 },
    ];
    expect(juntarAjustes(reenviado, linhas)).toEqual(reenviado);
    // Same text, another value: the back office's own line, kept beside the damage.
    expect(juntarAjustes([{ descricao: linhas[0]!.descricao, valor: 100 }], linhas)).toHaveLength(2);
  });
});

describe('schemas', () => {
  it('refuses a bad state, an empty room list and a bad meter reading, in pt-BR', () => {
    const estado = itemEntradaSchema.safeParse({ estado: 'otimo' });
    expect(estado.success || estado.error.issues[0]!.message).toBe(
      'Estado inválido: use novo, bom, regular ou ruim.',
    );
    const vazio = ambientesEntradaSchema.safeParse({ ambientes: [] });
    expect(vazio.success || vazio.error.issues[0]!.message).toBe(
      'A vistoria precisa de ao menos um ambiente.',
    );
    const leitura = medidoresChavesSchema.safeParse({
      medidores: [{ tipo: 'agua', leitura: '12a' }],
      chaves: [],
    });
    expect(leitura.success || leitura.error.issues[0]!.message).toBe(
      'Leitura inválida: use um número não negativo.',
    );
    expect(
      medidoresChavesSchema.parse({
        medidores: [{ tipo: 'luz', leitura: '001234,5' }],
        chaves: [{ descricao: 'Portão', quantidade: 2 }],
      }),
    ).toEqual({
      medidores: [{ tipo: 'luz', leitura: '001234,5' }],
      chaves: [{ descricao: 'Portão', quantidade: 2 }],
    });
  });
});
