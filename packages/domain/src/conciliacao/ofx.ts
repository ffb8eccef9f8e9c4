import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';
import { centavosOfx, dataOfx, decodificarOfx, textoOfx } from './ofx-texto';

const E = MSG_COBRANCA_BANCARIA.conciliacao.erros;

/** One statement line (STMTTRN). */
export interface TransacaoOfx {
  fitid: string;
  /** TRNTYPE as the bank wrote it (CREDIT, DEBIT, PAYMENT, XFER, DEP, OTHER…); 'OTHER' when absent. */
  tipo: string;
  /** DTPOSTED as 'YYYY-MM-DD'. */
  data: string;
  /** TRNAMT in centavos; credits positive, debits negative. */
  valorCentavos: number;
  memo: string;
  nome: string | null;
  /** CHECKNUM, else REFNUM. */
  documento: string | null;
  /**
   * 1 for the first line of the file with this (fitid, data, valor, memo), 2 for an identical
   * second one, …: two equal PIX on the same day stay two credits (see chaveDoCredito).
   */
  ocorrencia: number;
  /** Line of the file where this STMTTRN starts, to point the admin at it. */
  linha: number;
}

/** A bank statement read from an OFX file. */
export interface ExtratoOfx {
  /** BANKID (e.g. '0001', '341', '0260'): as written. */
  banco: string;
  agencia: string | null;
  conta: string;
  /** DTSTART / DTEND; when the bank omits them, the first and last posting dates. */
  inicio: string;
  fim: string;
  /** CURDEF, 'BRL' when absent. */
  moeda: string;
  transacoes: TransacaoOfx[];
}

/**
 * A statement the product refuses whole: nothing in it is booked. The message is pt-BR, names the
 * line and the tag, and is shown to the admin as is.
 */
export class ExtratoInvalido extends Error {
  override readonly name = 'ExtratoInvalido';
  constructor(
    readonly linha: number,
    readonly tag: string,
    detalhe: string,
  ) {
    super(E.naLinha(linha, tag, detalhe));
  }
}

type Campo = { valor: string; linha: number };
type Rascunho = { linha: number; campos: Partial<Record<string, Campo>> };

/** Aggregates whose leaves we read or must keep apart (a PAYEE's NAME is not the line's NAME). */
const AGREGADOS = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'STATUS',
  'BANKMSGSRSV1',
  'STMTTRNRS',
  'STMTRS',
  'CREDITCARDMSGSRSV1',
  'CCSTMTTRNRS',
  'CCSTMTRS',
  'BANKACCTFROM',
  'CCACCTFROM',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'BANKACCTTO',
  'CCACCTTO',
  'LEDGERBAL',
  'AVAILBAL',
  'FI',
  'CURRENCY',
  'ORIGCURRENCY',
  'BALLIST',
  'BAL',
]);

/**
 * Reads an OFX 1.x (SGML: leaf tags without closing tags, `<TRNAMT>-10.00`) or 2.x (XML) bank
 * statement. Bytes are decoded by the file's CHARSET / encoding header (see decodificarOfx).
 * Quirks of Brazilian exports accepted: windows-1252 text, missing leaf and STMTTRN closing tags,
 * everything on one line, dates without time, `[-3:BRT]` zones, ',' decimals, repeated FITIDs.
 * Throws ExtratoInvalido for anything that is not a whole, readable statement.
 */
