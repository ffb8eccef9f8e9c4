import type { Garantia } from '@morada/domain';

/** Story data of a contract's guarantee, one of each kind (never used by the apps). Money in reais. */

const comum = { contratoId: 'c1', atualizadoEm: '2026-11-20T17:30:00Z' } as const;

export const fiadorExemplo: Garantia = {
  ...comum,
  tipo: 'fiador',
  nome: 'Roberto Alves',
  cpf: '529.982.247-25',
  telefone: '(11) 97777-2222',
  email: 'roberto@exemplo.com.br',
  imovelOferecido: 'Casa na Rua dos Ipês, 45 — Campinas/SP, matrícula 12.345',
  vencimento: null,
  situacao: 'sem-validade',
};

export const seguroFiancaExemplo: Garantia = {
  ...comum,
  tipo: 'seguro-fianca',
  seguradora: 'Porto Seguro',
  apolice: 'PS-2026-778899',
  cobertura: 38400,
  vigenciaFim: '2027-01-31',
  vencimento: '2027-01-31',
  situacao: 'vigente',
};

export const caucaoExemplo: Garantia = {
  ...comum,
  tipo: 'caucao',
  valor: 9600,
  deposito: 'Caderneta de poupança Banco do Brasil, ag. 1234, conta 56789-0',
  dataDeposito: '2026-01-02',
  vencimento: null,
  situacao: 'sem-validade',
};

export const tituloExemplo: Garantia = {
  ...comum,
  tipo: 'titulo-capitalizacao',
  emissora: 'Brasilcap',
  numero: 'TC-445566',
  valor: 12000,
  vigenciaFim: null,
  vencimento: null,
  situacao: 'sem-validade',
};

/** A seguro-fiança about to end (within 30 days of the stories' day, 23/11/2026). */
export const seguroVencendoExemplo: Garantia = {
  ...seguroFiancaExemplo,
  vigenciaFim: '2026-12-10',
  vencimento: '2026-12-10',
  situacao: 'vencendo',
};

/** A título whose term has passed. */
export const tituloVencidoExemplo: Garantia = {
  ...tituloExemplo,
  vigenciaFim: '2026-10-31',
  vencimento: '2026-10-31',
  situacao: 'vencida',
};
