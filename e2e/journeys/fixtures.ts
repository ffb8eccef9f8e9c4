import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/**
 * A server-rendered page is visible (and its links work) before React has hydrated it; its
 * JavaScript loads on the visitor's first interaction (SCRIPT_CARREGAR_APP), and a click on a
 * button in that moment is held and replayed once React owns the page. The journeys act at
 * machine speed, so after every navigation they press Shift (an interaction that changes nothing)
 * and wait until the page is hydrated: the site marks <html data-hidratado> once React owns it.
 * Pages without server rendering (the back office, the tenant area) carry no 'morada-dados' and
 * pass at once. A test about the page before hydration opts out with `semHidratarAoNavegar(page)`.
 */
const esperarHidratacao = async (page: Page) => {
  if (semHidratar.has(page)) return;
  const limite = Date.now() + 15_000;
  for (;;) {
    // 'pronta': the client app or a hydrated page; 'servidor': rendered, waiting for an interaction;
    // 'navegando': the page went on (a client app sending the visitor to /login) mid-check.
    const estado = await page
      .evaluate(() =>
        !document.getElementById('morada-dados') || document.documentElement.hasAttribute('data-hidratado')
          ? 'pronta'
          : 'servidor',
      )
      .catch(() => 'navegando');
    if (estado === 'pronta') return;
    if (Date.now() > limite) throw new Error('A página renderizada no servidor não hidratou em 15 s.');
    // Pressed again while waiting: a press sent while a redirect replaced the page reached no one.
    if (estado === 'servidor') await page.keyboard.press('Shift').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const semHidratar = new WeakSet<Page>();
/** This page's goto and reload leave the page as the visitor first gets it: not hydrated. */
export const semHidratarAoNavegar = (page: Page) => semHidratar.add(page);

let corrigido = false;
/** Every page of the run (also those of browser.newContext()) waits after goto and reload. */
const corrigirNavegacao = (page: Page) => {
  if (corrigido) return;
  corrigido = true;
  const prototipo = Object.getPrototypeOf(page) as Page;
  const goto = prototipo.goto;
  const reload = prototipo.reload;
  prototipo.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const resposta = await goto.apply(this, args);
    await esperarHidratacao(this);
    return resposta;
  };
  prototipo.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const resposta = await reload.apply(this, args);
    await esperarHidratacao(this);
    return resposta;
  };
};

/**
 * Each test signs in from an address of its own, as separate people would: the server (with
 * TRUST_PROXY, as behind the production proxy) reads it from X-Forwarded-For. The journeys sign in
 * some hundred times in one run, all from 127.0.0.1, and the per-address limit of sign-ins (60 in 15
 * minutes) belongs to one person, not to a whole test suite. Limits per account still apply.
 */
let testes = 0;
export const test = base.extend<{ hidratacao: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, usar) => {
    testes++;
    await usar({
      ...extraHTTPHeaders,
      'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(testes / 250)}.${testes % 250}`,
    });
  },
  hidratacao: [
    async ({ page }, use) => {
      corrigirNavegacao(page);
      await use();
    },
    { auto: true },
  ],
});
