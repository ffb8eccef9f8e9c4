import type { ExtratoOfx } from './ofx';

/** The collection account an import was started for (a ContaCobranca fits). */
export interface ContaDoExtrato {
  banco: string;
  agencia: string;
  agenciaDv?: string | null;
  conta: string;
  contaDv?: string | null;
}

const normal = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
const semZeros = (s: string | null | undefined) => normal(s).replace(/^0+/, '');

/**
 * Whether a statement is of this account, so a wrong-bank or wrong-account file is refused before
 * anything is booked (message: MSG_COBRANCA_BANCARIA.conciliacao.erros.outraConta).
 * Banks write the same account in several ways, all accepted: BANKID with or without leading zeros
 * ('1', '001', '0001'); ACCTID with or without its check digit, separators, leading zeros, and
 * prefixed by the branch (Itaú-style '0987654321' = agência 0987 + conta 65432-1); BRANCHID, when
 * present, with or without its check digit.
 */
export function extratoDaConta(
  extrato: Pick<ExtratoOfx, 'banco' | 'agencia' | 'conta'>,
  conta: ContaDoExtrato,
): boolean {
  if (semZeros(extrato.banco) !== semZeros(conta.banco)) return false;
  const ag = semZeros(conta.agencia);
  const agDv = normal(conta.agenciaDv);
  const ct = semZeros(conta.conta);
  const ctDv = normal(conta.contaDv);
  if (!ct) return false;
  const opcional = (s: string) => (s ? `(?:${s})?` : '');
  if (extrato.agencia && !new RegExp(`^0*${ag}${opcional(agDv)}$`).test(normal(extrato.agencia)))
    return false;
  const prefixo = ag ? `(?:${ag}${opcional(agDv)}0*)?` : '';
  return new RegExp(`^0*${prefixo}${ct}${opcional(ctDv)}$`).test(normal(extrato.conta));
}
