import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/check-advisories.mjs (npm run check:advisories, the first step of npm test) run the way
// CI runs it, against node_modules trees built here.
const SCRIPT = fileURLToPath(new URL('../../../../scripts/check-advisories.mjs', import.meta.url));
const raiz = mkdtempSync(join(tmpdir(), 'morada-avisos-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

const AVISOS = {
  reviewed: '2026-11-23',
  packages: {
    hono: {
      min: '4.13.5',
      advisories: [{ id: 'GHSA-g6gw-c38x-mqfc', fixedBy: '4.13.5', reason: 'parseBody memory' }],
    },
    '@hono/node-server': {
      min: ['1.19.15', '2.0.5'],
      advisories: [{ id: 'GHSA-frvp-7c67-39w9', fixedBy: '1.19.15', reason: 'serve-static traversal' }],
    },
    vite: { min: ['7.3.5', '8.0.16'], advisories: [] },
    kysely: { min: '0.28.17', advisories: [] },
    'react-router': { min: '7.18.2', advisories: [] },
    esbuild: {
      min: '0.28.1',
      advisories: [],
      exceptions: [
        {
          path: 'node_modules/tsup/node_modules/esbuild',
          version: '0.27.7',
          until: '2999-01-01',
          reason: 'build only',
        },
      ],
    },
    '@remix-run/router': { min: '1.23.2', advisories: [] },
  },
};

/** A repository with `copias` installed ({ 'node_modules/x/node_modules/hono': '4.12.0' }). */
const repositorio = (nome: string, copias: Record<string, string>, avisos: unknown = AVISOS) => {
  const dir = join(raiz, nome);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
  writeFileSync(join(dir, 'advisories.json'), JSON.stringify(avisos));
  for (const [caminho, version] of Object.entries(copias)) {
    mkdirSync(join(dir, caminho), { recursive: true });
    const name = caminho.split('node_modules/').at(-1);
    writeFileSync(join(dir, caminho, 'package.json'), JSON.stringify({ name, version }));
  }
  return dir;
};

const verificar = (dir: string) => {
  const relatorio = join(dir, 'relatorio.json');
  const r = spawnSync(
    process.execPath,
    [SCRIPT, '--raiz', dir, '--avisos', join(dir, 'advisories.json'), '--json', relatorio],
    { encoding: 'utf8' },
  );
  const contagem = JSON.parse(readFileSync(relatorio, 'utf8')) as { passed: number; failed: number };
  return { status: r.status, saida: r.stdout, passed: contagem.passed, failed: contagem.failed };
};

const EM_DIA = {
  'node_modules/hono': '4.13.5',
  'node_modules/@hono/node-server': '1.19.19',
  'node_modules/vite': '8.3.8',
  'node_modules/kysely': '0.29.0',
  'apps/site/node_modules/react-router': '7.18.2',
  'node_modules/esbuild': '0.28.2',
  'node_modules/tsup/node_modules/esbuild': '0.27.7',
};

describe('check-advisories', () => {
  it('passes when every installed copy is at or above its floor, counting one result per package', () => {
    const r = verificar(repositorio('em-dia', EM_DIA));
    expect(r.status, r.saida).toBe(0);
    expect([r.passed, r.failed]).toEqual([6, 0]);
    expect(r.saida).toContain('✓ hono 4.13.5 (piso 4.13.5)');
    expect(r.saida).toContain('· @remix-run/router não instalado');
    expect(r.saida).toContain('node_modules/tsup/node_modules/esbuild 0.27.7 aceito até 2999-01-01');
  });

  it('fails naming the package, the copy and the advisory when one copy is below its floor', () => {
    const r = verificar(
      repositorio('abaixo', {
        ...EM_DIA,
        // Hoisted copy fine, a nested one left behind by another package:
        'node_modules/outro/node_modules/hono': '4.12.0',
        // Its own 1.x line is older than that line's fix:
        'node_modules/@hono/node-server': '1.19.12',
        // A prerelease of the fixed version is still below it:
        'node_modules/vite': '8.0.16-beta.1',
      }),
    );
    expect(r.status).toBe(1);
    expect([r.passed, r.failed]).toEqual([3, 3]);
    expect(r.saida).toContain(
      '✗ hono: node_modules/outro/node_modules/hono 4.12.0 abaixo do piso 4.13.5 — GHSA-g6gw-c38x-mqfc (parseBody memory)',
    );
    expect(r.saida).toContain(
      '✗ @hono/node-server: node_modules/@hono/node-server 1.19.12 abaixo do piso 1.19.15',
    );
    expect(r.saida).toContain('✗ vite: node_modules/vite 8.0.16-beta.1 abaixo do piso 8.0.16');
  });

  it('a release line with no floor of its own answers to the highest one', () => {
    const r = verificar(repositorio('linha', { ...EM_DIA, 'node_modules/vite': '6.4.1' }));
    expect([r.status, r.failed]).toEqual([1, 1]);
    expect(r.saida).toContain('✗ vite: node_modules/vite 6.4.1 abaixo do piso 8.0.16');
  });

  it('an accepted exception stops counting on its date, and a floor below its own fix is refused', () => {
    const avisos = structuredClone(AVISOS);
    avisos.packages.esbuild.exceptions[0]!.until = '2020-01-01';
    avisos.packages.hono.min = '4.13.4';
    const r = verificar(repositorio('vencida', EM_DIA, avisos));
    expect([r.status, r.failed]).toEqual([1, 2]);
    expect(r.saida).toContain('(exceção vencida em 2020-01-01)');
    expect(r.saida).toContain('✗ hono: piso 4.13.4 abaixo de 4.13.5, que corrige GHSA-g6gw-c38x-mqfc');
  });
});
