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
  // A page that navigates away at once (the back office sending a visitor to /login) destroys the
  // context of this check: then press and wait, which outlive navigations.
  const precisa = await page
    .evaluate(
      () =>
        !!document.getElementById('morada-dados') && !document.documentElement.hasAttribute('data-hidratado'),
    )
    .catch(() => true);
  if (!precisa) return;
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () => !document.getElementById('morada-dados') || document.documentElement.hasAttribute('data-hidratado'),
    undefined,
    { timeout: 15_000 },
  );
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

export const test = base.extend<{ hidratacao: void }>({
  hidratacao: [
    async ({ page }, use) => {
      corrigirNavegacao(page);
      await use();
    },
    { auto: true },
  ],
});