export function lerOfx(entrada: string | ArrayBuffer | Uint8Array): ExtratoOfx {
  const texto = typeof entrada === 'string' ? entrada : decodificarOfx(entrada);
  const inicioOfx = texto.search(/<OFX>/i);
  if (inicioOfx < 0) throw new ExtratoInvalido(1, 'OFX', E.semOfx);

  let linha = 1 + contarQuebras(texto, 0, inicioOfx);
  let pos = inicioOfx;
  const pilha: string[] = [];
  const conta: Record<string, string> = {};
  const lista: Partial<Record<string, Campo>> = {};
  let moeda: string | undefined;
  let rascunho: Rascunho | null = null;
  let listas = 0;
  let listaFechada = false;
  let cartao = false;
  const transacoes: TransacaoOfx[] = [];
  const topo = () => pilha[pilha.length - 1];

  const fecharTransacao = () => {
    if (rascunho) transacoes.push(transacaoDe(rascunho));
    rascunho = null;
  };
  const fechar = (tag: string) => {
    while (pilha.length > 0) {
      const saiu = pilha.pop();
      if (saiu === 'STMTTRN') fecharTransacao();
      if (saiu === 'BANKTRANLIST') listaFechada = true;
      if (saiu === tag) return;
    }
  };

  const marca = /<(\/?)([A-Za-z0-9_.]+)\s*>([^<]*)/g;
  marca.lastIndex = inicioOfx;
  for (let m = marca.exec(texto); m; m = marca.exec(texto)) {
    linha += contarQuebras(texto, pos, m.index);
    pos = m.index;
    const [, barra, nomeBruto = '', resto = ''] = m;
    const tag = nomeBruto.toUpperCase();
    const valor = textoOfx(resto);

    if (barra) {
      if (!AGREGADOS.has(tag)) continue; // the closing tag of an XML leaf
      if (!pilha.includes(tag)) throw new ExtratoInvalido(linha, tag, E.fechamento(tag));
      fechar(tag);
      continue;
    }
    if (AGREGADOS.has(tag)) {
      if (tag === 'STMTTRN' && topo() === 'STMTTRN') fechar('STMTTRN'); // SGML without </STMTTRN>
      if (tag === 'BANKTRANLIST' && ++listas > 1) throw new ExtratoInvalido(linha, tag, E.maisDeUmaConta);
      if ((tag === 'BANKACCTFROM' || tag === 'CCACCTFROM') && conta.ACCTID !== undefined)
        throw new ExtratoInvalido(linha, tag, E.maisDeUmaConta);
      if (tag === 'STMTTRN') rascunho = { linha, campos: {} };
      if (tag === 'CCACCTFROM') cartao = true;
      pilha.push(tag);
      continue;
    }
    if (valor === '') continue; // an empty leaf (<MEMO></MEMO>, <MEMO>) says nothing
    const onde = topo();
    if (onde === 'STMTTRN' && rascunho) (rascunho as Rascunho).campos[tag] ??= { valor, linha };
    else if (onde === 'BANKACCTFROM' || onde === 'CCACCTFROM') conta[tag] ??= valor;
    else if (onde === 'BANKTRANLIST') lista[tag] ??= { valor, linha };
    else if ((onde === 'STMTRS' || onde === 'CCSTMTRS') && tag === 'CURDEF') moeda ??= valor.toUpperCase();
    else if (onde === 'STATUS' && tag === 'CODE' && !/^0+$/.test(valor))
      throw new ExtratoInvalido(linha, tag, E.status(valor));
  }
  const ultimaLinha = linha + contarQuebras(texto.trimEnd(), pos, texto.length); // the last line with text

  if (listas === 0) throw new ExtratoInvalido(ultimaLinha, 'BANKTRANLIST', E.semLista);
  if (!listaFechada) throw new ExtratoInvalido(ultimaLinha, 'BANKTRANLIST', E.truncado);
  if (conta.ACCTID === undefined) throw new ExtratoInvalido(ultimaLinha, 'ACCTID', E.semConta('ACCTID'));
  // A bank statement must say its bank (wrong-bank files are refused by the caller); a card one has none.
  if (conta.BANKID === undefined && !cartao)
    throw new ExtratoInvalido(ultimaLinha, 'BANKID', E.semConta('BANKID'));

  const datas = transacoes.map((t) => t.data).sort();
  const dataDaLista = (tag: 'DTSTART' | 'DTEND', padrao: string | undefined) => {
    const campo = lista[tag];
    if (!campo) return padrao ?? '';
    const data = dataOfx(campo.valor);
    if (!data) throw new ExtratoInvalido(campo.linha, tag, E.data(campo.valor));
    return data;
  };
  return {
    banco: conta.BANKID ?? '',
    agencia: conta.BRANCHID ?? null,
    conta: conta.ACCTID,
    inicio: dataDaLista('DTSTART', datas[0]),
    fim: dataDaLista('DTEND', datas[datas.length - 1]),
    moeda: moeda ?? 'BRL',
    transacoes: numerarOcorrencias(transacoes),
  };
}

