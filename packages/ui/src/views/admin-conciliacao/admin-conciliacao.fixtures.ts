import type {
  CandidatoConciliacao,
  ContaCobranca,
  ImportacaoBancaria,
  LancamentoAutomatico,
} from '@morada/domain';

/** The story data of Telas/Admin/Conciliação: the journal, the accounts, an import and the queue's candidates. */
export const lancamentosExemplo: LancamentoAutomatico[] = [
  {
    id: 'l1',
    origem: 'asaas',
    tipo: 'PAYMENT_RECEIVED',
    pagamentoId: 'p1',
    situacao: 'lancado',
    valor: 2500,
    data: '2026-11-25',
    detalhe: 'Recebimento de R$ 2.500,00 em 25/11/2026 registrado',
    importacaoId: null,
    criadoEm: '2026-11-25T13:42:00.000Z',
    desfeitoEm: null,
    podeDesfazer: true,
  },
  {
    id: 'l2',
    origem: 'retorno',
    tipo: '06',
    pagamentoId: 'p2',
    situacao: 'lancado',
    valor: 1830.4,
    data: '2026-11-24',
    detalhe: 'Recebimento de R$ 1.830,40 em 24/11/2026 registrado',
    importacaoId: 'imp-retorno-1',
    criadoEm: '2026-11-25T10:05:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l3',
    origem: 'retorno',
    tipo: '02',
    pagamentoId: 'p3',
    situacao: 'atualizado',
    valor: null,
    data: '2026-11-24',
    detalhe: 'Boleto registrado pelo banco',
    importacaoId: 'imp-retorno-1',
    criadoEm: '2026-11-25T10:05:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l4',
    origem: 'extrato',
    tipo: 'CREDIT',
    pagamentoId: null,
    situacao: 'pendente',
    valor: 1200,
    data: '2026-11-23',
    detalhe: 'Não registrado: Cobrança sem pagamento correspondente na Morada',
    importacaoId: 'imp-extrato-1',
    criadoEm: '2026-11-24T18:20:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l5',
    origem: 'asaas',
    tipo: 'PAYMENT_CONFIRMED',
    pagamentoId: 'p5',
    situacao: 'desfeito',
    valor: 980,
    data: '2026-11-20',
    detalhe: 'Recebimento de R$ 980,00 em 20/11/2026 registrado',
    importacaoId: null,
    criadoEm: '2026-11-20T15:00:00.000Z',
    desfeitoEm: '2026-11-21T12:30:00.000Z',
    podeDesfazer: false,
  },
  {
    id: 'l6',
    origem: 'asaas',
    tipo: 'PAYMENT_OVERDUE',
    pagamentoId: 'p6',
    situacao: 'ignorado',
    valor: 2100,
    data: '2026-11-11',
    detalhe: 'O pagamento já estava quitado: confira se houve pagamento em dobro',
    importacaoId: null,
    criadoEm: '2026-11-11T09:00:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
];

export const contasExemplo: Pick<ContaCobranca, 'id' | 'nome' | 'ativa'>[] = [
  { id: 'c-demo', nome: 'Banco de demonstração — não pagável', ativa: true },
  { id: 'c-bb', nome: 'BB principal', ativa: true },
];

export const importacaoExemplo: ImportacaoBancaria = {
  id: 'imp-retorno-2',
  tipo: 'retorno',
  contaId: 'c-bb',
  contaNome: 'BB principal',
  nomeArquivo: 'CBR6431127.ret',
  criadoEm: '2026-11-26T14:10:00.000Z',
  itens: 4,
  lancados: 1,
  atualizados: 2,
  pendentes: 1,
  ignorados: 0,
  repetidos: 0,
  arquivoRepetido: false,
};

/** A credit waiting in the queue with the matcher's suggestion (its pagamentoId) and why. */
export const pendenteComSugestao: LancamentoAutomatico = {
  id: 'l7',
  origem: 'extrato',
  tipo: 'CREDIT',
  pagamentoId: 'pag-2026-11-apto-12',
  situacao: 'pendente',
  valor: 2345.67,
  data: '2026-11-25',
  detalhe: 'Não registrado: o CPF do memo confere, mas o valor difere do devido (R$ 2.350,00)',
  importacaoId: 'imp-extrato-2',
  criadoEm: '2026-11-26T09:15:00.000Z',
  desfeitoEm: null,
  podeDesfazer: false,
};

/** The open payments the queue's credits may pay, the suggestion first (as the server ranks them). */
const candidatosExemplo: CandidatoConciliacao[] = [
  {
    pagamentoId: 'pag-2026-11-apto-12',
    competencia: '2026-11',
    vencimento: '2026-11-10',
    contratoNumero: 'CT-2025-012',
    inquilino: 'Mariana Costa',
    valor: 2350,
    sugerido: true,
  },
  {
    pagamentoId: 'pag-2026-11-casa-3',
    competencia: '2026-11',
    vencimento: '2026-11-05',
    contratoNumero: 'CT-2024-003',
    inquilino: 'João Ávila',
    valor: 2345.67,
    sugerido: false,
  },
  {
    pagamentoId: 'p9',
    competencia: '2026-12',
    vencimento: '2026-12-10',
    contratoNumero: 'CT-2025-020',
    inquilino: 'Beatriz Lima',
    valor: 1800,
    sugerido: false,
  },
];

/** Like the server: the credit's own suggestion flagged, the search over tenant, contract and competência. */
export const buscarCandidatosExemplo = async (l: LancamentoAutomatico, busca: string) =>
  candidatosExemplo
    .map((c) => ({ ...c, sugerido: c.pagamentoId === l.pagamentoId }))
    .filter((c) =>
      [c.inquilino, c.contratoNumero, c.competencia].some((campo) =>
        campo.toLowerCase().includes(busca.toLowerCase()),
      ),
    )
    .sort((a, b) => Number(b.sugerido) - Number(a.sugerido));
