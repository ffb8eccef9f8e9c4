import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import { entrarComoAdmin, esperarToast } from './admin-helpers';
import { entrarPelaTela, INQUILINA, unico } from './site-helpers';

test('Relatórios: the revenue table, CSV and PDF downloads, and the owners’ annual statement', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  await page.getByRole('link', { name: 'Relatórios', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/relatorios$/);
  const ano = new Date().getFullYear();
  await expect(page.getByText(`Receita ${ano}: recebido x esperado x meta`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^01/${ano}`) })).toBeVisible();

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV', exact: true }).click();
  const arquivoCsv = await csv;
  expect(arquivoCsv.suggestedFilename()).toBe(`receita_${ano}.csv`);
  const linhas = (await readFile((await arquivoCsv.path()) ?? '', 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  // Excel pt-BR opens it in columns: cells split on ;.
  expect(linhas[0]).toBe('Mês;Esperado;Recebido;Multas e juros;Meta;% da meta');
  expect(linhas).toHaveLength(14);

  await page.getByRole('tab', { name: 'Extrato anual (proprietários)' }).click();
  await expect(page.getByText(`Informe anual de aluguéis recebidos - ${ano}`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Roberto Almeida/ }).first()).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const arquivoPdf = await pdf;
  expect(arquivoPdf.suggestedFilename()).toBe(`extrato_proprietarios_${ano}.pdf`);
  const doc = await PDFDocument.load(await readFile((await arquivoPdf.path()) ?? ''));
  expect(doc.getTitle()).toBe(`Informe anual de aluguéis recebidos - ${ano}`);

  await page.getByRole('tab', { name: 'Inadimplência' }).click();
  await expect(page.getByRole('row', { name: /CT-2026-001/ }).first()).toBeVisible();
});

test('Notificações: the admin sends a notice and the tenant reads it in her area', async ({
  page,
  browser,
}) => {
  const titulo = `Vistoria ${unico()}`;
  await entrarComoAdmin(page);
  await page.getByRole('link', { name: 'Notificações', exact: true }).click();
  await page.getByRole('tab', { name: 'Notificações enviadas' }).click();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('Destinatário é obrigatório')).toBeVisible();
  // The recipient is searched on the server as the admin types (a combobox, not a list of every tenant).
  await page.getByRole('combobox', { name: 'Destinatário' }).fill(INQUILINA.email);
  await page.getByRole('option', { name: /Mariana Costa/ }).click();
  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Mensagem').fill('A vistoria anual será no dia 13/12, às 10h.');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  // No SMTP in the e2e server: the notice is in her area, its e-mail waits in the outbox.
  await esperarToast(page, 'Notificação na fila');
  await expect(
    page.getByText('O aviso já está na área do destinatário; o e-mail aguarda na caixa de saída.').first(),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(titulo) })).toBeVisible();

  const tenant = await (await browser.newContext()).newPage();
  await entrarPelaTela(tenant, INQUILINA.email, INQUILINA.senha);
  await tenant.getByRole('tab', { name: /^Notificações/ }).click();
  await expect(tenant.getByText(titulo)).toBeVisible();
  await tenant.context().close();
});
