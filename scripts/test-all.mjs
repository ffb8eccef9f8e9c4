#!/usr/bin/env node
// Runs the static checks (prettier, eslint, typecheck), checks the dependency advisory floor, runs
// every suite (node unit/HTTP tests, Storybook story tests in Chromium, Playwright end-to-end and
// visual tests), then prints one plain closing line
// `N passed, N failed` with the real totals, because CI reads that line and not Vitest's own summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

const tempos = [];
const run = (label, cmd, args, env = {}) => {
  console.log(`\n━━ ${label} ━━`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  tempos.push(`${label}: ${Math.round((Date.now() - t0) / 1000)} s`);
  return r.status ?? 1;
};

const addVitest = (label, file, status) => {
  if (!existsSync(file)) {
    totals.failed += 1;
    problems.push(`${label}: sem relatório (saída ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A suite file that fails to load, or whose beforeAll fails (its tests then show as skipped),
  // has no failed test but is still a failure.
  const brokenFiles = (r.testResults ?? []).filter(
    (t) => t.status === 'failed' && !t.assertionResults.some((a) => a.status === 'failed'),
  );
  totals.failed += brokenFiles.length;
  if (r.numFailedTests || brokenFiles.length || status !== 0) problems.push(`${label}: falhou`);
};

/** Newest modification time under a directory (files only). */
const newestMtime = (dir) => {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

const storybookIsStale = () => {
  const index = join(root, 'storybook-static/index.json');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return ['packages/ui/src', 'packages/domain/src', '.storybook'].some(
    (d) => newestMtime(join(root, d)) > built,
  );
};

// 0. Static checks first (fast, and they fail early): formatting, lint, types. Each counts as one
// test; a red one fails the run but the suites below still run, so one run reports everything.
for (const [label, cmd, args] of [
  ['formatação (prettier --check .)', 'npx', ['prettier', '--check', '.']],
  ['lint (eslint .)', 'npx', ['eslint', '.']],
  ['tipos (turbo run typecheck)', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
]) {
  if (run(label, cmd, args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${label}: falhou`);
  }
}

// 1. Dependency advisory floor (scripts/advisories.json): one result per listed package installed,
// passed when every copy of it is at or above its floor.
{
  const file = join(out, 'advisories.json');
  const status = run('avisos de segurança (dependências)', 'node', [
    'scripts/check-advisories.mjs',
    `--json=${file}`,
  ]);
  if (!existsSync(file)) {
    totals.failed += 1;
    problems.push(`avisos de segurança: sem relatório (saída ${status})`);
  } else {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.passed;
    totals.failed += r.failed;
    if (r.failed || status !== 0) problems.push('avisos de segurança: falhou');
  }
}

/** One vitest run (extra: its own options) whose JSON report goes to out/relatorio and is counted. */
const rodarVitest = (rotulo, label, relatorio, extra = []) => {
  const file = join(out, relatorio);
  const status = run(rotulo, 'npx', [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  addVitest(label, file, status);
};

// 2. Node suites: domain, ui (story metadata), server (SQLite and PostgreSQL), api-client.
rodarVitest('domain · ui · server · api-client', 'vitest', 'vitest-node.json');

// 3. Storybook stories as tests (play functions + accessibility) in headless Chromium.
if (existsSync(join(root, '.storybook/vitest.config.ts'))) {
  if (hasChromium)
    rodarVitest('storybook (Chromium)', 'storybook', 'vitest-storybook.json', [
      '--config',
      '.storybook/vitest.config.ts',
    ]);
  else console.warn('! Chromium ausente: testes de stories ignorados.');
}

// 4. Production build, then Playwright: visual regression of the stories and end-to-end journeys.
if (existsSync(join(root, 'playwright.config.ts'))) {
  if (hasChromium) {
    const built = run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
    if (built !== 0) {
      totals.failed += 1;
      problems.push('build: falhou');
    } else {
      // The visual project screenshots storybook-static: rebuild it when missing or older than the stories.
      if (storybookIsStale()) {
        const sb = run('build-storybook', 'npm', ['run', 'build-storybook', '--', '--quiet']);
        if (sb !== 0) {
          totals.failed += 1;
          problems.push('build-storybook: falhou');
        }
      }
      const file = join(out, 'playwright.json');
      const status = run('playwright (Chromium)', 'npx', ['playwright', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      });
      if (existsSync(file)) {
        const s = JSON.parse(readFileSync(file, 'utf8')).stats;
        totals.passed += s.expected + (s.flaky ?? 0);
        totals.failed += s.unexpected;
        totals.skipped += s.skipped;
        if (s.unexpected || status !== 0) problems.push('playwright: falhou');
      } else {
        totals.failed += 1;
        problems.push(`playwright: sem relatório (saída ${status})`);
      }
    }
  } else console.warn('! Chromium ausente: testes end-to-end ignorados.');
}

// 5. Publishable packages: @morada/ui and @morada/domain packed, installed into a throwaway Vite
// app outside the repository (npm registry), built and rendered. One test.
{
  const label = 'pacotes publicáveis (app externo)';
  if (run(label, 'node', ['scripts/check-pacotes.mjs']) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${label}: falhou`);
  }
}

// Where the run's time went: the whole suite must stay under 30 minutes on a 2-core machine.
console.log(`\nTempo por etapa:\n  ${tempos.join('\n  ')}`);
if (problems.length) console.log(`\nFalhas: ${problems.join('; ')}`);
if (totals.skipped) console.log(`\n${totals.skipped} skipped`);
// The closing line CI reads: exactly `N passed, N failed`.
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed || problems.length ? 1 : 0);
