import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { pngSolido } from './admin-helpers';
import { ADMIN, loginApi, unico } from './site-helpers';

// Issue 12, "the listing people expect": price/quartos/vagas/área filters, the three orders and
// 'Limpar filtros' in the URL; unavailable properties off the listing; the favourites page.

type Plano = {
  titulo: string;
  tipo: string;
  preco: number;
  quartos: string;
  vagas: string;
  area: string;
  status?: string;
};

const criar = async (request: APIRequestContext, token: string, cidade: string, p: Plano) => {
  const res = await request.post('/api/imoveis', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: p.titulo,
      tipo: p.tipo,
      operacao: 'Venda',
      preco: String(p.preco),
      endereco: 'Rua da Listagem, 12',
      bairro: 'Centro',
      cidade,
      estado: 'SP',
      areaUtil: p.area,
      quartos: p.quartos,
      vagas: p.vagas,
      descricao: 'Imóvel criado pela jornada da listagem.',
      status: p.status ?? 'Disponível',
      fotos: { name: 'foto.png', mimeType: 'image/png', buffer: pngSolido(160, 120, 90) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

/** Four properties of a city of their own: three available, one occupied. */
const preparar = async (request: APIRequestContext) => {
  const u = unico();
  const cidade = `Listagem ${u}`;
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const t = (n: string) => `${n} ${u}`;
  const planos = {
    a: {
      titulo: t('Studio econômico'),
      tipo: 'Apartamento',
      preco: 150000,
      quartos: '1',
      vagas: '0',
      area: '40',
    },
    b: {
      titulo: t('Apartamento família'),
      tipo: 'Apartamento',
      preco: 300000,
      quartos: '2',
      vagas: '1',
      area: '70',
    },
    c: { titulo: t('Casa ampla'), tipo: 'Casa', preco: 600000, quartos: '3', vagas: '2', area: '120' },
    d: {
      titulo: t('Casa ocupada'),
      tipo: 'Casa',
      preco: 200000,
      quartos: '2',
      vagas: '1',
      area: '80',
      status: 'Ocupado',
    },
  } satisfies Record<string, Plano>;
  const ids = {
    a: await criar(request, token, cidade, planos.a),
    b: await criar(request, token, cidade, planos.b),
    c: await criar(request, token, cidade, planos.c),
    d: await criar(request, token, cidade, planos.d),
  };
  const titulos = { a: planos.a.titulo, b: planos.b.titulo, c: planos.c.titulo, d: planos.d.titulo };
  return { cidade, ids, titulos };
};

/** Errors in the browser's console (a hydration mismatch is one), left out failed image loads. */
const vigiarErros = (page: Page) => {
  const erros: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) erros.push(m.text());
  });
  page.on('pageerror', (e) => erros.push(e.message));
  return erros;
};

const contagem = (page: Page) => page.getByText(/^\d+ (imóvel encontrado|imóveis encontrados)$/);
const titulosDosCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Imóveis' })
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

