import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** apps/server/src, where the graph is read. */
export const RAIZ = resolve(import.meta.dirname, '..');

/** Tests, fixtures and the test harness may reach anything; they are not part of the graph. */
export const ehDeTeste = (caminho: string) =>
  /\.(test|fixture)\.tsx?$/.test(caminho) || relative(RAIZ, caminho).startsWith(`test${sep}`);

const arquivos = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const caminho = join(dir, e.name);
    if (e.isDirectory()) return arquivos(caminho);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [caminho] : [];
  });

/** The files of the graph: every source file of src except tests and fixtures. */
export const arquivosFonte = (): string[] => arquivos(RAIZ).filter((f) => !ehDeTeste(f));

const resolver = (base: string) => ['.ts', '.tsx', `${sep}index.ts`].map((e) => base + e).find(existsSync);

/** Relative imports of a file (static, re-exports and dynamic), resolved to files of src. */
export const importsDe = (arquivo: string): string[] => {
  const codigo = readFileSync(arquivo, 'utf8');
  const alvos: string[] = [];
  for (const [, spec] of codigo.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const alvo = resolver(resolve(dirname(arquivo), spec!.replace(/\.js$/, '')));
    if (alvo) alvos.push(alvo);
  }
  return alvos;
};

/**
 * The room a file belongs to: a module is a folder under modules/; db/seed, db, http and lib are
 * rooms of their own; a file at the root of src (app, index, env, …) is its own room.
 */
export const salaDe = (arquivo: string): string => {
  const partes = relative(RAIZ, arquivo).split(sep);
  if (partes[0] === 'modules') return `modules/${partes[1]}`;
  if (partes[0] === 'db' && partes[1] === 'seed') return 'db/seed';
  if (partes.length === 1) return partes[0]!.replace(/\.tsx?$/, '');
  return partes[0]!;
};

/** Strongly connected components with more than one node (Tarjan): each one is a loop. */
export const ciclos = (grafo: Map<string, Set<string>>): string[][] => {
  let indice = 0;
  const pilha: string[] = [];
  const naPilha = new Set<string>();
  const ordem = new Map<string, number>();
  const menor = new Map<string, number>();
  const achados: string[][] = [];
  const visitar = (v: string) => {
    ordem.set(v, indice);
    menor.set(v, indice++);
    pilha.push(v);
    naPilha.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!ordem.has(w)) {
        visitar(w);
        menor.set(v, Math.min(menor.get(v)!, menor.get(w)!));
      } else if (naPilha.has(w)) menor.set(v, Math.min(menor.get(v)!, ordem.get(w)!));
    }
    if (menor.get(v) === ordem.get(v)) {
      const componente: string[] = [];
      let w: string;
      do {
        w = pilha.pop()!;
        naPilha.delete(w);
        componente.push(w);
      } while (w !== v);
      if (componente.length > 1 || grafo.get(v)?.has(v)) achados.push(componente.sort());
    }
  };
  for (const v of grafo.keys()) if (!ordem.has(v)) visitar(v);
  return achados;
};
