import type { Composicao, PartesPrincipal } from '../financeiro/composicao';
import { somarDiasData } from '../financeiro/datas';

/**
 * The rescisão's settlement as money (decision 025): what the tenant owes becomes one charge, due
 * no sooner than ACERTO_PRAZO_DIAS after the rescisão is recorded (or after the day of leaving, if
 * later), so nothing of it is born overdue; what the tenant is owed becomes a payable.
 */
export const ACERTO_PRAZO_DIAS = 10;

/** The settlement charge's competência key: the month of leaving with a suffix (one per contract). */
export const competenciaDoAcerto = (dataSaida: string): string => `${dataSaida.slice(0, 7)}-R`;

/** True for the key competenciaDoAcerto gives. */
export const isCompetenciaDoAcerto = (competencia: string): boolean => /^\d{4}-\d{2}-R$/.test(competencia);

/**
 * The settlement charge's due date: ACERTO_PRAZO_DIAS after the later of the day the rescisão is
 * recorded and the day of leaving ('YYYY-MM-DD'). Its prazo then moves to a business day as usual.
 */
export const vencimentoDoAcerto = (
  dataSaida: string,
  registradaEm: string,
  dias = ACERTO_PRAZO_DIAS,
): string => somarDiasData(dataSaida > registradaEm ? dataSaida : registradaEm, dias);

/**
 * The settlement charge's composition: what each component still owes (open rents net of their
 * discount, the art. 4 penalty and open charges on the rent — the owner's —, condomínio, IPTU,
 * other charges and agreed debits), brought to exactly `saldo` centavos. What the settlement
 * deducts (credits, the caução) comes off the rent first, then other charges, condomínio and IPTU;
 * a shortfall (never expected) is added to the rent. No component is negative; desconto is 0.
 */
export const composicaoDoAcerto = (partes: PartesPrincipal, saldo: number): Composicao => {
  const c = {
    aluguel: Math.max(0, partes.aluguel),
    outros: Math.max(0, partes.outros),
    condominio: Math.max(0, partes.condominio),
    iptu: Math.max(0, partes.iptu),
  };
  const alvo = Math.max(0, saldo);
  let excesso = c.aluguel + c.outros + c.condominio + c.iptu - alvo;
  if (excesso < 0) c.aluguel -= excesso;
  for (const k of ['aluguel', 'outros', 'condominio', 'iptu'] as const) {
    if (excesso <= 0) break;
    const tirar = Math.min(c[k], excesso);
    c[k] -= tirar;
    excesso -= tirar;
  }
  return { aluguel: c.aluguel, condominio: c.condominio, iptu: c.iptu, outros: c.outros, desconto: 0 };
};

/** Adds component parts (centavos). */
export const somarPartes = (...ps: readonly PartesPrincipal[]): PartesPrincipal =>
  ps.reduce(
    (s, p) => ({
      aluguel: s.aluguel + p.aluguel,
      condominio: s.condominio + p.condominio,
      iptu: s.iptu + p.iptu,
      outros: s.outros + p.outros,
    }),
    { aluguel: 0, condominio: 0, iptu: 0, outros: 0 },
  );

/**
 * What of a payment's composition is still open per component: its parts (rent net of discount)
 * less what the receipts paid of each, never below zero.
 */
export const partesEmAberto = (c: Composicao, recebido: PartesPrincipal): PartesPrincipal => ({
  aluguel: Math.max(0, Math.max(0, c.aluguel - c.desconto) - recebido.aluguel),
  condominio: Math.max(0, c.condominio - recebido.condominio),
  iptu: Math.max(0, c.iptu - recebido.iptu),
  outros: Math.max(0, c.outros - recebido.outros),
});
