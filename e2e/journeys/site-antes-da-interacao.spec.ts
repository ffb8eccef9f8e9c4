import { expect, semHidratarAoNavegar, test, type Page } from './fixtures';
import {
  enviarContato,
  entrarPelaTela,
  favoritarCartao,
  INQUILINA,
  mensagensDeContato,
  unico,
} from './site-helpers';

type Imovel = { id: string; titulo: string; fotos: string[] };

/** The site's scripts the page has asked for so far (the inline loader is part of the HTML). */
const vigiarScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\/assets\/[^?]+\.js$/.test(r.url())) scripts.push(r.url());
  });
  return scripts;
};

const hidratado = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-hidratado'));

test.beforeEach(({ page }) => {
  semHidratarAoNavegar(page);
});

test('a public page loads no script until the visitor interacts, then hydrates', async ({
  page,
  request,
}) => {
  const [primeiro] = (await (await request.get('/api/imoveis?limite=1')).json()) as Imovel[];
  const detalhe = (await request.get(`/imoveis/${primeiro!.id}`, { maxRedirects: 0 })).headers()['location']!;
  for (const caminho of ['/', '/imoveis', detalhe, '/contato', '/login']) {
    const scripts = vigiarScripts(page);
    await page.goto(caminho);
    await page.waitForLoadState('networkidle');
    expect(scripts, caminho).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hidratado'))).toBe(false);
    await page.keyboard.press('Shift');
    await hidratado(page);
    expect(scripts.length, caminho).toBeGreaterThan(0);
    page.removeAllListeners('request');
  }
});

test('a heart clicked before hydration is kept once the page hydrates', async ({ page, request }) => {
  const [primeiro] = (await (await request.get('/api/imoveis?limite=1')).json()) as Imovel[];
  await page.goto('/imoveis');
  // The pointer over the heart starts the scripts; its click waits for React and is then replayed.
  await favoritarCartao(page, primeiro!.titulo);
  expect(await page.evaluate(() => localStorage.getItem('morada-favoritos'))).toContain(primeiro!.id);
});

test('the gallery answers a click made before hydration', async ({ page, request }) => {
  const todos = (await (await request.get('/api/imoveis?limite=100')).json()) as Imovel[];
  const imovel = todos.find((i) => i.fotos.length > 1)!;
  await page.goto(`/imovel/${imovel.id}`);
  await page.getByRole('button', { name: 'Foto 2' }).click();
  await expect(page.getByRole('button', { name: 'Foto 2' })).toHaveAttribute('aria-pressed', 'true');
});

test('filters typed and chosen before hydration reach the search', async ({ page }) => {
  await page.goto('/imoveis?operacao=Aluguel');
  // Typed into the page as the server sent it: React's state learns the values when it hydrates.
  await page.getByLabel('Preço mínimo').fill('1500');
  await page.getByLabel('Quartos').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(page).toHaveURL(/[?&]precoMin=1500/);
  await expect(page).toHaveURL(/[?&]quartos=2/);
  await expect(page).toHaveURL(/[?&]operacao=Aluguel/);
});

test('a contact form filled and sent before hydration reaches the server', async ({ page, request }) => {
  const assunto = `Antes da hidratação ${unico()}`;
  await page.goto('/contato');
  await enviarContato(page, {
    nome: 'Visitante Apressado',
    email: 'apressado@example.com',
    assunto,
    mensagem: 'Escrevi antes de a página terminar de carregar.',
  });
  const mensagens = await mensagensDeContato(request);
  expect(mensagens.find((m) => m.assunto === assunto)).toMatchObject({ nome: 'Visitante Apressado' });
});

test('a tenant who signs in before the page hydrates reaches the tenant area', async ({ page }) => {
  await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
  await expect(page).toHaveURL(/\/locatario$/);
  await expect(page.getByText(INQUILINA.nome).first()).toBeVisible();
});

test('the top bar’s "Registrar" opens the sign-in page on its Registrar tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Registrar' }).click();
  await expect(page).toHaveURL(/\/login\?aba=registrar$/);
  // Rendered so by the server: no interaction needed to see the right tab.
  await expect(page.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Nome completo')).toBeVisible();
});

test('the invitation and new-password pages show their forms without waiting for a touch', async ({
  page,
}) => {
  // Their job needs the app (the token is read by it): it loads at once, not on the first touch.
  await page.goto('/login?convite=nao-existe-mais-0000');
  await expect(
    page.getByText(
      'Este link de acesso é inválido, expirou ou já foi usado. Peça um novo link à imobiliária.',
    ),
  ).toBeVisible();
  await page.goto('/login?reset=qualquer-token-0000');
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the first tap on the Registrar tab of a freshly loaded /login opens it', async ({ page }) => {
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hidratado'))).toBe(false);
    await page.getByRole('tab', { name: 'Registrar' }).tap();
    await expect(page.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Nome completo')).toBeVisible();
  });
});