test('filters, order and “Limpar filtros” live in the URL; occupied properties stay out', async ({
  page,
  request,
}) => {
  const { cidade, titulos } = await preparar(request);
  const erros = vigiarErros(page);
  await page.goto(`/imoveis?localizacao=${encodeURIComponent(cidade)}`);
  await expect(contagem(page)).toHaveText('3 imóveis encontrados');
  await expect(page.getByRole('article', { name: titulos.d })).toHaveCount(0);

  // A filter in the link opens the panel with it filled in.
  await expect(page.getByLabel('Localização')).toHaveValue(cidade);
  await page.getByLabel('Preço mínimo').fill('200000');
  await page.getByLabel('Quartos').selectOption({ label: '2+' });
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(page).toHaveURL(/[?&]precoMin=200000(&|$)/);
  await expect(page).toHaveURL(/[?&]quartos=2(&|$)/);
  await expect(contagem(page)).toHaveText('2 imóveis encontrados');

  const ordem = page.getByLabel('Ordenar por');
  await expect(ordem).toHaveValue('recentes');
  await ordem.selectOption({ label: 'Menor preço' });
  await expect(page).toHaveURL(/[?&]ordem=menor-preco(&|$)/);
  await expect.poll(() => titulosDosCards(page)).toEqual([titulos.b, titulos.c]);
  await ordem.selectOption({ label: 'Maior preço' });
  await expect(page).toHaveURL(/[?&]ordem=maior-preco(&|$)/);
  await expect.poll(() => titulosDosCards(page)).toEqual([titulos.c, titulos.b]);

  // A reload (or a shared link) keeps the filters and the order.
  await page.reload();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('maior-preco');
  await expect(page.getByLabel('Preço mínimo')).toHaveValue('200000');
  await expect(page.getByLabel('Quartos')).toHaveValue('2');
  await expect.poll(() => titulosDosCards(page)).toEqual([titulos.c, titulos.b]);

  // One result: the count agrees.
  await page.getByLabel('Vagas').selectOption({ label: '2+' });
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(contagem(page)).toHaveText('1 imóvel encontrado');

  // Nothing matches: 'Limpar filtros' clears every filter (the order stays).
  await page.getByLabel('Área mínima').fill('500');
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(contagem(page)).toHaveText('0 imóveis encontrados');
  await expect(page.getByText('Nenhum imóvel encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/imoveis\?ordem=maior-preco$/);
  const publico = await request.get('/api/imoveis?limite=1');
  const total = Number(publico.headers()['x-total-count']);
  await expect(contagem(page)).toHaveText(
    total === 1 ? '1 imóvel encontrado' : `${total} imóveis encontrados`,
  );
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toHaveCount(0);

  // The API gives the same answer to anyone who is not an admin.
  const api = await request.get(`/api/imoveis?localizacao=${encodeURIComponent(cidade)}&status=Ocupado`);
  expect(Number(api.headers()['x-total-count'])).toBe(3);
  // The server-rendered pages (first load and reload, with filters and order) hydrated cleanly.
  expect(erros).toEqual([]);
});

test('favourites page: hearts from the listing, an unavailable favourite shown as such', async ({
  page,
  request,
}) => {
  const { cidade, ids, titulos } = await preparar(request);
  const erros = vigiarErros(page);

  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem imóveis favoritos.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver imóveis' }).click();
  await expect(page).toHaveURL(/\/imoveis$/);

  await page.goto(`/imoveis?localizacao=${encodeURIComponent(cidade)}`);
  const principal = page.getByRole('main');
  await expect(principal.getByRole('link', { name: 'Favoritos', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favoritos', exact: true })).toBeVisible();
  await page.getByRole('article', { name: titulos.a }).getByRole('button', { name: 'Favoritar' }).click();
  await page.getByRole('article', { name: titulos.c }).getByRole('button', { name: 'Favoritar' }).click();
  // The top bar's heart counts them too, on every page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favoritos (2)' })).toBeVisible();
  await principal.getByRole('link', { name: 'Favoritos (2)' }).click();
  await expect(page).toHaveURL(/\/favoritos$/);
  await expect(page.getByText('2 imóveis favoritos')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  // A property hearted earlier that has since been rented: still listed, marked as unavailable.
  await page.evaluate((id) => {
    const lista = JSON.parse(localStorage.getItem('morada-favoritos') ?? '[]') as string[];
    localStorage.setItem('morada-favoritos', JSON.stringify([...lista, id]));
  }, ids.d);
  await page.reload();
  await expect(page.getByText('3 imóveis favoritos')).toBeVisible();
  await expect(page.getByText('Não está mais disponível')).toHaveCount(1);
  await expect(page.getByText('Ocupado', { exact: true })).toBeVisible();

  // Its page says so, with no broker box, and leads back to the listing.
  await page.getByRole('article', { name: titulos.d }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: titulos.d })).toBeVisible();
  await expect(page.getByText('Este imóvel não está mais disponível.')).toBeVisible();
  await expect(page.getByText('Fale com um corretor')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver imóveis disponíveis' }).click();
  await expect(page).toHaveURL(/\/imoveis$/);

  // Un-hearting on the favourites page takes the card off.
  await page.goto('/favoritos');
  await page
    .getByRole('article', { name: titulos.a })
    .getByRole('button', { name: 'Remover dos favoritos' })
    .click();
  await expect(page.getByText('2 imóveis favoritos')).toBeVisible();
  await expect(page.getByRole('article', { name: titulos.a })).toHaveCount(0);

  // Another tab's heart reaches this one (the 'storage' event).
  const outra = await page.context().newPage();
  await outra.goto(`/imoveis?localizacao=${encodeURIComponent(cidade)}`);
  await outra.getByRole('article', { name: titulos.b }).getByRole('button', { name: 'Favoritar' }).click();
  await expect(page.getByRole('article', { name: titulos.b })).toBeVisible();
  await expect(page.getByText('3 imóveis favoritos')).toBeVisible();
  await outra.close();
  expect(erros).toEqual([]);
});

test('the server renders the filters and the order from the URL, and reads the form’s own GET', async ({
  request,
}) => {
  const { cidade, titulos } = await preparar(request);
  const local = encodeURIComponent(cidade);
  const html = await (await request.get(`/imoveis?localizacao=${local}&quartos=2&ordem=menor-preco`)).text();
  expect(html).toContain('2 imóveis encontrados');
  // Cheapest first, and the occupied one absent.
  expect(html.indexOf(titulos.b)).toBeGreaterThan(-1);
  expect(html.indexOf(titulos.b)).toBeLessThan(html.indexOf(titulos.c));
  expect(html).not.toContain(titulos.d);
  expect(html).toMatch(/<option value="menor-preco" selected="">Menor preço<\/option>/);
  // Before hydration the form's named fields submit as a plain GET ('todos' and blanks included):
  // the server reads it like any link.
  const nativo =
    `/imoveis?operacao=todos&tipo=todos&localizacao=${local}&precoMin=400000&precoMax=` +
    '&quartos=2&vagas=&areaMin=&areaMax=';
  const enviado = await (await request.get(nativo)).text();
  expect(enviado).toContain('1 imóvel encontrado');
  expect(enviado).toContain(titulos.c);
  expect(enviado).not.toContain(titulos.b);
  expect(enviado).toContain('name="precoMin"');
});
