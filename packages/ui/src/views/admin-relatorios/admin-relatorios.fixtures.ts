import type {
  ExtratoAnual,
  RelatorioInadimplencia,
  RelatorioOcupacao,
  RelatorioReceita,
} from '@morada/domain';

/** The story data of Telas/Admin/Relatórios: one report of each kind, as the server answers them. */
export const receita: RelatorioReceita = {
  ano: 2026,
  meses: Array.from({ length: 12 }, (_, i) => ({
    mes: `2026-${String(i + 1).padStart(2, '0')}`,
    esperado: i < 11 ? 6140 : 0,
    recebido: i === 2 ? 6201.4 : i < 9 ? 6140 : 0,
    multaJuros: i === 2 ? 61.4 : 0,
    meta: 15000,
    percentualMeta: i === 2 ? 41.3 : i < 9 ? 40.9 : 0,
  })),
  totais: { esperado: 67540, recebido: 55321.4, multaJuros: 61.4, meta: 180000 },
};

export const inadimplencia: RelatorioInadimplencia = {
  dataBase: '2026-11-23',
  meses: Array.from({ length: 12 }, (_, i) => {
    const mes = i < 1 ? `2025-12` : `2026-${String(i).padStart(2, '0')}`;
    const emAtraso = mes === '2026-10' ? 3070 : 0;
    return { mes, devido: 6140, emAtraso, taxaInadimplencia: emAtraso ? 50 : 0 };
  }),
  itens: [
    {
      pagamentoId: 'p1',
      contrato: 'CT-2026-001',
      inquilino: 'Mariana Costa',
      imovel: 'Apartamento 2 quartos na Vila Mariana',
      competencia: '2026-10',
      vencimento: '2026-10-10',
      diasAtraso: 44,
      valor: 3070,
      multa: 61.4,
      juros: 45.03,
      valorAtualizado: 3176.43,
    },
  ],
  totais: { valor: 3070, multa: 61.4, juros: 45.03, valorAtualizado: 3176.43 },
};

export const ocupacao: RelatorioOcupacao = {
  taxaOcupacao: 66.7,
  resumo: [
    { status: 'Ocupado', quantidade: 2 },
    { status: 'Disponível', quantidade: 1 },
  ],
  imoveis: [
    {
      id: 'i1',
      titulo: 'Apartamento 2 quartos na Vila Mariana',
      tipo: 'Apartamento',
      cidade: 'São Paulo',
      status: 'Ocupado',
      contrato: 'CT-2026-001',
      inquilino: 'Mariana Costa',
      valorAluguel: 2500,
    },
    {
      id: 'i2',
      titulo: 'Studio mobiliado em Pinheiros',
      tipo: 'Apartamento',
      cidade: 'São Paulo',
      status: 'Disponível',
      contrato: null,
      inquilino: null,
      valorAluguel: null,
    },
  ],
};

export const extrato = (parte: ExtratoAnual['parte']): ExtratoAnual => ({
  ano: 2026,
  parte,
  pessoas: [
    {
      id: 'u1',
      nome: parte === 'inquilino' ? 'Mariana Costa' : 'Roberto Almeida',
      cpf: parte === 'inquilino' ? '123.456.789-09' : '321.654.987-91',
      contratos: [
        {
          contrato: 'CT-2026-001',
          imovel: 'Rua Domingos de Morais, 1200, São Paulo',
          contraparte: parte === 'inquilino' ? 'Roberto Almeida' : 'Mariana Costa',
          contraparteCpf: '',
          // The tenant paid 3070 a month (2500 rent, 450 condomínio, 120 IPTU); March was late.
          meses:
            parte === 'inquilino'
              ? [3070, 3070, 3131.4, 0, 0, 0, 0, 0, 0, 0, 0, 0]
              : [2500, 2500, 2500, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          total: parte === 'inquilino' ? 9271.4 : 7500,
          aluguel: 7500,
          condominio: 1350,
          iptu: 360,
          outros: 0,
          multaJuros: 61.4,
        },
      ],
      total: parte === 'inquilino' ? 9271.4 : 7500,
    },
  ],
});
