import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by pdf-lib shows (standard fonts write WinAnsi strings as <hex> Tj inside
 * Flate-compressed content streams). Test support: enough to assert what a receipt says.
 */
export const textoDoPdf = (bytes: Uint8Array): string => {
  const bruto = Buffer.from(bytes).toString('latin1');
  const partes: string[] = [];
  const re = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = re.exec(bruto); m; m = re.exec(bruto)) {
    const dados = Buffer.from(m[1]!, 'latin1');
    let conteudo: string;
    try {
      conteudo = inflateSync(dados).toString('latin1');
    } catch {
      conteudo = m[1]!;
    }
    for (const h of conteudo.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      partes.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
  }
  return partes.join('\n');
};
