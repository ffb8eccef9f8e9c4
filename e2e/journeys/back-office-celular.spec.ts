import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { entrarComoAdmin } from './admin-helpers';
import { entrarPelaTela, INQUILINA } from './site-helpers';

/**
 * Issue 32, 'The back office on a phone': at 375 px every admin list is a pile of cards (no table
 * to scroll), nothing inside a card or a dialog is cut, the payments dialog fits with its actions on
 * screen (and at 1280 px shows 'Enviar cobrança' whole), and the tenant's and owner's tabs show
 * every label whole.
 */
const PROPRIETARIO = { email: 'proprietario@morada.com.br', senha: 'Proprietario@2026' };
const CELULAR = { width: 375, height: 812 };

/** Admin lists, and the tabs to open on them (none: the list shown on arrival). */
const LISTAS: [string, string[]][] = [
  ['/admin/imoveis', []],
  ['/admin/contratos', []],
  ['/admin/usuarios', []],
  ['/admin/reajustes', []],
  ['/admin/repasses', []],
  ['/admin/juridico', ['Documentos', 'Processos']],
  ['/admin/notificacoes', ['Notificações enviadas']],
  ['/admin/relatorios', ['Receita', 'Inadimplência', 'Ocupação']],
];

const doisQuadros = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Boxes under `raiz` whose content is wider than they are: a text cut by overflow, or a part of a
 * table hidden behind a side scroll. A header left to screen readers is clipped on purpose.
 */
