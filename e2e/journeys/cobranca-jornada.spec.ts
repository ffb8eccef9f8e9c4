import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import {
  ADMIN,
  criarContratoPelaTela,
  dataNoCampo,
  entrarComoAdmin,
  esperarToast,
  hojeSP,
  pngSolido,
} from './admin-helpers';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// The billing journey of the billing issue, in order: the admin bills a tenant, the tenant pays
// with the boleto's PDF, the admin records the payment, the tenant sees it paid with a receipt.
test.describe.configure({ mode: 'serial' });

const id = unico();
const TITULO = `Sala Cobrança ${id}`;
const CONTRATO = `CT-COB-${id}`;
const INQUILINO = { nome: 'Beatriz Cobrança', email: `beatriz.${id}@example.com`, senha: 'segredo123' };

let admin: Page;
let inquilino: Page;
let linhaMostrada = '';
/** 'MM/AAAA' of the boleto the tenant downloaded: the one the admin then records as paid. */
let competencia = '';
/** What the admin recorded as received ('1.800,00' or more when late), as the form showed it. */
let valorRecebido = '';

const novaPagina = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** The linha digitável as digits only (the screen groups them with dots and spaces). */
const digitos = (texto: string) => texto.replace(/\D/g, '');

test.beforeAll(async ({ browser, request }) => {
  // A tenant who registered on the site, and a rental property, both through the API.
  const reg = await request.post('/api/auth/register', { data: { ...INQUILINO, perfil: 'inquilino' } });
  expect(reg.status(), await reg.text()).toBeLessThan(300);
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const imovel = await request.post('/api/imoveis', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: TITULO,
      tipo: 'Comercial',
      operacao: 'Aluguel',
      preco: '1800',
      endereco: 'Rua Barão de Jaguara, 900',
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
      areaUtil: '40',
      descricao: 'Sala comercial para a jornada de cobrança.',
      fotos: { name: 'sala.png', mimeType: 'image/png', buffer: pngSolido(40, 120, 200) },
    },
  });
  expect(imovel.status(), await imovel.text()).toBe(201);
  admin = await novaPagina(browser);
  inquilino = await novaPagina(browser);
});
test.afterAll(async () => {
  await admin.context().close();
  await inquilino.context().close();
});

test('o admin cria o contrato da inquilina e gera os pagamentos', async () => {
  await entrarComoAdmin(admin);
  await criarContratoPelaTela(admin, {
    numero: CONTRATO,
    inquilino: {
      nome: INQUILINO.nome,
      email: INQUILINO.email,
      telefone: '(19) 98888-1234',
      cpf: '529.982.247-25',
      rg: '22.333.444-5',
    },
    imovel: TITULO,
    aluguel: '1800',
  });

  await admin.getByRole('button', { name: `Gerar pagamentos ${CONTRATO}` }).click();
  await admin.getByRole('button', { name: 'Gerar', exact: true }).click();
  await esperarToast(admin, 'Pagamentos gerados');
});

test('a inquilina baixa o boleto: o PDF traz a mesma linha digitável da tela', async () => {
  await entrarPelaTela(inquilino, INQUILINO.email, INQUILINO.senha);
  await expect(inquilino).toHaveURL(/\/locatario$/);
  await inquilino.getByRole('tab', { name: 'Pagamentos' }).click();
  const linhas = inquilino.locator('tbody tr');
  await expect(linhas).toHaveCount(12);
  const primeira = linhas.first();
  await expect(primeira).toContainText('R$ 1.800,00');
  await expect(primeira).toContainText('Pendente');
  competencia = (await primeira.textContent())?.match(/Aluguel (\d{2}\/\d{4})/)?.[1] ?? '';
  expect(competencia).not.toBe('');
  linhaMostrada = digitos((await primeira.locator('p.font-mono').textContent()) ?? '');
  expect(linhaMostrada).toHaveLength(47);

  const download = inquilino.waitForEvent('download');
  await primeira.getByRole('button', { name: 'Boleto' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await PDFDocument.load(await readFile((await arquivo.path()) ?? ''));
  expect(digitos(pdf.getSubject() ?? '')).toBe(linhaMostrada);
});

test('o admin registra o pagamento', async () => {
  await admin.getByRole('button', { name: `Pagamentos ${CONTRATO}`, exact: true }).click();
  const pagamentos = admin.getByRole('dialog');
  const linha = pagamentos.locator('tbody tr[data-pagamento]').filter({ hasText: competencia });
  await linha.getByRole('button', { name: 'Registrar pagamento' }).click();
  const registro = pagamentos.getByRole('form', { name: `Registrar pagamento de ${competencia}` });
  await expect(registro.getByLabel('Data do pagamento')).toHaveValue(dataNoCampo(hojeSP()));
  // The amount due today (with multa and juros if the month is late) is suggested and pre-filled.
  await expect(registro.getByText(/^Valor devido nessa data: R\$\s[\d.]+,\d{2}$/)).toBeVisible();
  await expect(registro.getByLabel('Valor recebido')).not.toHaveValue('');
  valorRecebido = (await registro.getByLabel('Valor recebido').inputValue()).replace(/^R\$\s*/, '');
  await registro.getByLabel('Meio de pagamento').selectOption('Boleto');
  await registro.getByRole('button', { name: 'Confirmar' }).click();
  await esperarToast(admin, 'Pagamento registrado');
  await expect(linha).toContainText('Pago');
  await expect(registro).toHaveCount(0);
});

test("a inquilina vê 'Pago' e baixa o recibo", async () => {
  await inquilino.reload();
  await inquilino.getByRole('tab', { name: 'Pagamentos' }).click();
  const paga = inquilino.locator('tbody tr').filter({ hasText: `Aluguel ${competencia}` });
  await expect(paga).toContainText('Pago');
  const download = inquilino.waitForEvent('download');
  await paga.getByRole('button', { name: 'Recibo' }).click();
  const pdf = await PDFDocument.load(await readFile((await (await download).path()) ?? ''));
  expect(pdf.getSubject()).toContain(`R$ ${valorRecebido}`);
  // The other eleven are still open boletos.
  await expect(inquilino.getByRole('button', { name: 'Boleto' })).toHaveCount(11);
});
