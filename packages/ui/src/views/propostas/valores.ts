import { formatBRL } from '@morada/domain';
import type { Proposta } from './tipos';

/** Centavos as R$ (the screens keep money in centavos, as the API sends it); blank → “—”. */
const brl = (centavos: number | null | undefined) => (centavos == null ? '—' : formatBRL(centavos / 100));

/** Who the proposal is for: the tenant of a rental, the buyer of a sale; the lead's name until filled. */
const clienteDa = (p: Proposta) =>
  (p.tipo === 'locacao' ? p.locacao?.inquilino.nome : p.venda?.compradorNome) || p.leadNome;

/** The proposal's headline value: the monthly rent, or the sale price. */
const valorDa = (p: Proposta) =>
  (p.tipo === 'locacao' ? p.locacao?.valorAluguelCentavos : p.venda?.valorCentavos) ?? null;

/** The contract's number when the API sends it (approved proposals), else its id. */
const contratoDa = (p: Proposta) =>
  'contratoNumero' in p && typeof p.contratoNumero === 'string' ? p.contratoNumero : (p.contratoId ?? '');

export { brl, clienteDa, contratoDa, valorDa };

/** The month's and the year's totals from the per-month totals (`mes`: AAAA-MM, the current month). */
const totaisDoPeriodo = (porMes: readonly { mes: string; totalCentavos: number }[], mes: string) => ({
  mes: porMes.filter((m) => m.mes === mes).reduce((s, m) => s + m.totalCentavos, 0),
  ano: porMes.filter((m) => m.mes.slice(0, 4) === mes.slice(0, 4)).reduce((s, m) => s + m.totalCentavos, 0),
});

export { totaisDoPeriodo };
