import { inflateSync } from 'node:zlib';

/**
 * The bytes of each stream: `/Length` bytes after `stream` when the dictionary gives a number
 * (compressed data may end in a CR, which a search for "\r\nendstream" would cut off and break the
 * inflate one time in 256), else up to `endstream`.
 */
function* streams(bruto: string): Generator<Buffer> {
  const re = /<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(bruto); m; m = re.exec(bruto)) {
    const inicio = m.index + m[0].length;
    const tamanho = /\/Length (\d+)\b(?!\s+\d+\s+R)/.exec(m[1]!)?.[1];
    const fim = tamanho ? inicio + Number(tamanho) : bruto.indexOf('endstream', inicio);
    yield Buffer.from(bruto.slice(inicio, fim), 'latin1');
    re.lastIndex = fim;
  }
}

/**
 * The text a PDF drawn by pdf-lib shows (standard fonts write WinAnsi strings as <hex> Tj inside
 * Flate-compressed content streams). Test support: enough to assert what a receipt says.
 */
export const textoDoPdf = (bytes: Uint8Array): string => {
  const partes: string[] = [];
  for (const dados of streams(Buffer.from(bytes).toString('latin1'))) {
    let conteudo: string;
    try {
      conteudo = inflateSync(dados).toString('latin1');
    } catch {
      conteudo = dados.toString('latin1');
    }
    for (const h of conteudo.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      partes.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
  }
  return partes.join('\n');
};
