import { expect, test } from './fixtures';
import { enviarContato, mensagensDeContato, unico } from './site-helpers';

const contagem = async (page: import('@playwright/test').Page) => {
  const texto = await page.getByText(/^\d+ (imóvel encontrado|imóveis encontrados)$/).textContent();
  return Number(texto?.split(' ')[0]);
};

test('a visitor filters the listing; the URL keeps the filter across a reload', async ({ page, request }) => {
  await page.goto('/imoveis');
  await expect(page.getByRole('heading', { level: 1, name: 'Imóveis' })).toBeVisible();
  await expect(page.getByText(/^\d+ imóveis encontrados$/)).toBeVisible();
  const todos = await contagem(page);
  const api = await request.get('/api/imoveis?limite=100');
  expect(Number(api.headers()['x-total-count'])).toBe(todos);
  // The demo's rented properties are occupied: the public sees the available ones only.
  expect(todos).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Operação').selectOption({ label: 'Alugar' });
  await page.getByRole('button', { name: 'Buscar Imóveis' }).click();
  await expect(page).toHaveURL(/[?&]operacao=Aluguel/);
  await expect.poll(() => contagem(page)).toBeLessThan(todos);
  const alugueis = await contagem(page);
  const apiAluguel = await request.get('/api/imoveis?operacao=Aluguel');
  expect(Number(apiAluguel.headers()['x-total-count'])).toBe(alugueis);
  await expect(page.getByRole('article').first()).toContainText('/mês');

  await page.reload();
  await expect(page).toHaveURL(/[?&]operacao=Aluguel/);
  await expect.poll(() => contagem(page)).toBe(alugueis);
  await expect(page.getByLabel('Operação')).toHaveValue('Aluguel');

  // Lista switches to the large cards.
  await page.getByRole('button', { name: 'Lista' }).click();
  await expect(page.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
});

test('a property opens by /imoveis/:id and by /imovel/:id', async ({ page, request }) => {
  const [imovel] = (await (await request.get('/api/imoveis?limite=1')).json()) as {
    id: string;
    titulo: string;
  }[];
  expect(imovel).toBeTruthy();
  await page.goto('/imoveis');
  await page.getByRole('link', { name: imovel!.titulo }).first().click();
  // The canonical address: a readable slug, then the id.
  await expect(page).toHaveURL(new RegExp(`/imoveis/[a-z0-9-]+-${imovel!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: imovel!.titulo })).toBeVisible();
  await expect(page.getByText('Fale com um corretor')).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Ligar' })).toHaveAttribute('href', /^tel:\+?\d+$/);

  await page.goto(`/imovel/${imovel!.id}`);
  await expect(page).toHaveURL(new RegExp(`/imoveis/[a-z0-9-]+-${imovel!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: imovel!.titulo })).toBeVisible();

  await page.goto('/imoveis/nao-existe-123');
  await expect(page.getByText('Imóvel não encontrado.')).toBeVisible();
});

test('a contact message is stored by the server', async ({ page, request }) => {
  const assunto = `Visita ${unico()}`;
  await page.goto('/contato');
  await enviarContato(page, {
    nome: 'Visitante E2E',
    email: 'visitante@example.com',
    assunto,
    mensagem: 'Gostaria de agendar uma visita ao apartamento.',
  });
  await expect(page.getByLabel('Nome')).toHaveValue('');

  const mensagens = await mensagensDeContato(request);
  expect(mensagens.find((m) => m.assunto === assunto)).toMatchObject({
    nome: 'Visitante E2E',
    email: 'visitante@example.com',
  });
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});
