import {
  dataPrevistaRepasse,
  formatBRL,
  MSG_REPASSE,
  type Notificacao,
  type PainelProprietario,
  type Repasse,
  formatMesPorExtenso,
} from '@morada/domain';

/**
 * Story data of the owner's portal (never used by the apps). Money in reais, as the API answers.
 * Today is 20/10/2026: October's repasse is liberado, August's and September's are paid.
 */

export const hojeProprietario = '2026-10-20';

const proprietario = {
  _id: 'p1',
  nome: 'Ricardo Almeida',
  documento: '52998224725',
  chavePix: 'ricardo@exemplo.com.br',
  banco: 'Banco do Brasil',
  agencia: '1234',
  conta: '56789-0',
};

const VISTA = { _id: 'i1', titulo: 'Apartamento Vista Parque' };
const JARDIM = { _id: 'i2', titulo: 'Casa Jardim Europa' };
const CT1 = { _id: 'c1', numero: 'CT-2025-014' };
const CT2 = { _id: 'c2', numero: 'CT-2026-007' };

/** A month both contracts paid on time: 10% administration fee, condomínio/IPTU passed through. */
const repassePago = (mes: string, data: string, meio: 'pix' | 'ted'): Repasse => ({
  _id: `r-${mes}`,
  proprietario,
  mes,
  status: 'pago',
  dataPrevista: dataPrevistaRepasse(mes, 25),
  linhas: [
    {
      contrato: CT1,
      imovel: VISTA.titulo,
      inquilino: 'Mariana Costa',
      aluguel: 2000,
      encargos: 0,
      repassados: 600,
      taxaAdministracao: 200,
      taxaIntermediacao: 0,
      liquido: 2400,
    },
    {
      contrato: CT2,
      imovel: JARDIM.titulo,
      inquilino: 'Carlos Lima',
      aluguel: 3500,
      encargos: 0,
      repassados: 0,
      taxaAdministracao: 350,
      taxaIntermediacao: 0,
      liquido: 3150,
    },
  ],
  despesas: [],
  totais: {
    aluguel: 5500,
    encargos: 0,
    repassados: 600,
    taxaAdministracao: 550,
    taxaIntermediacao: 0,
    despesas: 0,
    liquido: 5550,
  },
  aReceber: 0,
  pagamento: { data, meio, comprovante: `E000${mes.replace('-', '')}` },
});

/**
 * Hand-checked: 2.000,00 rent + 30,00 multa e juros + 600,00 condomínio e IPTU − 203,00 fee
 * (10% of 2.030,00) − 180,00 expense = 2.247,00. Carlos Lima's October rent is still open.
 */
export const repasseLiberado: Repasse = {
  _id: 'p1:2026-10',
  proprietario,
  mes: '2026-10',
  status: 'liberado',
  dataPrevista: dataPrevistaRepasse('2026-10', 25),
  linhas: [
    {
      contrato: CT1,
      imovel: VISTA.titulo,
      inquilino: 'Mariana Costa',
      aluguel: 2000,
      encargos: 30,
      repassados: 600,
      taxaAdministracao: 203,
      taxaIntermediacao: 0,
      liquido: 2427,
    },
  ],
  despesas: [
    {
      _id: 'd1',
      imovel: VISTA,
      proprietarioId: 'p1',
      data: '2026-10-12',
      descricao: 'Troca do chuveiro elétrico',
      valor: 180,
      repasseId: null,
      arquivoNome: 'nota-chuveiro.pdf',
    },
  ],
  totais: {
    aluguel: 2000,
    encargos: 30,
    repassados: 600,
    taxaAdministracao: 203,
    taxaIntermediacao: 0,
    despesas: 180,
    liquido: 2247,
  },
  aReceber: 3500,
  pagamento: null,
};

type Pagamento = PainelProprietario['pagamentos'][number];

/** Mariana Costa: 12 months (Dec/2025 to Nov/2026), rent 2.000,00 + condomínio e IPTU 600,00. */
const pagamentosVista: Pagamento[] = Array.from({ length: 12 }, (_, i) => {
  const ano = i === 0 ? 2025 : 2026;
  const mes = String(i === 0 ? 12 : i).padStart(2, '0');
  const competencia = `${ano}-${mes}`;
  const vencimento = `${competencia}-05`;
  const base = {
    _id: `pg1-${competencia}`,
    contrato: CT1._id,
    imovel: VISTA.titulo,
    competencia,
    vencimento,
  };
  if (competencia === '2026-11')
    return { ...base, valor: 2600, valorRecebido: 0, status: 'PENDING', dataPagamento: null };
  if (competencia === '2026-10')
    return { ...base, valor: 2600, valorRecebido: 2630, status: 'RECEIVED', dataPagamento: '2026-10-08' };
  return { ...base, valor: 2600, valorRecebido: 2600, status: 'RECEIVED', dataPagamento: vencimento };
});

/** Carlos Lima since June/2026, rent 3.500,00; October is overdue. */
const pagamentosJardim: Pagamento[] = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10'].map(
  (competencia) => {
    const vencimento = `${competencia}-10`;
    const base = {
      _id: `pg2-${competencia}`,
      contrato: CT2._id,
      imovel: JARDIM.titulo,
      competencia,
      vencimento,
    };
    return competencia === '2026-10'
      ? { ...base, valor: 3500, valorRecebido: 0, status: 'OVERDUE', dataPagamento: null }
      : { ...base, valor: 3500, valorRecebido: 3500, status: 'RECEIVED', dataPagamento: vencimento };
  },
);

