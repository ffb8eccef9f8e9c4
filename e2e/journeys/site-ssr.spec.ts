import { expect, test, type Page } from './fixtures';
import { favoritarCartao } from './site-helpers';

type Imovel = { id: string; titulo: string; fotos: string[]; status: string };

/** Errors React logs when the browser's first render differs from the server's HTML. */
const vigiarHidratacao = (page: Page) => {
  const erros: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) erros.push(m.text());
  });
  page.on('pageerror', (e) => erros.push(e.message));
  return erros;
};

/** The page's markup as the server sent it, before any script ran. */
const htmlDoServidor = async (page: Page, caminho: string) => (await page.request.get(caminho)).text();

test('the listing arrives rendered, hydrates without a mismatch, and its filters then work', async ({
  page,
  request,
}) => {
  const alugueis = (await (await request.get('/api/imoveis?operacao=Aluguel&limite=100')).json()) as Imovel[];
  const html = await htmlDoServidor(page, '/imoveis?operacao=Aluguel');
  expect(html).toContain(alugueis[0]!.titulo);

  const erros = vigiarHidratacao(page);
  await page.goto('/imoveis?operacao=Aluguel');
  await expect(page.getByRole('heading', { level: 1, name: 'Imóveis' })).toBeVisible();
  await expect(page.getByRole('link', { name: alugueis[0]!.titulo }).first()).toBeVisible();
  // Interactive once hydrated: the filter form (open, since a filter is set) changes the URL and the list.
  await expect(page.getByLabel('Operação')).toHaveValue('Aluguel');
  await page.getByLabel('Operação').selectOption({ label: 'Comprar' });
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(page).toHaveURL(/[?&]operacao=Venda/);
  await expect(page.getByRole('link', { name: alugueis[0]!.titulo })).toHaveCount(0);
  await expect(page).toHaveTitle(/Morada Imóveis$/);
  expect(erros).toEqual([]);
});

test('a favourite marked in the browser survives the server-rendered reload without a mismatch', async ({
  page,
  request,
}) => {
  const [primeiro] = (await (await request.get('/api/imoveis?limite=1')).json()) as Imovel[];
  const erros = vigiarHidratacao(page);
  await page.goto('/imoveis');
  await favoritarCartao(page, primeiro!.titulo);
  await page.reload();
  // The server cannot know the hearts (they live in this browser); hydration adds them.
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: primeiro!.titulo })
      .getByRole('button', { name: 'Remover dos favoritos' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(erros).toEqual([]);
});

test("a property's page: rendered with its meta, the gallery works after hydration, old links redirect", async ({
  page,
  request,
}) => {
  const todos = (await (await request.get('/api/imoveis?limite=100')).json()) as Imovel[];
  const imovel = todos.find((i) => i.fotos.length > 1)!;
  // An old link answers 301 to the readable one.
  const antigo = await request.get(`/imovel/${imovel.id}`, { maxRedirects: 0 });
  expect(antigo.status()).toBe(301);
  const canonico = antigo.headers()['location']!;
  expect(canonico).toMatch(new RegExp(`^/imoveis/[a-z0-9-]+-${imovel.id}$`));

  // What WhatsApp reads, without running any script.
  const html = await htmlDoServidor(page, canonico);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+R\$ [\d.]+,\d{2}/);
  expect(html).toContain(`<meta property="og:image" content="`);
  expect(html).toContain('"@type":"RealEstateListing"');

  const erros = vigiarHidratacao(page);
  await page.goto(canonico);
  await expect(page.getByRole('heading', { level: 1, name: imovel.titulo })).toBeVisible();
  const principal = page.getByRole('img', { name: imovel.titulo }).first();
  const antes = await principal.getAttribute('src');
  await page.getByRole('button', { name: 'Foto 2' }).click();
  await expect(page.getByRole('button', { name: 'Foto 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(principal).not.toHaveAttribute('src', antes!);
  expect(erros).toEqual([]);
});

test('unknown pages and missing properties answer 404 with their page', async ({ page }) => {
  const desconhecida = await page.goto('/nao/existe');
  expect(desconhecida?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  const ausente = await page.goto('/imoveis/casa-centro-00000000-0000-4000-8000-000000000000');
  expect(ausente?.status()).toBe(404);
  await expect(page.getByText('Imóvel não encontrado.')).toBeVisible();
});

test('client navigation between server-rendered pages keeps working and names each tab', async ({ page }) => {
  const erros = vigiarHidratacao(page);
  await page.goto('/sobre');
  await expect(page).toHaveTitle('Sobre nós — Morada Imóveis');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contato' }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page).toHaveTitle('Contato — Morada Imóveis');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Imóveis' }).click();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/imoveis\/[a-z0-9-]+-[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle(/ — R\$ [\d.]+,\d{2}(\/mês)? — Morada Imóveis$/);
  expect(erros).toEqual([]);
});
