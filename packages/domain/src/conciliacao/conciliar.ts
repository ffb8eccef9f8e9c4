import { formatBRL, formatData, formatDocumento } from '../format';
import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';

const M = MSG_COBRANCA_BANCARIA.conciliacao.motivos;

/** A statement credit as the matcher needs it (a TransacaoOfx fits). */
export interface CreditoExtrato {
  data: string;
  valorCentavos: number;
  memo: string;
  nome?: string | null;
  documento?: string | null;
}

/** An open payment: `valorCentavos` is what is due on the credit's date, fees included. */
export interface PagamentoAberto<Id extends string | number = string | number> {
  id: Id;
  valorCentavos: number;
  vencimento: string;
  txid?: string | null;
  pagador: { nome: string; cpf: string };
}

export interface OpcoesConciliacao {
  /** Days before the due date a credit may come and still match by name or amount (default 5). */
  diasAntes?: number;
  /** Days after the due date (default 10). */
  diasDepois?: number;
}

export type CriterioConciliacao = 'txid' | 'documento' | 'nome' | 'valor';
export type ConfiancaConciliacao = 'certa' | 'provavel';

export interface SugestaoConciliacao<C extends CreditoExtrato = CreditoExtrato, Id = string | number> {
  credito: C;
  pagamentoId: Id | null;
  criterio: CriterioConciliacao | null;
  confianca: ConfiancaConciliacao | null;
  /** pt-BR, shown to the admin in the reconciliation queue. */
  motivo: string;
}

/**
 * Suggests, for each positive credit of a statement, the open payment it pays.
 *
 * Rules, strongest first:
 * 1. txid — the PIX txid of a payment appears in the credit's memo, name or document (as a word;
 *    or anywhere, when it has the 26+ characters of a dynamic QR): `certa`, whatever the amount
 *    (a different amount is said in the motivo, for the server to book as a partial payment).
 * 2. documento — the payer's CPF/CNPJ (formatted or bare) is in the memo or name and the amount is
 *    exactly the one due: `certa`. No date window: the CPF already names the tenant. Masked CPFs
 *    (•••.456.789-••, as PIX statements show them) do not count.
 * 3. nome — the payer's first name and at least one more word of the name (accents, case and
 *    de/da/do/dos/das/e ignored) are in the memo or name, the amount is exact and the credit falls in
 *    the window (−5..+10 days of the due date by default): `provavel`.
 * 4. valor — exact amount alone, and only one open payment has it in the window: `provavel`; two or
 *    more: no suggestion, the motivo says it is ambiguous.
 *
 * One to one: a payment goes to at most one credit and a credit to at most one payment. Rules 1–3
 * are assigned greedily, by confidence, then rule strength, then distance between credit date and
 * due date, then input order; rule 4 is then tried for the credits left, against the payments left,
 * by distance then input order. Deterministic for the same input. Only `certa` is booked by the
 * server without a person; `provavel` and null wait in the queue. Credits ≤ 0 are left out.
 */
export function sugerirConciliacao<C extends CreditoExtrato, P extends PagamentoAberto>(
  creditos: readonly C[],
  abertos: readonly P[],
  opcoes: OpcoesConciliacao = {},
): SugestaoConciliacao<C, P['id']>[] {
  const antes = opcoes.diasAntes ?? 5;
  const depois = opcoes.diasDepois ?? 10;
  const entradas = creditos.filter((c) => c.valorCentavos > 0);
  const textos = entradas.map(textoDoCredito);
  const dist = (c: C, p: P) => diasEntre(p.vencimento, c.data);
  const naJanela = (c: C, p: P) => dist(c, p) >= -antes && dist(c, p) <= depois;

  const resultado = new Map<number, SugestaoConciliacao<C, P['id']>>();
  const pagos = new Set<number>();
  const tentados = new Set<number>();
  const atribuir = (par: Par) => {
    const c = entradas[par.ci] as C;
    const p = abertos[par.pi] as P;
    resultado.set(par.ci, {
      credito: c,
      pagamentoId: p.id,
      criterio: par.criterio,
      confianca: par.criterio === 'txid' || par.criterio === 'documento' ? 'certa' : 'provavel',
      motivo: motivoDe(par.criterio, c, p),
    });
    pagos.add(par.pi);
  };

  const fortes: Par[] = [];
  entradas.forEach((c, ci) => {
    const texto = textos[ci] as TextoCredito;
    abertos.forEach((p, pi) => {
      const exato = c.valorCentavos === p.valorCentavos;
      const criterio: CriterioConciliacao | null = temTxid(texto, p.txid)
        ? 'txid'
        : exato && temDocumento(texto, p.pagador.cpf)
          ? 'documento'
          : exato && naJanela(c, p) && temNome(texto, p.pagador.nome)
            ? 'nome'
            : null;
      if (criterio) fortes.push({ ci, pi, criterio, distancia: Math.abs(dist(c, p)) });
    });
  });
  for (const par of fortes.sort(ordem)) {
    tentados.add(par.ci);
    if (!resultado.has(par.ci) && !pagos.has(par.pi)) atribuir(par);
  }

  const porValor: Par[] = [];
  entradas.forEach((c, ci) => {
    if (resultado.has(ci)) return;
    const candidatos = abertos
      .map((p, pi) => ({ p, pi }))
      .filter(({ p, pi }) => !pagos.has(pi) && p.valorCentavos === c.valorCentavos && naJanela(c, p));
    const unico = candidatos[0];
    if (candidatos.length === 1 && unico)
      porValor.push({ ci, pi: unico.pi, criterio: 'valor', distancia: Math.abs(dist(c, unico.p)) });
    else if (candidatos.length > 1) resultado.set(ci, semPar(c, M.ambiguo(candidatos.length)));
  });
  for (const par of porValor.sort(ordem)) {
    tentados.add(par.ci);
    if (!pagos.has(par.pi)) atribuir(par);
  }

  return entradas.map((c, ci) => resultado.get(ci) ?? semPar(c, tentados.has(ci) ? M.jaUsado : M.nenhum));
}