const cortados = (raiz: Locator) =>
  raiz.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter((e) => !e.closest('thead') && !e.closest('.sr-only') && e.getBoundingClientRect().width > 0)
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}: ${(e.textContent ?? '').trim().slice(0, 50)}`),
  );

/** Every table on screen is in card mode: its header hidden, each row a card (a block). */
const emCartoes = async (page: Page, onde: string) => {
  const tabelas = page.locator('[data-slot="table-container"]:visible');
  const total = await tabelas.count();
  for (let i = 0; i < total; i++) {
    const tabela = tabelas.nth(i);
    const { cartoes, linha, cabecalho } = await tabela.evaluate((el) => ({
      cartoes: el.hasAttribute('data-cartoes'),
      linha: getComputedStyle(el.querySelector('tbody > tr') ?? el).display,
      cabecalho: el.querySelector('thead')?.getBoundingClientRect().width ?? 0,
    }));
    expect.soft(cartoes, `${onde}: a tabela ${i + 1} não vira cartões no celular`).toBe(true);
    expect.soft(linha, `${onde}: a linha da tabela ${i + 1} não é um cartão`).toBe('block');
    expect.soft(cabecalho, `${onde}: o cabeçalho da tabela ${i + 1} aparece`).toBeLessThanOrEqual(1);
    expect.soft(await cortados(tabela), `${onde}: texto cortado num cartão`).toEqual([]);
  }
  const largura = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(largura, `${onde}: a página passa da tela`).toBeLessThanOrEqual(375);
};

const novaPagina = async (browser: Browser, baseURL: string | undefined) =>
  (
    await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: CELULAR })
  ).newPage();

/** The payments of the first contract with a month still open (its row has 'Enviar cobrança'). */
const abrirPagamentos = async (page: Page) => {
  await page.goto('/admin/contratos');
  await page.waitForLoadState('networkidle');
  const dialogo = page.getByRole('dialog', { name: /^Pagamentos do contrato/ });
  const contratos = page.getByRole('button', { name: /^Pagamentos CT-/ });
  const total = await contratos.count();
  for (let i = 0; i < total; i++) {
    await contratos.nth(i).click();
    await expect(dialogo.getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    if ((await dialogo.getByRole('button', { name: 'Enviar cobrança' }).count()) > 0) {
      await doisQuadros(page);
      return dialogo;
    }
    await page.keyboard.press('Escape');
    await expect(dialogo).toBeHidden();
  }
  throw new Error('nenhum contrato da agência de demonstração tem um mês em aberto');
};

/** Each 'Enviar cobrança' / 'Registrar pagamento' whole inside the dialog and on screen. */
const acoesInteiras = async (page: Page, dialogo: Locator, largura: number) => {
  const caixa = (await dialogo.boundingBox())!;
  const botoes = dialogo.getByRole('button', { name: /^(Enviar cobrança|Registrar pagamento)$/ });
  const total = await botoes.count();
  expect(total).toBeGreaterThan(0);
  for (let i = 0; i < total; i++) {
    const botao = botoes.nth(i);
    await botao.scrollIntoViewIfNeeded();
    const b = (await botao.boundingBox())!;
    expect(b.x, `${largura} px: botão ${i + 1} sai pela esquerda`).toBeGreaterThanOrEqual(caixa.x);
    expect(b.x + b.width, `${largura} px: botão ${i + 1} cortado`).toBeLessThanOrEqual(caixa.x + caixa.width);
    expect(b.x + b.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
};

test.describe('back office no celular', () => {
  test('cada lista do admin vira cartões, sem texto cortado', async ({ browser, baseURL }) => {
    const page = await novaPagina(browser, baseURL);
    await entrarComoAdmin(page);
    for (const [rota, abas] of LISTAS) {
      await page.goto(rota);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      await doisQuadros(page);
      if (abas.length === 0) await emCartoes(page, rota);
      for (const aba of abas) {
        await page.getByRole('tab', { name: aba, exact: true }).click();
        await page.waitForLoadState('networkidle');
        await doisQuadros(page);
        await emCartoes(page, `${rota} › ${aba}`);
      }
    }
    // The contract cards name the tenant under 'Inquilino'/'Locatário', whole.
    await page.goto('/admin/contratos');
    await page.waitForLoadState('networkidle');
    const celula = page.locator('[data-slot="table-container"] tbody td').nth(1);
    const rotulo = await celula.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(rotulo).toMatch(/^"(Inquilino|Locatário)"$/);
    await page.context().close();
  });

  test('o diálogo de pagamentos cabe a 375 px e mostra "Enviar cobrança" inteiro a 1280 px', async ({
    browser,
    baseURL,
  }) => {
    const page = await novaPagina(browser, baseURL);
    await entrarComoAdmin(page);
    const dialogo = await abrirPagamentos(page);
    expect(await cortados(dialogo)).toEqual([]);
    const caixa = (await dialogo.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(375);
    await acoesInteiras(page, dialogo, 375);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 800 });
    const largo = await abrirPagamentos(page);
    expect(await cortados(largo)).toEqual([]);
    await acoesInteiras(page, largo, 1280);
    await page.context().close();
  });

  test('as abas do locatário e do proprietário mostram cada nome inteiro', async ({ browser, baseURL }) => {
    for (const [conta, rota] of [
      [INQUILINA, '**/locatario'],
      [PROPRIETARIO, '**/proprietario'],
    ] as const) {
      const page = await novaPagina(browser, baseURL);
      await entrarPelaTela(page, conta.email, conta.senha);
      await page.waitForURL(rota);
      await page.waitForLoadState('networkidle');
      const lista = page.getByRole('tablist').first();
      await expect(lista).toBeVisible();
      expect(await cortados(lista), `${rota}: abas cortadas`).toEqual([]);
      const abas = lista.getByRole('tab');
      const total = await abas.count();
      expect(total).toBeGreaterThanOrEqual(4);
      const barra = (await lista.boundingBox())!;
      for (let i = 0; i < total; i++) {
        const b = (await abas.nth(i).boundingBox())!;
        expect(b.x, `${rota}: aba ${i + 1} fora da tela`).toBeGreaterThanOrEqual(0);
        expect(b.x + b.width, `${rota}: aba ${i + 1} fora da tela`).toBeLessThanOrEqual(375);
        // Inside the bar, not hanging below it over the tab's content.
        expect(b.y + b.height, `${rota}: aba ${i + 1} abaixo da barra`).toBeLessThanOrEqual(
          barra.y + barra.height + 0.5,
        );
      }
      await page.context().close();
    }
  });
});
