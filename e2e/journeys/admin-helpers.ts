import { deflateSync } from 'node:zlib';
import { expect, type Page } from './fixtures';

export const ADMIN = { email: 'admin@morada.com.br', senha: 'Morada@2026' };
export const INQUILINA = { email: 'inquilina@morada.com.br', senha: 'Inquilina@2026' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (tipo: string, dados: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([len, corpo, crc]);
};

/** A real 16×16 solid-colour PNG, so the server's image sniffing accepts it. */
export const pngSolido = (r: number, g: number, b: number, lado = 16) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(lado, 0);
  ihdr.writeUInt32BE(lado, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  const linha = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(lado * 3).map((_, i) => [r, g, b][i % 3] ?? 0),
  ]);
  const bruto = Buffer.concat(Array.from({ length: lado }, () => linha));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(bruto)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A tiny but well-formed PDF. */
export const pdfMinimo = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** Signs in through the site's /login screen (the back office has no login of its own). */
export const entrarComoAdmin = async (page: Page) => {
  await page.goto('/login');
  const form = page
    .locator('form')
    .filter({ has: page.getByLabel('Senha', { exact: true }) })
    .first();
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin');
};

/** Reads the value shown on one of the four summary cards. */
export const valorDoCard = (page: Page, titulo: string) =>
  page.getByRole('group', { name: titulo }).locator('[data-slot="card-valor"]');

export const esperarToast = (page: Page, texto: string) =>
  expect(page.getByText(texto, { exact: true }).first()).toBeVisible();

/** Today in the browser's zone (America/Sao_Paulo in playwright.config). */
export const hojeSP = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** How a date field shows an ISO date: '2026-01-05' → '05/01/2026'. */
export const dataNoCampo = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Creates a one-year contract starting today through the 'Novo Contrato' dialog of
 * /admin/contratos (the admin is signed in) and waits for 'Contrato criado'.
 */
export const criarContratoPelaTela = async (
  page: Page,
  dados: {
    numero: string;
    inquilino: { nome: string; email: string; telefone: string; cpf: string; rg: string };
    imovel: string;
    aluguel: string;
  },
) => {
  await page.getByRole('link', { name: 'Contratos', exact: true }).click();
  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Número do contrato').fill(dados.numero);
  await dialogo.getByLabel('Nome do inquilino').fill(dados.inquilino.nome);
  await dialogo.getByLabel('Email').fill(dados.inquilino.email);
  await dialogo.getByLabel('Telefone').fill(dados.inquilino.telefone);
  await dialogo.getByLabel('CPF').fill(dados.inquilino.cpf);
  await dialogo.getByLabel('RG', { exact: true }).fill(dados.inquilino.rg);
  const opcao = dialogo.getByLabel('Imóvel').locator('option', { hasText: dados.imovel });
  await dialogo.getByLabel('Imóvel').selectOption((await opcao.getAttribute('value')) ?? '');
  const hoje = hojeSP();
  const [ano, mes, dia] = hoje.split('-');
  await dialogo.getByLabel('Data de início').fill(hoje);
  await dialogo.getByLabel('Data de término').fill(`${Number(ano) + 1}-${mes}-${dia}`);
  await dialogo.getByLabel('Valor do aluguel (R$)').fill(dados.aluguel);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(page, 'Contrato criado');
};