interface Par {
  ci: number;
  pi: number;
  criterio: CriterioConciliacao;
  distancia: number;
}

const FORCA: Record<CriterioConciliacao, number> = { txid: 0, documento: 1, nome: 2, valor: 3 };
const ordem = (a: Par, b: Par) =>
  FORCA[a.criterio] - FORCA[b.criterio] || a.distancia - b.distancia || a.ci - b.ci || a.pi - b.pi;

const semPar = <C extends CreditoExtrato>(credito: C, motivo: string) =>
  ({ credito, pagamentoId: null, criterio: null, confianca: null, motivo }) as const;

function motivoDe(criterio: CriterioConciliacao, c: CreditoExtrato, p: PagamentoAberto): string {
  switch (criterio) {
    case 'txid': {
      const txid = (p.txid ?? '').trim();
      return c.valorCentavos === p.valorCentavos
        ? M.txid(txid)
        : M.txidValorDiferente(txid, formatBRL(c.valorCentavos / 100), formatBRL(p.valorCentavos / 100));
    }
    case 'documento':
      return M.documento(formatDocumento(p.pagador.cpf.replace(/\D/g, '')));
    case 'nome':
      return M.nome(p.pagador.nome.trim(), formatData(p.vencimento));
    case 'valor':
      return M.valor(formatData(p.vencimento));
  }
}

interface TextoCredito {
  /** Memo, name and document, without accents, upper case. */
  plano: string;
  palavras: Set<string>;
  /** Digits of every CPF/CNPJ-sized number in memo and name. */
  documentos: Set<string>;
}

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
const palavrasDe = (s: string) =>
  semAcento(s)
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

function textoDoCredito(c: CreditoExtrato): TextoCredito {
  const pessoa = `${c.memo} ${c.nome ?? ''}`;
  const plano = semAcento(`${pessoa} ${c.documento ?? ''}`);
  const documentos = new Set(
    (pessoa.match(/\d[\d./-]*\d/g) ?? [])
      .map((n) => n.replace(/\D/g, ''))
      .filter((d) => d.length === 11 || d.length === 14),
  );
  return { plano, palavras: new Set(palavrasDe(plano)), documentos };
}

function temTxid(t: TextoCredito, txid: string | null | undefined): boolean {
  const alvo = semAcento((txid ?? '').trim());
  if (!alvo) return false;
  return t.palavras.has(alvo) || (alvo.length >= 26 && t.plano.includes(alvo));
}

function temDocumento(t: TextoCredito, documento: string): boolean {
  const digitos = documento.replace(/\D/g, '');
  return (digitos.length === 11 || digitos.length === 14) && t.documentos.has(digitos);
}

const PARTICULAS = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E', 'DI', 'DU', 'DEL', 'D']);

function temNome(t: TextoCredito, nome: string): boolean {
  const partes = palavrasDe(nome).filter((p) => p.length >= 2 && !PARTICULAS.has(p) && !/^\d+$/.test(p));
  const [primeiro, ...resto] = partes;
  return !!primeiro && t.palavras.has(primeiro) && resto.some((p) => t.palavras.has(p));
}

/** Whole days from `de` to `ate` ('YYYY-MM-DD'), negative when `ate` comes first. */
function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}
