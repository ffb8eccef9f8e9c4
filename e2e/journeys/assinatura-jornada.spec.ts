import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures';
import { entrarComoAdmin } from './admin-helpers';
import { ADMIN, entrarPelaTela, INQUILINA, loginApi } from './site-helpers';

// Electronic signatures (issue 37): the admin sends the lease of Mariana's demo contract for
// signature (no SMTP: the links come back to him) and signs for the agency through his link; the
// tenant signs in her area and the owner in his portal, both on phones, with their passwords. The
// owner downloads the final PDF (its signature page carries the verification code); the public
// /verificar page confirms the code and the uploaded PDF and refuses a copy with one byte changed.
test.describe.configure({ mode: 'serial' });

const CONTRATO = 'CT-2026-001';
const PROPRIETARIO = { email: 'proprietario@morada.com.br', senha: 'Proprietario@2026' };
const CELULAR = { width: 375, height: 812 };
const NAO_CONFERE = 'Este arquivo não corresponde a nenhum documento assinado no Morada (ou foi alterado).';
const VALIDO = 'Documento válido: é o documento assinado, sem alterações.';

let admin: Page;
let titulo = '';
let codigo = '';
let pdfFinal = '';

test.beforeAll(async ({ browser }) => {
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
test.afterAll(async () => {
  await admin.context().close();
});

const noCelular = async (browser: Browser) =>
  (await browser.newContext({ viewport: CELULAR, isMobile: true, hasTouch: true })).newPage();

/** "Assinar" → the password → "Assinar" on the pending document of the area. */
const assinarNaArea = async (page: Page, senha: string) => {
  const pendentes = page.getByRole('region', { name: 'Assinaturas pendentes' });
  const doc = pendentes.getByRole('listitem').filter({ hasText: titulo });
  await doc.getByRole('button', { name: 'Assinar' }).click();
  await doc.getByLabel('Senha', { exact: true }).fill(senha);
  await doc.getByRole('button', { name: 'Assinar' }).click();
  await expect(doc.getByText('Você assinou este documento.')).toBeVisible();
};

test('o admin envia o contrato para assinatura e assina pela imobiliária pelo link', async ({ request }) => {
  const { usuario } = await loginApi(request, ADMIN.email, ADMIN.senha);
  await entrarComoAdmin(admin);
  await admin.getByRole('link', { name: 'Contratos', exact: true }).click();
  await admin
    .getByRole('row')
    .filter({ hasText: CONTRATO })
    .getByRole('button', { name: `Assinaturas ${CONTRATO}` })
    .click();
  const dialogo = admin.getByRole('dialog', { name: `Assinaturas: contrato ${CONTRATO}` });
  await dialogo.getByRole('button', { name: 'Enviar para assinatura' }).click();
  const links = admin.getByRole('dialog', { name: 'Links de assinatura' });
  const meuLink = await links.getByRole('textbox', { name: `Link de ${usuario.nome}` }).inputValue();
  expect(meuLink).toContain('/assinar/');
  await admin.keyboard.press('Escape');
  titulo = (await dialogo.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  expect(titulo).toContain(CONTRATO);

  await admin.goto(new URL(meuLink).pathname);
  await expect(admin.getByRole('heading', { name: titulo })).toBeVisible();
  await admin.getByLabel('Senha da sua conta').fill(ADMIN.senha);
  await admin.getByRole('button', { name: 'Assinar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Documento assinado' })).toBeVisible();
});

test('a locatária assina na área dela, no celular', async ({ browser }) => {
  const page = await noCelular(browser);
  await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
  await page.waitForURL('**/locatario**');
  await page.getByRole('tab', { name: /Documentos/ }).click();
  await assinarNaArea(page, INQUILINA.senha);
  await expect(page.getByText('Aguardando as outras partes.')).toBeVisible();
  await page.context().close();
});

test('o proprietário assina no portal, no celular, e baixa o PDF assinado', async ({ browser }) => {
  const page = await noCelular(browser);
  await entrarPelaTela(page, PROPRIETARIO.email, PROPRIETARIO.senha);
  await page.waitForURL('**/proprietario**');
  await page.getByRole('tab', { name: /Imóveis/ }).click();
  await assinarNaArea(page, PROPRIETARIO.senha);
  // His was the last signature: the document is now among "Documentos assinados".
  const assinados = page.getByRole('region', { name: 'Documentos assinados' });
  const doc = assinados.getByRole('listitem').filter({ hasText: titulo });
  await expect(doc).toBeVisible();
  codigo = (await doc.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent()) ?? '';
  expect(codigo).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    doc.getByRole('button', { name: 'Baixar PDF assinado' }).click(),
  ]);
  pdfFinal = join(mkdtempSync(join(tmpdir(), 'assinatura-')), 'final.pdf');
  await download.saveAs(pdfFinal);
  const bytes = readFileSync(pdfFinal);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const texto = execFileSync('pdftotext', [pdfFinal, '-']).toString('utf8');
  expect(texto).toContain('Página de assinaturas');
  expect(texto).toContain(`Código de verificação: ${codigo}`);
  await page.context().close();
});

test('a página pública confirma o código e o PDF, e recusa uma cópia alterada', async ({ browser }) => {
  const page = await noCelular(browser);
  await page.goto('/verificar');
  await page.getByLabel('Código de verificação').fill(codigo);
  await page.getByRole('button', { name: 'Verificar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: VALIDO })).toContainText(titulo);

  await page.goto('/verificar');
  await page.getByLabel('Ou envie o PDF assinado').setInputFiles(pdfFinal);
  await page.getByRole('button', { name: 'Verificar arquivo' }).click();
  await expect(page.getByRole('status').filter({ hasText: VALIDO })).toContainText(codigo);

  const alterado = readFileSync(pdfFinal);
  const meio = Math.floor(alterado.length / 2);
  alterado[meio] = alterado[meio]! ^ 0x01;
  const copia = join(mkdtempSync(join(tmpdir(), 'assinatura-')), 'alterado.pdf');
  writeFileSync(copia, alterado);
  await page.getByLabel('Ou envie o PDF assinado').setInputFiles(copia);
  await page.getByRole('button', { name: 'Verificar arquivo' }).click();
  await expect(page.getByRole('alert')).toHaveText(NAO_CONFERE);
  await page.context().close();
});