export const painelProprietario: PainelProprietario = {
  proprietario: { _id: 'p1', nome: 'Ricardo Almeida', email: 'ricardo@exemplo.com.br' },
  imoveis: [
    {
      _id: VISTA._id,
      titulo: VISTA.titulo,
      endereco: 'Rua das Acácias, 120, ap. 82',
      cidade: 'São Paulo',
      status: 'Ocupado',
    },
    {
      _id: JARDIM._id,
      titulo: JARDIM.titulo,
      endereco: 'Rua Alemanha, 45',
      cidade: 'São Paulo',
      status: 'Ocupado',
    },
  ],
  contratos: [
    {
      _id: CT1._id,
      numero: CT1.numero,
      imovel: VISTA.titulo,
      inquilino: 'Mariana Costa',
      dataInicio: '2025-12-01',
      dataFim: '2028-11-30',
      valorAluguel: 2000,
      status: 'Ativo',
      proximoReajuste: '2026-12-01',
    },
    {
      _id: CT2._id,
      numero: CT2.numero,
      imovel: JARDIM.titulo,
      inquilino: 'Carlos Lima',
      dataInicio: '2026-06-01',
      dataFim: '2029-05-31',
      valorAluguel: 3500,
      status: 'Ativo',
      proximoReajuste: '2027-06-01',
    },
  ],
  pagamentos: [...pagamentosVista, ...pagamentosJardim].sort((a, b) =>
    b.vencimento.localeCompare(a.vencimento),
  ),
  repasses: [
    repasseLiberado,
    repassePago('2026-09', '2026-09-25', 'pix'),
    repassePago('2026-08', '2026-08-25', 'ted'),
  ],
  proximoRepasse: { mes: '2026-10', dataPrevista: repasseLiberado.dataPrevista, valor: 2247 },
  saldoNegativo: null,
};

/**
 * September's expenses (a 2.770,00 roof repair) exceeded its rent: 2.000,00 + 600,00 − 200,00 fee
 * − 2.770,00 = −370,00. It is not paid out; the next one is not due yet (issue 32).
 */
const repasseNegativo: Repasse = {
  ...repasseLiberado,
  _id: 'p1:2026-09',
  mes: '2026-09',
  dataPrevista: dataPrevistaRepasse('2026-09', 25),
  linhas: [{ ...repasseLiberado.linhas[0]!, encargos: 0, taxaAdministracao: 200, liquido: 2400 }],
  despesas: [
    {
      _id: 'd2',
      imovel: VISTA,
      proprietarioId: 'p1',
      data: '2026-09-14',
      descricao: 'Reforma do telhado',
      valor: 2770,
      repasseId: null,
      arquivoNome: null,
    },
  ],
  totais: {
    aluguel: 2000,
    encargos: 0,
    repassados: 600,
    taxaAdministracao: 200,
    taxaIntermediacao: 0,
    despesas: 2770,
    liquido: -370,
  },
  aReceber: 0,
};

/** The portal on 20/10/2026 with September's balance negative and nothing to come yet. */
export const painelSaldoNegativo: PainelProprietario = {
  ...painelProprietario,
  repasses: [repasseNegativo, repassePago('2026-08', '2026-08-25', 'ted')],
  proximoRepasse: null,
  saldoNegativo: { mes: '2026-09', excedente: 370, despesas: 2770 },
};

/** October's repasse was liberado for 10/10 and is still unpaid on a later day: owed now. */
export const painelRepasseEmAtraso: PainelProprietario = {
  ...painelProprietario,
  proximoRepasse: { mes: '2026-10', dataPrevista: '2026-10-10', valor: 2247, emAtraso: true },
};

/** CT-2025-014 ended (rescinded): it will not be adjusted again. */
export const painelContratoEncerrado: PainelProprietario = {
  ...painelProprietario,
  contratos: painelProprietario.contratos.map((c) =>
    c._id === CT1._id ? { ...c, status: 'Finalizado', proximoReajuste: null } : c,
  ),
};

/** An owner with nothing under administration yet. */
export const painelSemImoveis: PainelProprietario = {
  proprietario: { _id: 'p2', nome: 'Helena Duarte', email: 'helena@exemplo.com.br' },
  imoveis: [],
  contratos: [],
  pagamentos: [],
  repasses: [],
  proximoRepasse: null,
  saldoNegativo: null,
};

export const notificacoesProprietario: Notificacao[] = [
  {
    id: 'n1',
    titulo: MSG_REPASSE.notificacao.titulo,
    mensagem: MSG_REPASSE.notificacao.mensagem(formatMesPorExtenso('2026-09'), formatBRL(5550)),
    data: '2026-09-25',
    lida: false,
  },
  {
    id: 'n2',
    titulo: 'Reajuste próximo',
    mensagem: 'O contrato CT-2025-014 será reajustado em 01/12/2026.',
    data: '2026-10-01',
    lida: false,
  },
  {
    id: 'n3',
    titulo: MSG_REPASSE.notificacao.titulo,
    mensagem: MSG_REPASSE.notificacao.mensagem(formatMesPorExtenso('2026-08'), formatBRL(5550)),
    data: '2026-08-25',
    lida: true,
  },
];
