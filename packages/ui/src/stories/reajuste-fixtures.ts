import {
  mesesDoReajuste,
  MSG_REAJUSTE,
  type AplicacaoReajustes,
  type IndiceEconomico,
  type Reajuste,
  type ReajustePendente,
} from '@morada/domain';

/** Story data of the annual reajuste (never used by the apps). Money in reais, as the API answers. */

export const reajustesPendentesExemplo: ReajustePendente[] = [
  {
    contratoId: 'c1',
    contratoNumero: 'CT-2025-014',
    inquilino: { _id: 'u2', nome: 'Mariana Costa' },
    imovel: { _id: 'i1', titulo: 'Apartamento Vista Parque' },
    aniversario: '2026-12-01',
    ordem: 2,
    indice: 'IPCA',
    meses: mesesDoReajuste('2024-11', 2),
    mesesSemIndice: [],
    variacaoAcumulada: 4.2644,
    aluguelAtual: 3200,
    aluguelNovo: 3336.46,
    vigencia: '2026-12-05',
    status: 'pronto',
  },
  {
    contratoId: 'c2',
    contratoNumero: 'CT-2025-021',
    inquilino: { _id: 'u5', nome: 'Carlos Lima' },
    imovel: { _id: 'i2', titulo: 'Casa Jardim Europa' },
    aniversario: '2026-12-10',
    ordem: 1,
    indice: 'IGP-M',
    meses: mesesDoReajuste('2025-12', 1),
    mesesSemIndice: ['2026-11'],
    variacaoAcumulada: null,
    aluguelAtual: 4500,
    aluguelNovo: null,
    vigencia: '2026-12-10',
    status: 'aguardando índice',
  },
  {
    contratoId: 'c3',
    contratoNumero: 'CT-2024-007',
    inquilino: { _id: 'u6', nome: 'Beatriz Souza' },
    imovel: { _id: 'i3', titulo: 'Studio Centro' },
    aniversario: '2026-11-20',
    ordem: 2,
    indice: 'Fixo',
    meses: [],
    mesesSemIndice: [],
    variacaoAcumulada: 5,
    aluguelAtual: 1800,
    aluguelNovo: 1890,
    vigencia: '2026-12-10',
    status: 'pronto',
  },
];

const reajusteAplicado: Reajuste = {
  id: 'r1',
  contratoId: 'c1',
  aniversario: '2026-12-01',
  ordem: 2,
  indice: 'IPCA',
  meses: mesesDoReajuste('2024-11', 2),
  variacaoAcumulada: 4.2644,
  aluguelAnterior: 3200,
  aluguelNovo: 3336.46,
  aplicadoEm: '2026-11-23T14:02:00.000Z',
  aplicadoPor: 'u1',
  pagamentosReemitidos: 1,
};

/** c1 applied with a boleto the provider did not re-issue; c3 skipped by the server. */
export const resultadoAplicacaoExemplo: AplicacaoReajustes = {
  resultados: [
    {
      contratoId: 'c1',
      resultado: 'aplicado',
      reajustes: [reajusteAplicado],
      boletosNaoReemitidos: ['2026-12'],
    },
    {
      contratoId: 'c3',
      resultado: 'ignorado',
      motivo: MSG_REAJUSTE.motivos.jaAplicado('20/11/2026'),
      reajustes: [],
      boletosNaoReemitidos: [],
    },
  ],
};

/** A contract's history, newest first: an IPCA year and a negative IGP-M year that kept the rent. */
export const historicoReajustesExemplo: Reajuste[] = [
  reajusteAplicado,
  {
    ...reajusteAplicado,
    id: 'r0',
    aniversario: '2025-12-01',
    ordem: 1,
    indice: 'IGP-M',
    meses: mesesDoReajuste('2024-11', 1),
    variacaoAcumulada: -1.0422,
    aluguelAnterior: 3200,
    aluguelNovo: 3200,
    aplicadoEm: '2025-11-28T10:00:00.000Z',
    pagamentosReemitidos: 0,
  },
];

/** IGP-M months as the server lists them (oldest first); the screen shows the newest first. */
export const indicesExemplo: IndiceEconomico[] = (
  [
    ['2026-05', -0.49, 'embarcado'],
    ['2026-06', -1.67, 'embarcado'],
    ['2026-07', -0.77, 'sgs'],
    ['2026-08', 0.36, 'sgs'],
    ['2026-09', 0.42, 'manual'],
    ['2026-10', 0.2731, 'sgs'],
  ] as const
).map(([mes, variacao, fonte]) => ({
  indice: 'IGP-M',
  mes,
  variacao,
  fonte,
  atualizadoEm: '2026-11-10T08:00:00.000Z',
}));
