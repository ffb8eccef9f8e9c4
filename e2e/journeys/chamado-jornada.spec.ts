import { expect, test, type Browser, type Page } from './fixtures';
import { entrarComoAdmin, pdfMinimo, pngSolido } from './admin-helpers';
import { ADMIN, entrarPelaTela, INQUILINA, loginApi, unico } from './site-helpers';

// Chamados (issue 36): the demo tenant opens one on her phone with a photo; the admin sets her
// property's approval limit on its page, triages (prestador, a cost above that limit, paid by the
// owner); the owner approves it on his phone; the admin concludes it with the receipt; the owner's
// repasse for the month then lists the expense, after a reload.
test.describe.configure({ mode: 'serial' });

const PROPRIETARIO = { email: 'proprietario@morada.com.br', senha: 'Proprietario@2026' };
const CELULAR = { width: 375, height: 812 };
const DESCRICAO = `Vazamento embaixo da pia da cozinha ${unico()}`;

let auth: { Authorization: string };
let chamado: { id: string; numero: number; imovelId: string };

const celular = async (browser: Browser) =>
  (await browser.newContext({ viewport: CELULAR, isMobile: true, hasTouch: true })).newPage();

/** A tab of the tenant's or the owner's area (the owner's Chamados tab carries a count). */
const aba = (page: Page, nome: RegExp) => page.getByRole('tab', { name: nome });

test.beforeAll(async ({ request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  auth = { Authorization: `Bearer ${token}` };
});

test('the tenant opens a chamado with a photo on her phone', async ({ browser, request }) => {
  const page = await celular(browser);
  await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
  await expect(page).toHaveURL(/\/locatario/);
  await aba(page, /^Chamados/).click();
  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  await page.getByLabel('Categoria').selectOption({ label: 'Hidráulica' });
  await page.getByLabel('Descrição').fill(DESCRICAO);
  await page.getByLabel('Urgência').selectOption({ label: 'Alta' });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pia.png', mimeType: 'image/png', buffer: pngSolido(90, 140, 200, 64) });
  await expect(page.getByRole('button', { name: 'Remover a foto 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar chamado' }).click();
  await expect(page.getByText(/Chamado nº \d+ aberto/).first()).toBeVisible();
  // The photo is private: the detail shows it read with her session.
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.context().close();

  const res = await request.get(`/api/admin/chamados?busca=${encodeURIComponent(DESCRICAO)}`, {
    headers: auth,
  });
  // The list answers the page's rows (its total in a header).
  const dados = (await res.json()) as { id: string; numero: number; imovelId: string }[];
  expect(dados).toHaveLength(1);
  chamado = dados[0]!;
  // Nobody without a session reads the photo.
  const lido = (await (await request.get(`/api/admin/chamados/${chamado.id}`, { headers: auth })).json()) as {
    fotos: string[];
  };
  expect(lido.fotos).toHaveLength(1);
  expect((await request.get(lido.fotos[0]!)).status()).toBe(401);
});

test("the admin sets the property's limit, then triages with a cost above it", async ({ page }) => {
  await entrarComoAdmin(page);
  await page.goto(`/admin/imoveis/editar/${chamado.imovelId}`);
  const limite = page.getByRole('form', { name: 'Limite de aprovação deste imóvel' });
  await limite.getByRole('checkbox', { name: /Usar o limite da imobiliária/ }).setChecked(false);
  await limite.getByRole('textbox', { name: 'Limite (R$)' }).fill('100,00');
  await limite.getByRole('button', { name: 'Salvar limite' }).click();
  await expect(limite.getByRole('status')).toHaveText('Limite de aprovação salvo: R$ 100,00.');

  await page.goto(`/admin/chamados/${chamado.id}`);
  const triagem = page.getByRole('form', { name: 'Triagem' });
  await triagem.getByLabel('Prestador').selectOption({ index: 1 });
  await triagem.getByLabel('Valor do serviço (R$)').fill('350,00');
  await triagem.getByLabel('Quem paga').selectOption({ label: 'Proprietário (descontado do repasse)' });
  await expect(triagem.getByRole('status')).toContainText('passa do limite de R$ 100,00');
  await triagem.getByRole('button', { name: 'Salvar triagem' }).click();
  await expect(page.getByText('Aguardando a resposta do proprietário ao orçamento.')).toBeVisible();
});

test('the owner approves the cost on his phone', async ({ browser }) => {
  const page = await celular(browser);
  await entrarPelaTela(page, PROPRIETARIO.email, PROPRIETARIO.senha);
  await expect(page).toHaveURL(/\/proprietario$/);
  await aba(page, /^Chamados/).click();
  const cartao = page.getByRole('article').filter({ hasText: DESCRICAO });
  await expect(cartao.getByText('Orçamento: R$ 350,00')).toBeVisible();
  await cartao.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText(`Orçamento do chamado nº ${chamado.numero} aprovado.`).first()).toBeVisible();
  await page.context().close();
});

test("the admin concludes it with the receipt, and the owner's repasse shows the expense", async ({
  page,
  browser,
}) => {
  await entrarComoAdmin(page);
  await page.goto(`/admin/chamados/${chamado.id}`);
  await expect(page.getByText('O proprietário aprovou R$ 350,00.')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir', exact: true }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo
    .getByLabel('Comprovante (PDF, JPG ou PNG)')
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: pdfMinimo() });
  await dialogo.getByRole('button', { name: 'Concluir chamado' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Comprovante: recibo.pdf')).toBeVisible();

  const dono = await celular(browser);
  await entrarPelaTela(dono, PROPRIETARIO.email, PROPRIETARIO.senha);
  await expect(dono).toHaveURL(/\/proprietario$/);
  /** The Repasses tab with every month's details open: the expense line of this chamado. */
  const despesaNoRepasse = async () => {
    await aba(dono, /^Repasses/).click();
    const verDetalhes = dono.getByRole('button', { name: 'Ver detalhes' });
    while ((await verDetalhes.count()) > 0) await verDetalhes.first().click();
    // The expense's own line (the innermost item: the month's repasse item holds it too).
    return dono
      .getByRole('listitem')
      .filter({ hasText: `Chamado nº ${chamado.numero}: Hidráulica` })
      .last();
  };
  await expect(await despesaNoRepasse()).toContainText('R$ 350,00');
  // Still there once the page is read again from the server.
  await dono.reload();
  await expect(await despesaNoRepasse()).toContainText('R$ 350,00');
  await dono.context().close();
});
