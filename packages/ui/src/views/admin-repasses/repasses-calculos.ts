import { somarReais, type Repasse } from '@morada/domain';

/** Only a 'liberado' repasse whose balance is not negative can be paid (repasse.rules). */
const isPagavel = (r: Repasse) => r.status === 'liberado' && r.totais.liquido >= 0;

type ResumoRepasses = { aRepassar: number; pagos: number; taxas: number; aReceber: number };

/**
 * The month's summary cards. 'A repassar' counts what can be paid out: a liberado repasse whose
 * expenses exceed its income adds nothing (it cannot be paid until its expenses are adjusted).
 */
const resumoDosRepasses = (repasses: readonly Repasse[]): ResumoRepasses => ({
  aRepassar: somarReais(repasses.filter(isPagavel).map((r) => r.totais.liquido)),
  pagos: somarReais(repasses.filter((r) => r.status === 'pago').map((r) => r.totais.liquido)),
  taxas: somarReais(repasses.map((r) => r.totais.taxaAdministracao + r.totais.taxaIntermediacao)),
  aReceber: somarReais(repasses.map((r) => r.aReceber)),
});

/** The sentence of a rejection (the api-client's errors carry the server's pt-BR message). */
const mensagemDoErro = (e: unknown): string | undefined =>
  e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' && e.message
    ? e.message
    : undefined;

export { isPagavel, mensagemDoErro, resumoDosRepasses, somarReais };
export type { ResumoRepasses };
