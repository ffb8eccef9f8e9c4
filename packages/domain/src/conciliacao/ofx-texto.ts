/**
 * Low-level readers for OFX text: decoding bytes by the file's own charset header, and turning
 * TRNAMT / DTxxx values into centavos and 'YYYY-MM-DD'. Pure; each returns null on bad input and
 * the parser turns that into an ExtratoInvalido naming the line.
 */

/**
 * The text of an OFX file given as bytes. OFX 1.x says its charset in the SGML header
 * (`ENCODING:USASCII` + `CHARSET:1252` is what BB, Itaú and Bradesco export; `ENCODING:UTF-8` +
 * `CHARSET:NONE` is the modern form); OFX 2.x in the XML declaration. Brazilian banks also write
 * `CHARSET:ISO-8859-1` or `8859-1`. The WHATWG decoder reads latin1 as windows-1252, a superset, so
 * both go to windows-1252. With no declaration, UTF-8 when the bytes are valid UTF-8, else 1252.
 */
export function decodificarOfx(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (u8[0] === 0xef && u8[1] === 0xbb && u8[2] === 0xbf)
    return new TextDecoder('utf-8').decode(u8.subarray(3));
  // The header is ASCII in every charset OFX allows, so reading it as 1252 is safe.
  const cabecalho = windows1252(u8.subarray(0, 1024));
  const codificacao = /ENCODING\s*:\s*([\w-]+)/i.exec(cabecalho)?.[1]?.toUpperCase();
  const charset = /CHARSET\s*:\s*([\w-]+)/i.exec(cabecalho)?.[1]?.toUpperCase();
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(cabecalho)?.[1]?.toUpperCase();
  const declarado = xml ?? (codificacao === 'UTF-8' || codificacao === 'UTF8' ? 'UTF-8' : charset);
  if (declarado === 'UTF-8' || declarado === 'UTF8') return new TextDecoder('utf-8').decode(u8);
  if (declarado && /1252|8859|LATIN|ANSI/.test(declarado)) return windows1252(u8);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(u8);
  } catch {
    return windows1252(u8);
  }
}

/**
 * windows-1252 by hand: some Node versions decode 'windows-1252' as plain latin1, turning the
 * 0x80–0x9F range (€, ‘ ’ “ ” –, Š, Œ…) into control characters. Same table in every runtime.
 */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
function windows1252(bytes: Uint8Array): string {
  let texto = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const pedaco = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b <= 0x9f ? (CP1252_80_9F[b - 0x80] ?? '') : String.fromCharCode(b),
    );
    texto += pedaco.join('');
  }
  return texto;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A leaf value as written: entities decoded, spaces collapsed and trimmed. */
export function textoOfx(bruto: string): string {
  return bruto
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (todo, nome: string) => {
      if (nome[0] === '#') {
        const codigo =
          nome[1] === 'x' || nome[1] === 'X' ? parseInt(nome.slice(2), 16) : parseInt(nome.slice(1), 10);
        return Number.isFinite(codigo) ? String.fromCodePoint(codigo) : todo;
      }
      return ENTIDADES[nome.toLowerCase()] ?? todo;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An OFX amount in integer centavos, sign kept. OFX says '.' is the decimal mark, but Brazilian
 * exports also write ',' (Bradesco, some Caixa files) and a few add thousands marks ('1.234,56').
 * When both marks appear the last one is the decimal mark; a single kind is always decimal
 * (OFX has no thousands grouping), so it may appear once. More than two decimals are rounded
 * half away from zero ('10.005' → 1001), which only happens in files padded with zeros.
 */
export function centavosOfx(valor: string): number | null {
  const m = /^([+-]?)\s*(\d*)(?:([.,])(\d*))?$/.exec(valor.replace(/\s/g, ''));
  let sinal: string;
  let inteiro: string;
  let decimais: string;
  if (m) {
    [, sinal = '', inteiro = '', , decimais = ''] = m;
  } else {
    const misto = /^([+-]?)(\d{1,3}(?:([.,])\d{3})+)([.,])(\d+)$/.exec(valor.replace(/\s/g, ''));
    if (!misto || misto[3] === misto[4]) return null;
    sinal = misto[1] ?? '';
    inteiro = (misto[2] ?? '').replace(/[.,]/g, '');
    decimais = misto[5] ?? '';
  }
  if (inteiro === '' && decimais === '') return null;
  const cents = Number(`${inteiro || '0'}${decimais.padEnd(2, '0').slice(0, 2)}`);
  const arredonda = decimais.length > 2 && Number(decimais[2]) >= 5 ? 1 : 0;
  const total = cents + arredonda;
  if (!Number.isSafeInteger(total)) return null;
  return sinal === '-' && total !== 0 ? -total : total;
}

/**
 * 'YYYY-MM-DD' from an OFX date: `YYYYMMDD`, `YYYYMMDDHHMMSS`, `…HHMMSS.XXX`, each optionally
 * followed by a time zone in brackets (`[-3:BRT]`, `[-03:EST]`, `[0:GMT]`, `[-3]`). The calendar
 * day is taken as written, not moved by the zone: a posting date is a day in the bank's books and
 * the time part is filler (banks write 000000 or 120000 with whatever zone their exporter knows),
 * so converting `20240105000000[0:GMT]` to Brasília would wrongly move it to the day before.
 */
export function dataOfx(valor: string): string | null {
  const m =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d{1,3})?)?)?\s*(?:\[\s*[+-]?\d{1,2}(?:\.\d+)?(?::[A-Za-z]{1,6})?\s*\])?$/.exec(
      valor.trim(),
    );
  if (!m) return null;
  const [, a, me, d, h, mi, s] = m;
  const ano = Number(a);
  const mes = Number(me);
  const dia = Number(d);
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  if (data.getUTCFullYear() !== ano || data.getUTCMonth() !== mes - 1 || data.getUTCDate() !== dia)
    return null;
  if ((h && Number(h) > 23) || (mi && Number(mi) > 59) || (s && Number(s) > 60)) return null;
  return `${a}-${me}-${d}`;
}
