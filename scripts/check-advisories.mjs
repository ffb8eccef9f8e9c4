#!/usr/bin/env node
// Dependency advisory floor (docs/decisions/007): every INSTALLED copy of a package listed in
// scripts/advisories.json — hoisted, nested under another package, or in a workspace's own
// node_modules — must be at or above its floor. `npm audit` needs the registry's audit service,
// which this network does not reach; this check works offline against a reviewed list.
// Usage: npm run check:advisories [-- --raiz DIR --avisos FILE --json RELATORIO.json]
// Exit 0 when every copy passes, 1 when one is below its floor (one message per package), 2 when
// the list itself is unusable.
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const raizRepo = new URL('..', import.meta.url).pathname;
const { values: opt } = parseArgs({
  options: {
    raiz: { type: 'string', default: raizRepo },
    avisos: { type: 'string', default: join(raizRepo, 'scripts', 'advisories.json') },
    json: { type: 'string' },
  },
});

// ── semver: MAJOR.MINOR.PATCH[-prerelease][+build], compared as semver.org §11 says ──
const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

const lerVersao = (texto) => {
  const m = SEMVER.exec(String(texto).trim());
  if (!m) return undefined;
  return { texto, nums: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
};

const compararPre = (a, b) => {
  if (!a.length || !b.length) return b.length - a.length; // a release ranks above its prereleases
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1;
    if (b[i] === undefined) return 1;
    const na = /^\d+$/.test(a[i]);
    const nb = /^\d+$/.test(b[i]);
    if (na && nb && Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i]);
    if (na !== nb) return na ? -1 : 1; // numeric identifiers rank below alphanumeric ones
    if (!na && a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
};

/** Negative, zero or positive as version a is below, equal to or above version b. */
const compararVersoes = (a, b) => {
  for (let i = 0; i < 3; i++) if (a.nums[i] !== b.nums[i]) return a.nums[i] - b.nums[i];
  return compararPre(a.pre, b.pre);
};

/** A release line: the major, or major.minor below 1.0 (where minors break compatibility). */
const linha = (v) => (v.nums[0] === 0 ? `0.${v.nums[1]}` : String(v.nums[0]));

/** The floor a version answers to: its own line's, else the highest one. */
const pisoPara = (v, pisos) =>
  pisos.find((p) => linha(p) === linha(v)) ?? pisos.reduce((a, b) => (compararVersoes(a, b) >= 0 ? a : b));

// ── installed copies: walk node_modules (scopes, nested node_modules), never through symlinks ──
const pastasDeWorkspace = (raiz) => {
  const arquivo = join(raiz, 'package.json');
  if (!existsSync(arquivo)) return [];
  const padroes = JSON.parse(readFileSync(arquivo, 'utf8')).workspaces ?? [];
  return (Array.isArray(padroes) ? padroes : (padroes.packages ?? [])).flatMap((p) => {
    if (!p.endsWith('/*')) return [join(raiz, p)];
    const base = join(raiz, p.slice(0, -2));
    if (!existsSync(base)) return [];
    return readdirSync(base, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(base, e.name));
  });
};

const copiasInstaladas = (raiz, nomes) => {
  const copias = new Map([...nomes].map((n) => [n, []]));
  const visitarPacote = (pasta) => {
    if (lstatSync(pasta).isSymbolicLink()) return; // workspace links: their node_modules are walked below
    const manifesto = join(pasta, 'package.json');
    if (existsSync(manifesto)) {
      const { name, version } = JSON.parse(readFileSync(manifesto, 'utf8'));
      copias.get(name)?.push({ caminho: relative(raiz, pasta), versao: String(version) });
    }
    visitarNodeModules(join(pasta, 'node_modules'));
  };
  const visitarNodeModules = (pasta) => {
    if (!existsSync(pasta)) return;
    for (const e of readdirSync(pasta, { withFileTypes: true })) {
      if (e.name.startsWith('.') || !(e.isDirectory() || e.isSymbolicLink())) continue;
      if (e.name.startsWith('@') && e.isDirectory()) {
        for (const s of readdirSync(join(pasta, e.name))) visitarPacote(join(pasta, e.name, s));
      } else visitarPacote(join(pasta, e.name));
    }
  };
  for (const pasta of [raiz, ...pastasDeWorkspace(raiz)]) visitarNodeModules(join(pasta, 'node_modules'));
  return copias;
};

// ── the check ──
const sair = (codigo, mensagem) => {
  console.error(mensagem);
  process.exit(codigo);
};

if (!existsSync(opt.avisos)) sair(2, `Lista de avisos não encontrada: ${opt.avisos}`);
const lista = JSON.parse(readFileSync(opt.avisos, 'utf8'));
const pacotes = Object.entries(lista.packages ?? {});
if (!pacotes.length) sair(2, `Nenhum pacote em ${opt.avisos}`);

const hoje = new Date().toISOString().slice(0, 10);
const copias = copiasInstaladas(
  opt.raiz,
  pacotes.map(([nome]) => nome),
);
const resultados = [];

for (const [nome, regra] of pacotes) {
  const problemas = [];
  const pisos = [regra.min].flat().map(lerVersao);
  if (!pisos.length || pisos.includes(undefined)) {
    resultados.push({ nome, status: 'falhou', problemas: [`piso inválido: ${JSON.stringify(regra.min)}`] });
    continue;
  }
  // The list must not contradict itself: no floor below a version its own advisories name as fixed.
  for (const a of regra.advisories ?? []) {
    const corrigida = lerVersao(a.fixedBy);
    if (!corrigida) problemas.push(`${a.id}: fixedBy inválido (${a.fixedBy})`);
    else if (compararVersoes(pisoPara(corrigida, pisos), corrigida) < 0) {
      problemas.push(`piso ${pisoPara(corrigida, pisos).texto} abaixo de ${a.fixedBy}, que corrige ${a.id}`);
    }
  }
  const instaladas = copias.get(nome) ?? [];
  const aceitas = [];
  for (const c of instaladas) {
    const v = lerVersao(c.versao);
    if (!v) {
      problemas.push(`${c.caminho}: versão ilegível "${c.versao}"`);
      continue;
    }
    const piso = pisoPara(v, pisos);
    if (compararVersoes(v, piso) >= 0) continue;
    const excecao = (regra.exceptions ?? []).find((e) => e.path === c.caminho && e.version === c.versao);
    if (excecao && excecao.until >= hoje) {
      aceitas.push(`${c.caminho} ${c.versao} aceito até ${excecao.until}: ${excecao.reason}`);
      continue;
    }
    const avisos = (regra.advisories ?? [])
      .filter((a) => !lerVersao(a.fixedBy) || compararVersoes(v, lerVersao(a.fixedBy)) < 0)
      .map((a) => `${a.id} (${a.reason})`);
    problemas.push(
      `${c.caminho} ${c.versao} abaixo do piso ${piso.texto}` +
        (excecao ? ` (exceção vencida em ${excecao.until})` : '') +
        (avisos.length ? ` — ${avisos.join('; ')}` : ''),
    );
  }
  const status = problemas.length ? 'falhou' : instaladas.length ? 'passou' : 'ausente';
  resultados.push({ nome, status, versoes: instaladas.map((c) => c.versao), problemas, aceitas });
}

const min = (regra) => [regra.min].flat().join(' | ');
for (const r of resultados) {
  const regra = lista.packages[r.nome];
  if (r.status === 'passou') {
    console.log(`✓ ${r.nome} ${[...new Set(r.versoes)].join(', ')} (piso ${min(regra)})`);
    for (const a of r.aceitas) console.log(`    ! ${a}`);
  } else if (r.status === 'ausente') console.log(`· ${r.nome} não instalado (piso ${min(regra)})`);
  else for (const p of r.problemas) console.log(`✗ ${r.nome}: ${p}`);
}
const contagem = {
  passed: resultados.filter((r) => r.status === 'passou').length,
  failed: resultados.filter((r) => r.status === 'falhou').length,
  absent: resultados.filter((r) => r.status === 'ausente').length,
};
console.log(
  `\nAvisos de segurança (revisados em ${lista.reviewed}): ${contagem.passed} pacotes no piso ou acima,` +
    ` ${contagem.failed} abaixo, ${contagem.absent} não instalados`,
);
if (opt.json) writeFileSync(opt.json, JSON.stringify({ ...contagem, resultados }, null, 2));
process.exit(contagem.failed ? 1 : 0);
