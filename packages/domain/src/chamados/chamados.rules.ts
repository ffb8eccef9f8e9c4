import { STATUS_CHAMADO, type ResponsavelCusto, type StatusChamado } from './chamados.schema';

/** The agency's default: a chamado above R$ 500,00 waits for the owner's approval. */
export const LIMITE_APROVACAO_PADRAO_CENTAVOS = 50_000;

/** What someone does to a chamado. `triar` covers every back-office edit of the triage. */
export type AcaoChamado = 'triar' | 'aprovar' | 'recusar' | 'iniciar' | 'concluir' | 'cancelar';
export type PapelChamado = 'admin' | 'inquilino' | 'proprietario';

/** Statuses nothing leaves. */
export const STATUS_FINAIS: readonly StatusChamado[] = ['concluido', 'cancelado'];

// Pure: a page that reads only `aguardandoProprietario` (the owner portal) must not keep this call,
// and with it chamados.schema.ts and all of zod (~24 KB gzip, decision 036).
const EM_ANDAMENTO = /* @__PURE__ */ STATUS_CHAMADO.filter((s) => !STATUS_FINAIS.includes(s));

/** Who may do each action, and from which statuses. */
const REGRAS: Record<AcaoChamado, { papel: PapelChamado; de: readonly StatusChamado[] }> = {
  triar: { papel: 'admin', de: EM_ANDAMENTO },
  aprovar: { papel: 'proprietario', de: ['aguardando_aprovacao'] },
  recusar: { papel: 'proprietario', de: ['aguardando_aprovacao'] },
  iniciar: { papel: 'admin', de: ['em_triagem', 'aprovado', 'agendado'] },
  concluir: { papel: 'admin', de: ['em_triagem', 'aprovado', 'agendado', 'em_execucao'] },
  cancelar: { papel: 'admin', de: EM_ANDAMENTO },
};

const DESTINO: Partial<Record<AcaoChamado, StatusChamado>> = {
  aprovar: 'aprovado',
  recusar: 'recusado_proprietario',
  iniciar: 'em_execucao',
  concluir: 'concluido',
  cancelar: 'cancelado',
};

/**
 * Whether `papel` may do `acao` on a chamado in `status`: the status it goes to, or undefined when
 * the action is not allowed (wrong role, or a status it cannot leave that way). A triage's
 * outcome depends on the fields it sets: its target is `statusAposTriagem`'s, so here it answers
 * the current status (allowed) or undefined.
 */
export const transicaoDeChamado = (
  status: StatusChamado,
  acao: AcaoChamado,
  papel: PapelChamado,
): StatusChamado | undefined => {
  const regra = REGRAS[acao];
  if (regra.papel !== papel || !regra.de.includes(status)) return undefined;
  return DESTINO[acao] ?? status;
};

/** True when a cost above the property's limit (strictly) must wait for the owner's approval. */
export const precisaAprovacaoDoProprietario = (
  valorCentavos: number | null,
  limitePorImovelCentavos: number,
): boolean => valorCentavos !== null && valorCentavos > limitePorImovelCentavos;

/** The property's own limit when it has one, else the agency's (else the default). */
export const limiteDeAprovacao = (
  doImovelCentavos: number | null,
  daAgenciaCentavos: number | null = null,
): number => doImovelCentavos ?? daAgenciaCentavos ?? LIMITE_APROVACAO_PADRAO_CENTAVOS;

export type SituacaoTriagem = {
  status: StatusChamado;
  valorCentavos: number | null;
  /** What the owner approved (null until he does). */
  valorAprovadoCentavos: number | null;
  agendadoPara: string | null;
  limiteCentavos: number;
};

/**
 * The status a triage leaves the chamado in: waiting for the owner when the cost is above the
 * limit and more than he approved (he is asked again for a larger one); otherwise scheduled when
 * it has a date, still approved when he approved, and in triage else. A chamado being executed
 * stays so.
 */
export const statusAposTriagem = (s: SituacaoTriagem): StatusChamado => {
  const aprovado = s.valorAprovadoCentavos;
  const acimaDoAprovado = aprovado === null || (s.valorCentavos ?? 0) > aprovado;
  if (precisaAprovacaoDoProprietario(s.valorCentavos, s.limiteCentavos) && acimaDoAprovado)
    return 'aguardando_aprovacao';
  if (s.status === 'em_execucao') return 'em_execucao';
  if (s.agendadoPara) return 'agendado';
  if (aprovado !== null) return 'aprovado';
  return 'em_triagem';
};

/** Where a concluded chamado's cost goes, by who pays it. */
export type DestinoDoCusto = 'despesa_do_repasse' | 'proximo_boleto' | 'despesa_da_imobiliaria';

/**
 * The owner's cost is an expense of his next repasse (DESIGN §10: repasse = rent received − fee −
 * charges paid on his behalf); the tenant's goes on his next open payment; the agency keeps its own.
 */
export const destinoDoCusto = (responsavel: ResponsavelCusto): DestinoDoCusto => DESTINOS[responsavel];

const DESTINOS: Record<ResponsavelCusto, DestinoDoCusto> = {
  proprietario: 'despesa_do_repasse',
  locatario: 'proximo_boleto',
  imobiliaria: 'despesa_da_imobiliaria',
};

/** How many chamados wait for the owner's answer (the count beside his portal's tab). */
export const aguardandoProprietario = (chamados: readonly { status: StatusChamado }[] | undefined): number =>
  (chamados ?? []).filter((c) => c.status === 'aguardando_aprovacao').length;
