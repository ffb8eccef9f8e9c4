import type { Despesa, LinhaRepasse, Repasse } from '@morada/domain';

/** Story data of the owners' repasses (never used by the apps). Money in reais, as the API answers. */

export const mesRepassesExemplo = '2026-11';
export const hojeRepassesExemplo = '2026-11-24';

const proprietario = (
  _id: string,
  nome: string,
  documento: string,
  chavePix: string | null,
): Repasse['proprietario'] => ({
  _id,
  nome,
  documento,
  chavePix,
  banco: '341 — Itaú',
  agencia: '0912',
  conta: '45873-2',
});

const linha = (
  contrato: { _id: string; numero: string },
  imovel: string,
  inquilino: string,
  valores: Pick<LinhaRepasse, 'aluguel' | 'taxaAdministracao'> &
    Partial<Pick<LinhaRepasse, 'encargos' | 'repassados' | 'taxaIntermediacao'>>,
): LinhaRepasse => {
  const v = { encargos: 0, repassados: 0, taxaIntermediacao: 0, ...valores };
  return {
    contrato,
    imovel,
    inquilino,
    aluguel: v.aluguel,
    encargos: v.encargos,
    repassados: v.repassados,
    taxaAdministracao: v.taxaAdministracao,
    taxaIntermediacao: v.taxaIntermediacao,
    liquido: v.aluguel + v.encargos + v.repassados - v.taxaAdministracao - v.taxaIntermediacao,
  };
};

/** Totals of the lines less the expenses, the way the server adds them (centavos). */
const totais = (linhas: LinhaRepasse[], despesas: Despesa[]): Repasse['totais'] => {
  const soma = (f: (l: LinhaRepasse) => number) =>
    Math.round(linhas.reduce((s, l) => s + f(l) * 100, 0)) / 100;
  const totalDespesas = Math.round(despesas.reduce((s, d) => s + d.valor * 100, 0)) / 100;
  return {
    aluguel: soma((l) => l.aluguel),
    encargos: soma((l) => l.encargos),
    repassados: soma((l) => l.repassados),
    taxaAdministracao: soma((l) => l.taxaAdministracao),
    taxaIntermediacao: soma((l) => l.taxaIntermediacao),
    despesas: totalDespesas,
    liquido: Math.round((soma((l) => l.liquido) - totalDespesas) * 100) / 100,
  };
};

/** An owner's expense of the story month, not yet in a repasse and without a receipt unless told. */
const despesa = (d: Omit<Despesa, 'repasseId' | 'arquivoNome'> & Partial<Despesa>): Despesa => ({
  repasseId: null,
  arquivoNome: null,
  ...d,
});

/** A month's repasse of the story month: its totals are added from its lines and expenses. */
const repasse = ({
  linhas = [],
  despesas = [],
  ...r
}: Pick<Repasse, '_id' | 'proprietario' | 'status' | 'dataPrevista'> &
  Partial<Pick<Repasse, 'linhas' | 'despesas' | 'aReceber' | 'pagamento'>>): Repasse => ({
  mes: mesRepassesExemplo,
  linhas,
  despesas,
  totais: totais(linhas, despesas),
  aReceber: 0,
  pagamento: null,
  ...r,
});

/**
 * The hand-checked example: rent 2.000,00 + multa e juros 30,00 + condomínio e IPTU 600,00 paid by
 * the owner − 10% administration fee on 2.030,00 (203,00) − a repair of 180,00 = 2.247,00.
 */
const despesaAquecedor = despesa({
  _id: 'd1',
  imovel: { _id: 'i1', titulo: 'Apartamento Vista Parque' },
  proprietarioId: 'u11',
  data: '2026-11-06',
  descricao: 'Conserto do aquecedor a gás',
  valor: 180,
  arquivoNome: 'nota-fiscal-aquecedor.pdf',
});
const linhasAna = [
  linha({ _id: 'c11', numero: 'CT-2026-004' }, 'Apartamento Vista Parque', 'Mariana Costa', {
    aluguel: 2000,
    encargos: 30,
    repassados: 600,
    taxaAdministracao: 203,
  }),
];
export const repasseLiberadoExemplo: Repasse = repasse({
  _id: 'u11:2026-11',
  proprietario: proprietario('u11', 'Ana Paula Souza', '52998224725', 'ana.souza@email.com.br'),
  status: 'liberado',
  dataPrevista: '2026-11-25',
  linhas: linhasAna,
  despesas: [despesaAquecedor],
});

