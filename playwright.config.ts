import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (Playwright cannot download its own browser here).
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** A free loopback port, asked of the OS once per run (the config is evaluated in every worker). */
const freePort = (name: string) => {
  const key = `MORADA_${name}_PORT`;
  if (!process.env[key]) {
    process.env[key] = execSync(
      `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
    )
      .toString()
      .trim();
  }
  return Number(process.env[key]);
};

const appPort = freePort('APP');
const storybookPort = freePort('STORYBOOK');
process.env.MORADA_E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'morada-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // One worker per core: the journeys share one server and its data, so they run one at a time; the
  // visual stories are independent and take the other core.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  reporter: [['list'], ['json']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    launchOptions: { executablePath, args: chromiumArgs },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'e2e/journeys',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${appPort}`, channel: undefined },
    },
    {
      name: 'visual',
      testDir: 'e2e/visual',
      fullyParallel: true,
      // A screenshot that differs once and matches on the retry is reported as flaky, not passed
      // silently: a real change differs twice. (Playwright also replaces the worker after a failure,
      // so the retry runs in a new browser context: stories.spec.ts keeps one page per worker.)
      retries: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${storybookPort}`,
        channel: undefined,
        // Recording a trace of every story cost ~40 % of the run; a failing story is traced on its
        // retry, next to its diff image.
        trace: 'on-first-retry',
      },
    },
    {
      // Every docs page of the static Storybook: overlays, theme, errors, phone widths, contrast.
      name: 'docs',
      testDir: 'e2e/docs',
      fullyParallel: true,
      // A page plays dozens of stories in frames, one after another, on a machine shared with the
      // visual run: a play that loses a race once and passes on the retry is reported as flaky (and
      // fixed), not as a broken page; a real fault fails both times.
      retries: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${storybookPort}`,
        channel: undefined,
        trace: 'retain-on-failure',
      },
    },
  ],
  webServer: [
    {
      // The production build, on a throwaway data directory with the demo agency.
      command: 'node apps/server/dist/index.js',
      url: `http://127.0.0.1:${appPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.MORADA_E2E_DATA_DIR,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        // Tests reach only loopback: the daily job's Banco Central calls meet a closed port.
        SGS_URL: 'http://127.0.0.1:9',
        CEP_URL: 'http://127.0.0.1:9',
        // Behind a proxy, as in production: each journey signs in from its own address (fixtures.ts).
        TRUST_PROXY: 'true',
      },
    },
    {
      command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
