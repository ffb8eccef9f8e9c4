import { expect, test, type Browser, type Page } from './fixtures';
import { entrarComoAdmin } from './admin-helpers';
import { entrarPelaTela, INQUILINA } from './site-helpers';

/**
 * No page of the product is wider than the screen: every route (and every tab of the screens that
 * have tabs) at 375, 768 and 1280 px, as a visitor, the demo tenant, the demo owner and the demo
 * admin. One signed-in page per role; each route is loaded once and measured at the three widths.
 */
const LARGURAS = [375, 768, 1280] as const;
const PROPRIETARIO = { email: 'proprietario@morada.com.br', senha: 'Proprietario@2026' };

const PUBLICAS = ['/', '/sobre', '/imoveis', '/contato', '/login', '/pagina-que-nao-existe'];
const ADMIN = [
  '/admin',
  '/admin/imoveis',
  '/admin/imoveis/novo',
  '/admin/contratos',
  '/admin/contratos/novo',
  '/admin/reajustes',
  '/admin/repasses',
  '/admin/usuarios',
  '/admin/usuarios/novo',
  '/admin/juridico',
  '/admin/relatorios',
  '/admin/notificacoes',
  '/admin/configuracoes',
];

const doisQuadros = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Measures the page as it is at each width (soft: one run names every route and width that fails). */
const medir = async (page: Page, rota: string) => {
  for (const largura of LARGURAS) {
    await page.setViewportSize({ width: largura, height: 800 });
    await doisQuadros(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect
      .soft(scrollWidth, `${rota} a ${largura} px: a página tem ${scrollWidth} px de largura`)
      .toBeLessThanOrEqual(innerWidth);
  }
  // On a laptop beside the sidebar, a table with a pinned Ações column shows all its columns: none
  // hides behind it (narrower screens scroll the table inside its box; a twelve-month statement
  // has no pinned column and scrolls at any width).
  const tabelas = await page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="table-container"]:has(th[data-fixo="fim"])')].map((t) => [
      t.scrollWidth,
      t.clientWidth,
    ]),
  );
  for (const [scroll, largura] of tabelas)
    expect
      .soft(scroll, `${rota} a 1280 px: uma tabela precisa de ${scroll} px e tem ${largura}`)
      .toBeLessThanOrEqual(largura!);
};

const abrir = async (page: Page, rota: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(rota);
  await page.waitForLoadState('networkidle');
  // By tag: a route that opens a dialog (…/novo) hides the page's heading from the accessibility tree.
  await expect(page.locator('h1').first()).toBeVisible();
};

/** Each tab of the screen, chosen at 1280 px and then measured at the three widths. */
const medirAbas = async (page: Page, rota: string) => {
  const abas = page.getByRole('tab');
  const total = await abas.count();
  for (let i = 0; i < total; i++) {
    await page.setViewportSize({ width: 1280, height: 800 });
    const aba = abas.nth(i);
    const nome = (await aba.innerText()).split('\n')[0]?.trim();
    await aba.click();
    await expect(aba).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await medir(page, `${rota} › ${nome}`);
  }
};

const novaPagina = async (browser: Browser, baseURL: string | undefined) =>
  (await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })).newPage();

test.describe('nenhuma página mais larga que a tela', () => {
  test('site público e detalhe de um imóvel', async ({ page }) => {
    for (const rota of PUBLICAS) {
      await abrir(page, rota);
      await medir(page, rota);
    }
    await abrir(page, '/imoveis');
    await page.locator('a[href^="/imoveis/"]').first().click();
    await page.waitForURL(/\/imoveis\/[^/]+$/);
    await page.waitForLoadState('networkidle');
    await medir(page, new URL(page.url()).pathname);
  });

  test('área do locatário, cada aba', async ({ browser, baseURL }) => {
    const page = await novaPagina(browser, baseURL);
    await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
    await page.waitForURL('**/locatario');
    await page.waitForLoadState('networkidle');
    await medirAbas(page, '/locatario');
    await page.context().close();
  });

  test('área do proprietário, cada aba', async ({ browser, baseURL }) => {
    const page = await novaPagina(browser, baseURL);
    await entrarPelaTela(page, PROPRIETARIO.email, PROPRIETARIO.senha);
    await page.waitForURL('**/proprietario');
    await page.waitForLoadState('networkidle');
    await medir(page, '/proprietario');
    await medirAbas(page, '/proprietario');
    await page.context().close();
  });

  test('back office, cada rota e cada aba', async ({ browser, baseURL }) => {
    const page = await novaPagina(browser, baseURL);
    await entrarComoAdmin(page);
    for (const rota of ADMIN) {
      await abrir(page, rota);
      await medir(page, rota);
      if (['/admin/juridico', '/admin/relatorios', '/admin/notificacoes'].includes(rota))
        await medirAbas(page, rota);
    }
    // A property's edit screen, reached from the list.
    await abrir(page, '/admin/imoveis');
    await page
      .getByRole('link', { name: /^Editar / })
      .first()
      .click();
    await page.waitForURL('**/admin/imoveis/editar/*');
    await page.waitForLoadState('networkidle');
    await medir(page, '/admin/imoveis/editar/:id');
    await page.context().close();
  });
});

test.describe('no celular', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('o menu fecha quando a navegação não passa por ele (voltar do navegador)', async ({ page }) => {
    await page.goto('/sobre');
    await page.goto('/contato');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await page.goBack();
    await page.waitForURL('**/sobre');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('o Contato do rodapé continua preenchido depois do login, sem recarregar', async ({ page }) => {
    await page.goto('/');
    const contato = page.locator('footer address');
    await expect(contato.getByRole('link', { name: /@/ })).toBeVisible();
    await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
    await page.waitForURL('**/locatario');
    await expect(contato.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(contato.getByRole('link', { name: /\d{4}/ })).toBeVisible();
  });
});