/** A company owner: one rent with the 10% fee, a first rent paying the intermediação (50%) instead. */
const linhasHorizonte = [
  linha({ _id: 'c12', numero: 'CT-2025-031' }, 'Sala Comercial Paulista', 'Estúdio Arquitetura Ltda', {
    aluguel: 3500,
    taxaAdministracao: 350,
  }),
  linha({ _id: 'c13', numero: 'CT-2026-012' }, 'Loja Rua Augusta', 'Café Bom Grão ME', {
    aluguel: 1500,
    taxaAdministracao: 0,
    taxaIntermediacao: 750,
  }),
];
export const repasseEmpresaExemplo: Repasse = repasse({
  _id: 'u12:2026-11',
  proprietario: proprietario(
    'u12',
    'Construtora Horizonte Ltda',
    '11222333000181',
    'financeiro@horizonte.com.br',
  ),
  status: 'liberado',
  dataPrevista: '2026-11-20',
  linhas: linhasHorizonte,
});

/** Nothing received yet: only the rent still expected this month. */
export const repassePrevistoExemplo: Repasse = repasse({
  _id: 'u13:2026-11',
  proprietario: proprietario('u13', 'Carlos Pereira', '31877462500', null),
  status: 'previsto',
  dataPrevista: '2026-11-28',
  aReceber: 2800,
});

const despesaFechadura = despesa({
  _id: 'd2',
  imovel: { _id: 'i4', titulo: 'Studio Centro' },
  proprietarioId: 'u14',
  data: '2026-11-03',
  descricao: 'Troca da fechadura',
  valor: 150,
  repasseId: 'rp-1',
});
const linhasBeatriz = [
  linha({ _id: 'c14', numero: 'CT-2024-019' }, 'Studio Centro', 'Pedro Henrique Dias', {
    aluguel: 1800,
    taxaAdministracao: 180,
  }),
];
export const repassePagoExemplo: Repasse = repasse({
  _id: 'rp-1',
  proprietario: proprietario('u14', 'Beatriz Lima', '74082599100', '+5511987654321'),
  status: 'pago',
  dataPrevista: '2026-11-10',
  linhas: linhasBeatriz,
  despesas: [despesaFechadura],
  pagamento: { data: '2026-11-10', meio: 'pix', comprovante: 'E60701190202611101432ABCD1234567' },
});

/** The expenses exceed the rent received: it cannot be paid until they are adjusted. */
const despesaTelhado = despesa({
  _id: 'd3',
  imovel: { _id: 'i5', titulo: 'Casa Vila Mariana' },
  proprietarioId: 'u15',
  data: '2026-11-12',
  descricao: 'Reforma do telhado',
  valor: 1500,
});
const linhasRoberto = [
  linha({ _id: 'c15', numero: 'CT-2025-044' }, 'Casa Vila Mariana', 'Juliana Ramos', {
    aluguel: 1200,
    taxaAdministracao: 120,
  }),
];
export const repasseNegativoExemplo: Repasse = repasse({
  _id: 'u15:2026-11',
  proprietario: proprietario('u15', 'Roberto Alves', '12345678909', null),
  status: 'liberado',
  dataPrevista: '2026-11-15',
  linhas: linhasRoberto,
  despesas: [despesaTelhado],
});

export const repassesExemplo: Repasse[] = [
  repasseLiberadoExemplo,
  repasseEmpresaExemplo,
  repassePrevistoExemplo,
  repassePagoExemplo,
  repasseNegativoExemplo,
];

/** Properties with an owner, for the expense form. */
export const imoveisComProprietarioExemplo = [
  { _id: 'i1', titulo: 'Apartamento Vista Parque', proprietario: 'Ana Paula Souza' },
  { _id: 'i2', titulo: 'Sala Comercial Paulista', proprietario: 'Construtora Horizonte Ltda' },
  { _id: 'i3', titulo: 'Loja Rua Augusta', proprietario: 'Construtora Horizonte Ltda' },
  { _id: 'i4', titulo: 'Studio Centro', proprietario: 'Beatriz Lima' },
  { _id: 'i5', titulo: 'Casa Vila Mariana', proprietario: 'Roberto Alves' },
  { _id: 'i6', titulo: 'Casa Jardim Europa', proprietario: 'Carlos Pereira' },
];
