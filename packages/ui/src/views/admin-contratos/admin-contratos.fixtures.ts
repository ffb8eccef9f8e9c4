import { type Contrato, type LinkAcesso, type Pagamento, type ValorDevido } from '@morada/domain';
import { fn } from 'storybook/test';
import {
  contratoExemplo,
  linkConviteExemplo,
  pagamentosExemplo,
  usuarioDoLink,
} from '../../stories/admin-fixtures';
import { devidoNovembroEmAtraso, parcialNovembro } from '../../stories/pagamento-fixtures';

/** The agency's day in these stories (the form's default date and the latest one accepted). */
export const HOJE = '2026-11-23';
export const [, vencido, dezembro] = pagamentosExemplo as [Pagamento, Pagamento, Pagamento];

/** What the server answers for the November payment: nothing added up to the prazo, then multa and juros. */
const devidoNovembro = (data: string): ValorDevido =>
  data <= '2026-11-05'
    ? { data, prazo: '2026-11-05', diasAtraso: 0, principal: 3970.5, multa: 0, juros: 0, total: 3970.5 }
    : devidoNovembroEmAtraso(data);
export const calcularDevido = fn(async (p: Pagamento, data: string): Promise<ValorDevido> =>
  p.id === dezembro.id
    ? { data, prazo: '2026-12-07', diasAtraso: 0, principal: 3970.5, multa: 0, juros: 0, total: 3970.5 }
    : devidoNovembro(data),
);

/** November after R$ 1.000,00 by PIX on 12/11: juros and multa paid first, the rest still open. */
export const parcial: Pagamento = { ...parcialNovembro, multa: 0, juros: 11.22 };

export const muitos: Contrato[] = Array.from({ length: 23 }, (_, i) => ({
  ...contratoExemplo,
  _id: `ct${i + 1}`,
  numero: `CT-2026-${String(i + 1).padStart(3, '0')}`,
}));

/** A contract whose tenant the agency registered with it: the account waits for the invitation. */
export const contratoPendente: Contrato = {
  ...contratoExemplo,
  _id: 'c2',
  numero: 'CT-2026-002',
  inquilino: {
    ...contratoExemplo.inquilino,
    _id: 'u5',
    nome: 'Carla Nunes',
    email: 'carla@example.com',
    telefone: '(11) 96666-3333',
    status: 'pendente',
  },
};
export const conviteDaCarla: LinkAcesso = {
  ...linkConviteExemplo,
  usuario: usuarioDoLink({ ...contratoPendente.inquilino, id: contratoPendente.inquilino._id }),
};

/** Contracts as the list reports them with guarantees: each row says which one and when it expires. */
export const contratoComSeguro: Contrato = {
  ...contratoExemplo,
  garantia: { tipo: 'seguro-fianca', vencimento: '2026-12-10', situacao: 'vencendo' },
};
export const contratoSemGarantia: Contrato = { ...contratoPendente, status: 'Pendente', garantia: null };
/** Ended by the tenant on 15/11/2026: finished, with its termo de rescisão. */
export const contratoRescindido: Contrato = {
  ...contratoExemplo,
  _id: 'c3',
  numero: 'CT-2025-014',
  status: 'Finalizado',
  garantia: { tipo: 'fiador', vencimento: null, situacao: 'sem-validade' },
  rescisao: { dataSaida: '2026-11-15', motivo: 'pelo-locatario' },
};

/** Every action of the contract's life after signing, as the app wires them. */
export const cicloArgs = {
  contratos: [contratoComSeguro, contratoSemGarantia, contratoRescindido],
  onGarantiaDeChange: fn(),
  onSalvarGarantia: fn(async () => undefined),
  onRemoverGarantia: fn(async () => undefined),
  onRenovandoDeChange: fn(),
  onRenovar: fn(async () => Promise.reject(new Error('não usado'))),
  onSimularRescisao: fn(async () => Promise.reject(new Error('não usado'))),
  onConfirmarRescisao: fn(async () => Promise.reject(new Error('não usado'))),
  onBaixarTermoRescisao: fn(),
  onBaixarDocumento: fn(),
};

/** Ended with an amount still owed to the tenant: the row offers to record it was given back. */
export const contratoComDevolucao: Contrato = {
  ...contratoRescindido,
  _id: 'c4',
  numero: 'CT-2025-015',
  rescisao: { dataSaida: '2026-11-10', motivo: 'fim-do-prazo', devolucaoPendente: 1200 },
};

/** The payments dialog of contratoExemplo open on its three months. */
export const comPagamentos = { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo };

/** The list with a tenant who never signed in (CT-2026-002), and the app's “Enviar convite”. */
export const conviteArgs = {
  contratos: [contratoExemplo, contratoPendente],
  onEnviarConvite: fn(async () => undefined),
};

/** The ciclo's actions on two ended contracts, one still owing R$ 1.200,00 to the tenant. */
export const devolucaoArgs = {
  ...cicloArgs,
  contratos: [contratoRescindido, contratoComDevolucao],
  onDevolverRescisao: fn(async (_c: Contrato, dados: { data: string; meio: string }) => ({
    cobranca: null,
    devolucao: { valor: 1200, data: dados.data, meio: 'PIX' as const },
  })) as never,
};
