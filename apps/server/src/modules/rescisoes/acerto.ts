import { partesEmAberto, somarPartes, type CalculoRescisao, type PartesPrincipal } from '@morada/domain';
import { composicaoDe, type PagamentoLivro } from '../pagamentos';

const NADA: PartesPrincipal = { aluguel: 0, condominio: 0, iptu: 0, outros: 0 };

/** What the receipts of a payment paid of each component (centavos; juros and multa apart). */
export const partesRecebidas = (p: Pick<PagamentoLivro, 'recebimentos'>): PartesPrincipal =>
  p.recebimentos.reduce(
    (s, r) => ({
      aluguel: s.aluguel + r.aluguel_centavos,
      condominio: s.condominio + r.condominio_centavos,
      iptu: s.iptu + r.iptu_centavos,
      outros: s.outros + r.outros_centavos,
    }),
    NADA,
  );

const total = (p: PartesPrincipal) => p.aluguel + p.condominio + p.iptu + p.outros;

/**
 * What the settlement charges, by component, before its deductions (composicaoDoAcerto brings it
 * to the saldo): each open earlier month's open parts, with its multa and juros on the day of
 * leaving on the rent; the month of leaving pro rata less what was received of it; the art. 4
 * penalty on the rent (the owner's, like the rent it replaces); agreed debits as other charges.
 */
export const partesDoAcerto = (
  calculo: CalculoRescisao,
  anteriores: readonly PagamentoLivro[],
  mesSaida: PagamentoLivro | undefined,
): PartesPrincipal => {
  const abertos = anteriores.map((p) => {
    const abertas = partesEmAberto(composicaoDe(p), partesRecebidas(p));
    const devido = calculo.abertos.find((a) => a.pagamentoId === p.id)?.devido ?? 0;
    return { ...abertas, aluguel: abertas.aluguel + Math.max(0, devido - total(abertas)) };
  });
  const mes = partesEmAberto(calculo.proRata.composicao, mesSaida ? partesRecebidas(mesSaida) : NADA);
  const debitos = calculo.ajustes.reduce((s, a) => s + Math.max(0, a.valor), 0);
  return somarPartes(...abertos, mes, { ...NADA, aluguel: calculo.multa.valor, outros: debitos });
};