function transacaoDe(r: Rascunho): TransacaoOfx {
  const exigir = (tag: string) => {
    const campo = r.campos[tag];
    if (!campo) throw new ExtratoInvalido(r.linha, 'STMTTRN', E.faltaCampo(tag));
    return campo;
  };
  const fitid = exigir('FITID');
  const dt = exigir('DTPOSTED');
  const amt = exigir('TRNAMT');
  const data = dataOfx(dt.valor);
  if (!data) throw new ExtratoInvalido(dt.linha, 'DTPOSTED', E.data(dt.valor));
  const valorCentavos = centavosOfx(amt.valor);
  if (valorCentavos === null) throw new ExtratoInvalido(amt.linha, 'TRNAMT', E.valor(amt.valor));
  return {
    fitid: fitid.valor,
    tipo: r.campos.TRNTYPE?.valor.toUpperCase() ?? 'OTHER',
    data,
    valorCentavos,
    memo: r.campos.MEMO?.valor ?? '',
    nome: r.campos.NAME?.valor ?? null,
    documento: r.campos.CHECKNUM?.valor ?? r.campos.REFNUM?.valor ?? null,
    ocorrencia: 1,
    linha: r.linha,
  };
}

function numerarOcorrencias(transacoes: TransacaoOfx[]): TransacaoOfx[] {
  const vistas = new Map<string, number>();
  return transacoes.map((t) => {
    const k = identidade(t);
    const n = (vistas.get(k) ?? 0) + 1;
    vistas.set(k, n);
    return n === 1 ? t : { ...t, ocorrencia: n };
  });
}

function contarQuebras(texto: string, de: number, ate: number): number {
  let n = 0;
  for (let i = texto.indexOf('\n', de); i >= 0 && i < ate; i = texto.indexOf('\n', i + 1)) n++;
  return n;
}

/** Memo compared without accents, case or spacing: the same line exported twice may differ in charset. */
const memoNormalizado = (memo: string) =>
  memo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

const identidade = (t: Pick<TransacaoOfx, 'fitid' | 'data' | 'valorCentavos' | 'memo'>) =>
  [t.fitid.trim(), t.data, String(t.valorCentavos), memoNormalizado(t.memo)].join('\u001f');

/** FNV-1a 64-bit: small, stable, and the same in Node and the browser. */
function fnv1a64(texto: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(texto)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/**
 * The key that books a statement line at most once, whatever is imported again.
 * Why not FITID alone: Itaú repeats FITIDs across days (and across distinct lines of a day), so
 * the key is a hash of (fitid, data, valor, memo) — the same in every export of that line,
 * including overlapping statements — plus the line's `ocorrencia` when an identical line repeats
 * in the file. Scoped by bank, branch and account, because FITIDs are only unique per account.
 * Format: `ofx:<banco>:<agencia>:<conta>:<16 hex>[#n]`.
 */
export function chaveDoCredito(
  conta: Pick<ExtratoOfx, 'banco' | 'agencia' | 'conta'>,
  transacao: Pick<TransacaoOfx, 'fitid' | 'data' | 'valorCentavos' | 'memo' | 'ocorrencia'>,
): string {
  const limpo = (s: string | null) => (s ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const sufixo = transacao.ocorrencia > 1 ? `#${transacao.ocorrencia}` : '';
  return `ofx:${limpo(conta.banco)}:${limpo(conta.agencia)}:${limpo(conta.conta)}:${fnv1a64(identidade(transacao))}${sufixo}`;
}
