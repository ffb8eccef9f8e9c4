/**
 * Test helper: reads the feed back into a small tree, failing on XML that is not well formed
 * (unclosed or crossed tags, a bare "&" or "<", a forbidden control character). Enough for the
 * feed's elements, attributes, text and CDATA; no DTD, no comments, no namespaces resolved.
 */
export type No = { nome: string; attrs: Record<string, string>; filhos: No[]; texto: string };

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodificar = (t: string): string => {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(t)) throw new Error(`"&" solto em ${t}`);
  return t.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTIDADES[e]!);
};

export const lerXml = (xml: string): No => {
  if (/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(xml)) {
    throw new Error('caractere proibido no XML');
  }
  const corpo = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const raiz: No = { nome: '#doc', attrs: {}, filhos: [], texto: '' };
  const pilha: No[] = [raiz];
  const token =
    /<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of corpo.matchAll(token)) {
    const atual = pilha[pilha.length - 1]!;
    const [, cdata, fecha, nome, attrs, vazio, texto, solto] = m;
    if (solto) throw new Error(`"<" solto perto de ${corpo.slice(m.index, m.index + 30)}`);
    if (cdata !== undefined) atual.texto += cdata;
    else if (texto !== undefined) atual.texto += decodificar(texto);
    else if (fecha) {
      if (atual.nome !== nome) throw new Error(`</${nome}> fecha <${atual.nome}>`);
      pilha.pop();
    } else {
      const no: No = { nome: nome!, attrs: {}, filhos: [], texto: '' };
      for (const a of (attrs ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)) no.attrs[a[1]!] = decodificar(a[2]!);
      atual.filhos.push(no);
      if (!vazio) pilha.push(no);
    }
  }
  if (pilha.length !== 1) throw new Error(`<${pilha[pilha.length - 1]!.nome}> não foi fechado`);
  if (raiz.filhos.length !== 1) throw new Error('o documento precisa de um só elemento raiz');
  return raiz.filhos[0]!;
};

/** The first descendant at a path of names ('Details/ListPrice'), or undefined. */
export const achar = (no: No, caminho: string): No | undefined =>
  caminho.split('/').reduce<No | undefined>((n, nome) => n?.filhos.find((f) => f.nome === nome), no);

/** Every child of `no` named `nome`. */
export const todos = (no: No | undefined, nome: string): No[] =>
  no?.filhos.filter((f) => f.nome === nome) ?? [];

/** The text at a path, trimmed ('' when absent). */
export const texto = (no: No, caminho: string): string => achar(no, caminho)?.texto.trim() ?? '';
