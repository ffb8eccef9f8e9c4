import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONVENTIONS (issue 16): Kysely queries live only in `*.repository.ts` files; routes, services,
 * jobs and infrastructure call named repository functions. Tests, fixtures, src/db (migrations,
 * seeds, the connection) and src/test are out of scope.
 */
const RAIZ = import.meta.dirname;

const foraDoEscopo = (caminho: string) =>
  /\.(test|fixture)\.tsx?$/.test(caminho) ||
  caminho.startsWith(`db${sep}`) ||
  caminho.startsWith(`test${sep}`) ||
  caminho.endsWith('.d.ts');

const arquivos = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return /\.tsx?$/.test(e.name) ? [caminho] : [];
  });

/** Block comments and whole-line `//` comments (JSDoc may quote a query). */
const semComentarios = (codigo: string) =>
  codigo.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const CONSTRUTOR = /\.\s*(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\s*\(/;

/** The text of each sql`…` template (interpolations blanked), e.g. sql<number>`count(*)`. */
const templatesSql = (codigo: string): string[] => {
  const saida: string[] = [];
  const inicio = /\bsql\s*(<[^`;]*?>)?\s*`/g;
  for (let m = inicio.exec(codigo); m; m = inicio.exec(codigo)) {
    let i = inicio.lastIndex;
    let texto = '';
    let profundidade = 0;
    for (; i < codigo.length; i++) {
      const c = codigo[i]!;
      if (profundidade === 0 && c === '\\') {
        texto += codigo.slice(i, i + 2);
        i++;
      } else if (profundidade === 0 && c === '`') break;
      else if (profundidade === 0 && c === '$' && codigo[i + 1] === '{') {
        profundidade = 1;
        texto += ' ? ';
        i++;
      } else if (profundidade > 0) {
        if (c === '{') profundidade++;
        else if (c === '}') profundidade--;
      } else texto += c;
    }
    saida.push(texto);
    inicio.lastIndex = i + 1;
  }
  return saida;
};

/**
 * A raw template that reads or writes tables: a statement keyword (select, insert, from…) or a
 * qualified column (`limites_taxa.inicio`). A pure expression such as `${padrao} escape '\\'`
 * passes; in a file with a query builder every template goes with it anyway.
 */
const ACESSO_SQL =
  /\b(select|insert|update|delete|from|into|join|exists|analyze|vacuum|pragma|truncate|create|drop|alter)\b|\b[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\b/i;

const consultaForaDeRepositorio = (codigo: string): string | undefined => {
  const limpo = semComentarios(codigo);
  const construtor = CONSTRUTOR.exec(limpo);
  if (construtor) return construtor[0].replace(/\s+/g, '');
  const bruto = templatesSql(limpo).find((t) => ACESSO_SQL.test(t));
  return bruto === undefined ? undefined : `sql\`${bruto.trim().slice(0, 40)}\``;
};

describe('consultas em repositórios', () => {
  it('recognises a query and a table access, and lets a pure expression through', () => {
    expect(consultaForaDeRepositorio("await db\n  .selectFrom('usuarios').selectAll()")).toBe('.selectFrom(');
    expect(consultaForaDeRepositorio("trx.deleteFrom('x')")).toBe('.deleteFrom(');
    expect(consultaForaDeRepositorio('await sql`analyze`.execute(db)')).toBe('sql`analyze`');
    expect(consultaForaDeRepositorio('sql<number>`limites_taxa.n + ${1}`')).toMatch(/^sql`limites_taxa/);
    expect(consultaForaDeRepositorio("sql<string>`${padrao} escape '\\\\'`")).toBeUndefined();
    expect(consultaForaDeRepositorio('/** db.selectFrom(x) in a comment */ const a = 1;')).toBeUndefined();
  });

  it('no file other than a *.repository.ts runs a query', () => {
    const fora = arquivos(RAIZ)
      .map((caminho) => relative(RAIZ, caminho))
      .filter((caminho) => !foraDoEscopo(caminho) && !caminho.endsWith('.repository.ts'))
      .flatMap((caminho) => {
        const achado = consultaForaDeRepositorio(readFileSync(join(RAIZ, caminho), 'utf8'));
        return achado ? [`${caminho.split(sep).join('/')}: ${achado}`] : [];
      });
    expect(fora).toEqual([]);
  });
});
