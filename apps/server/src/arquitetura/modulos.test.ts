import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arquivosFonte, ciclos, importsDe, RAIZ, salaDe } from './grafo-de-imports';

/**
 * The server's shape (README, "Onde cada coisa fica"): rooms import each other without loops;
 * lib and http know no module; a module is reached only through its public face (index.ts).
 * Tests and fixtures are outside the graph. Run with the server suite, so CI keeps it.
 */
const fontes = arquivosFonte();
const arestas = fontes.flatMap((de) => importsDe(de).map((para) => ({ de, para })));
const rel = (f: string) => relative(RAIZ, f).split(sep).join('/');

const grafoDe = (no: (f: string) => string) => {
  const grafo = new Map<string, Set<string>>();
  for (const f of fontes) grafo.set(no(f), grafo.get(no(f)) ?? new Set());
  for (const { de, para } of arestas) if (no(de) !== no(para)) grafo.get(no(de))!.add(no(para));
  return grafo;
};

describe('módulos do servidor', () => {
  it('as salas (módulos, lib, http, db, seeds, arquivos da raiz) não se importam em círculo', () => {
    expect(ciclos(grafoDe(salaDe))).toEqual([]);
  });

  it('nenhum arquivo importa a si mesmo por um caminho de outros arquivos', () => {
    expect(ciclos(grafoDe(rel))).toEqual([]);
  });

  it('lib e http são a base: não importam módulos nem seeds', () => {
    const proibidas = arestas
      .filter(({ de }) => ['lib', 'http'].includes(salaDe(de)))
      .filter(({ para }) => salaDe(para).startsWith('modules/') || salaDe(para) === 'db/seed')
      .map(({ de, para }) => `${rel(de)} → ${rel(para)}`);
    expect(proibidas).toEqual([]);
  });

  it('de fora de um módulo, só se importa a sua face pública (index.ts)', () => {
    const profundas = arestas
      .filter(({ de, para }) => salaDe(para).startsWith('modules/') && salaDe(de) !== salaDe(para))
      .filter(({ para }) => para !== join(RAIZ, salaDe(para), 'index.ts'))
      .map(({ de, para }) => `${rel(de)} → ${rel(para)}`);
    expect(profundas).toEqual([]);
  });

  it('cada endpoint é declarado uma vez: nenhum handler repete papéis nem a leitura da entrada', () => {
    // The route declaration (@morada/domain/api) gives roles, params, query and body, applied by
    // http/endpoint. Two multipart routes read a JSON body themselves when no file is sent
    // (`tambemJson`); the site's pages are not the API.
    const excecoes: Record<string, RegExp> = {
      'modules/repasses/despesas.routes.ts': /^readJson$/,
      'modules/juridico/documentos.routes.ts': /^readJson$/,
      'modules/site/site.routes.ts': /^new Hono$/,
    };
    const repeticoes = fontes
      .filter((f) => rel(f).startsWith('modules/'))
      .flatMap((f) =>
        [
          ...readFileSync(f, 'utf8').matchAll(
            /\b(requireRole|requireAdmin|requireAuth|readJson|readQuery|idDoParametro|new Hono)\b/g,
          ),
        ]
          .map((m) => m[1]!)
          .filter((uso) => !excecoes[rel(f)]?.test(uso))
          .map((uso) => `${rel(f)}: ${uso}`),
      );
    expect(repeticoes).toEqual([]);
  });

  it('o teste enxerga o grafo: há módulos e arestas entre eles', () => {
    const modulos = new Set(fontes.map(salaDe).filter((s) => s.startsWith('modules/')));
    expect(modulos.size).toBeGreaterThan(15);
    expect(arestas.filter(({ de, para }) => dirname(de) !== dirname(para)).length).toBeGreaterThan(100);
  });
});
