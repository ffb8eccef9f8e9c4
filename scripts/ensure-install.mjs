#!/usr/bin/env node
// Installs what a fresh clone lacks, so `npm start` and `npm test` are the only commands a newcomer
// needs. `npm ci` cannot be used against this registry (see README), so dependencies come from
// `npm install` with the committed lockfile. With --test-deps it also installs Debian's Chromium
// (browser tests) and PostgreSQL (the repository suite's second dialect) when it can.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const root = new URL('..', import.meta.url).pathname;

const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('› Instalando dependências (npm install)…');
  run('npm install --no-audit --no-fund');
}

if (process.argv.includes('--test-deps')) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  const wants = [];
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) wants.push('chromium');
  if (!existsSync('/usr/lib/postgresql')) wants.push('postgresql');
  // pdfsig (poppler) checks the PAdES signature of signed documents independently of our code.
  if (!existsSync('/usr/bin/pdfsig')) wants.push('poppler-utils');
  if (wants.length && isRoot && hasApt) {
    console.log(`› Instalando pacotes do sistema: ${wants.join(', ')}…`);
    try {
      run('apt-get update -qq');
      run(
        `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${wants.join(' ')} fonts-liberation`,
      );
    } catch {
      console.warn(
        '! Não foi possível instalar pacotes do sistema; os testes que dependem deles serão ignorados.',
      );
    }
  } else if (wants.length) {
    console.warn(
      `! Faltam ${wants.join(', ')} (instale com apt-get); os testes que dependem deles serão ignorados.`,
    );
  }
}
