import {
  type CalculoRescisaoReais,
  type Contrato,
  type Rescisao,
  type RescisaoEntradaValida,
} from '@morada/domain';
import { contratoExemplo } from '../../stories/admin-fixtures';

/** The story data of Telas/Admin/Contratos/Rescisão: the contract, the server's calculations and answers. */
export const HOJE = '2026-11-23';

const composicao = { aluguel: 2453.33, condominio: 498.33, iptu: 92.39, outros: 0, desconto: 0 };

export const contratoComCaucao: Contrato = {
  ...contratoExemplo,
  garantia: { tipo: 'caucao', vencimento: null, situacao: 'sem-validade' },
};

const calculoCompleto: CalculoRescisaoReais = {
  abertos: [{ pagamentoId: 'p1', competencia: '2026-10', devido: 4080.12 }],
  totalAbertos: 4080.12,
  proRata: { competencia: '2026-11', dias: 23, diasNoMes: 30, composicao, valor: 3044.05 },
  proRataCobrado: 3044.05,
  creditoMesPago: 0,
  multa: {
    aplicavel: true,
    dispensada: false,
    alugueis: 3,
    diasRestantes: 38,
    diasTotais: 365,
    valor: 999.45,
  },
  ajustes: [
    { descricao: 'Pintura', valor: 800 },
    { descricao: 'Desconto combinado', valor: -150 },
  ],
  totalDebitos: 8773.62,
  caucao: { valor: 9600, utilizada: 8773.62, devolvida: 826.38 },
  saldo: -826.38,
};

const calculoDispensada: CalculoRescisaoReais = {
  ...calculoCompleto,
  proRataCobrado: 0,
  creditoMesPago: 926.45,
  multa: { ...calculoCompleto.multa, aplicavel: false, dispensada: true, valor: 0 },
  ajustes: [{ descricao: 'Reparo do chuveiro', valor: 500 }],
  totalDebitos: 3653.67,
  caucao: null,
  saldo: 3653.67,
};

const calculoQuitado: CalculoRescisaoReais = {
  abertos: [],
  totalAbertos: 0,
  proRata: { competencia: '2026-12', dias: 31, diasNoMes: 31, composicao, valor: 3970.5 },
  proRataCobrado: 3970.5,
  creditoMesPago: 0,
  multa: { aplicavel: false, dispensada: false, alugueis: 3, diasRestantes: 0, diasTotais: 365, valor: 0 },
  ajustes: [],
  totalDebitos: 3970.5,
  caucao: { valor: 3970.5, utilizada: 0, devolvida: 3970.5 },
  saldo: 0,
};

export const simular = async (d: RescisaoEntradaValida): Promise<CalculoRescisaoReais> =>
  d.motivo === 'fim-do-prazo' ? calculoQuitado : d.dispensarMulta ? calculoDispensada : calculoCompleto;

export const rescisaoExemplo = (d: RescisaoEntradaValida, boletosPendentes: string[] = []): Rescisao => ({
  id: 'r1',
  contratoId: 'c1',
  contratoNumero: 'CT-2026-001',
  ...d,
  calculo: calculoCompleto,
  pagamentosCancelados: 2,
  boletosPendentes,
  registradaEm: '2026-11-23T13:00:00.000Z',
  registradaPor: 'u1',
  // calculoCompleto: the caução exceeds the debts, R$ 826,38 go back to the tenant.
  cobranca: null,
  devolucao: { valor: 826.38, data: null, meio: null },
});

export const rescisaoComCobranca = (d: RescisaoEntradaValida): Rescisao => ({
  ...rescisaoExemplo(d),
  calculo: calculoDispensada,
  cobranca: { pagamentoId: 'p-acerto', valor: 3653.67, vencimento: '2026-12-03' },
  devolucao: null,
});
