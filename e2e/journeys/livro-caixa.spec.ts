import { expect, test, type Page } from './fixtures';
import { ADMIN, dataNoCampo, entrarComoAdmin, esperarToast, hojeSP, pngSolido } from './admin-helpers';
import { criarContratoApi } from './api-helpers';
import { readFile } from 'node:fs/promises';
import { textoDoPdf } from '../../apps/server/src/test/pdf-texto';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// The rental ledger (issue 9): a due date on a Saturday paid on Monday with no multa or juros; a
// month paid in two parts (the first below what is due leaves it 'Parcial' with its balance, the
// second settles it, 'Pago'); and the tenant's itemised receipt of that month.
test.describe.configure({ mode: 'serial' });

const id = unico();
const TITULO = `Sala Livro-caixa ${id}`;
const CONTRATO = `CT-LC-${id}`;

const INQUILINA = { nome: 'Renata Livro-caixa', email: `renata.${id}@example.com`, senha: 'segredo123' };
let page: Page;
let inquilina: Page;
/** 'MM/AAAA' of the month paid in two parts. */
let competenciaParcial = '';

/** '1.845,00' → 1845 */
const reais = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));
const brl = (valor: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(valor)
    .replace(/\u00a0/g, ' ');

test.beforeAll(async ({ browser, request }) => {
  // A registered tenant, a rental property, a contract from January 2026 (10/01/2026 was a
  // Saturday) and its first monthly payments, through the API.
  const reg = await request.post('/api/auth/register', { data: { ...INQUILINA, perfil: 'inquilino' } });
  expect(reg.status(), await reg.text()).toBeLessThan(300);
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const headers = { Authorization: `Bearer ${token}` };
  const imovel = await request.post('/api/imoveis', {
    headers,
    multipart: {
      titulo: TITULO,
      tipo: 'Comercial',
      operacao: 'Aluguel',
      preco: '1800',
      endereco: 'Rua Treze de Maio, 50',
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
      areaUtil: '35',
      descricao: 'Sala comercial para a jornada do livro-caixa.',
      fotos: { name: 'sala.png', mimeType: 'image/png', buffer: pngSolido(200, 120, 40) },
    },
  });
  expect(imovel.status(), await imovel.text()).toBe(201);
  const { id: imovelId } = (await imovel.json()) as { id: string };
  const [ano] = hojeSP().split('-');
  const contrato = await criarContratoApi(request, headers, {
    numero: CONTRATO,
    inquilino: {
      nome: INQUILINA.nome,
      email: INQUILINA.email,
      telefone: '(19) 97777-1234',
      rg: '11.222.333-4',
    },
    imovelId,
    dataInicio: '2026-01-01',
    dataFim: `${Number(ano) + 1}-12-31`,
    diaVencimento: 10,
    valorAluguel: 1500,
    valorCondominio: 250,
    valorIPTU: 50,
  });
  const { _id } = contrato;
  const gerados = await request.post(`/api/contratos/${_id}/gerar-pagamentos`, {
    headers,
    data: { meses: 3 },
  });
  expect(gerados.status(), await gerados.text()).toBeLessThan(300);
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  inquilina = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
test.afterAll(async () => {
  await page.context().close();
  await inquilina.context().close();
});

test('vencimento no sábado pago na segunda-feira: sem multa nem juros', async () => {
  await entrarComoAdmin(page);
  await page.getByRole('link', { name: 'Contratos', exact: true }).click();
  await page.getByRole('button', { name: `Pagamentos ${CONTRATO}`, exact: true }).click();
  const pagamentos = page.getByRole('dialog');
  const janeiro = pagamentos.locator('tbody tr[data-pagamento="2026-01"]');
  await janeiro.getByRole('button', { name: 'Registrar pagamento' }).click();
  const registro = pagamentos.getByRole('form', { name: 'Registrar pagamento de 01/2026' });
  await registro.getByLabel('Data do pagamento').fill('2026-01-12');
  await expect(registro.getByText('Sem multa e juros até 12/01/2026 (próximo dia útil)')).toBeVisible();
  await expect(registro.getByText('Valor devido nessa data: R$ 1.800,00')).toBeVisible();
  await expect(registro.getByLabel('Valor recebido')).toHaveValue('R$ 1.800,00');
  await registro.getByLabel('Meio de pagamento').selectOption('Boleto');
  await registro.getByRole('button', { name: 'Confirmar' }).click();
  await esperarToast(page, 'Pagamento registrado');
  await expect(janeiro).toContainText('Pago');
  await janeiro.getByRole('button', { name: 'Detalhes' }).click();
  await expect(pagamentos.locator('tr[data-pagamento-detalhes="2026-01"]')).toContainText(
    '12/01/2026 - Boleto: R$ 1.800,00',
  );
  await expect(pagamentos.locator('tr[data-pagamento-detalhes="2026-01"]')).not.toContainText('Multa');
  await page.keyboard.press('Escape');
});

test('o admin registra um pagamento parcial e depois o restante', async () => {
  await page.getByRole('button', { name: `Pagamentos ${CONTRATO}`, exact: true }).click();
  const pagamentos = page.getByRole('dialog');
  const linha = pagamentos.locator('tbody tr[data-pagamento="2026-02"]');
  const competencia = (await linha.locator('td').first().textContent()) ?? '';
  competenciaParcial = competencia;
  expect(competencia).toMatch(/^\d{2}\/\d{4}$/);
  const registro = pagamentos.getByRole('form', { name: `Registrar pagamento de ${competencia}` });

  // First part: less than the amount due today.
  await linha.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(registro.getByLabel('Data do pagamento')).toHaveValue(dataNoCampo(hojeSP()));
  await expect(registro.getByText(/^Valor devido nessa data: /)).toBeVisible();
  await expect(registro.getByLabel('Valor recebido')).not.toHaveValue('');
  const devido = reais(await registro.getByLabel('Valor recebido').inputValue());
  expect(devido).toBeGreaterThanOrEqual(1800);
  await registro.getByLabel('Valor recebido').fill('1.000,00');
  await registro.getByLabel('Meio de pagamento').selectOption('PIX');
  await registro.getByRole('button', { name: 'Confirmar' }).click();
  await esperarToast(page, 'Pagamento registrado');
  await expect(registro).toHaveCount(0);
  const saldo = brl(Math.round((devido - 1000) * 100) / 100);
  await expect(linha).toContainText('Parcial');
  await expect(linha).toContainText('Saldo em aberto');
  await expect(linha).toContainText(saldo);
  await expect(linha).toContainText('Recebido: R$ 1.000,00');

  // The rest: the form now suggests the balance, and paying it settles the month.
  await linha.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(registro.getByText(`Valor devido nessa data: ${saldo}`)).toBeVisible();
  await expect(registro.getByLabel('Valor recebido')).toHaveValue(saldo);
  await registro.getByLabel('Meio de pagamento').selectOption('Dinheiro');
  await registro.getByRole('button', { name: 'Confirmar' }).click();
  await esperarToast(page, 'Pagamento registrado');
  await expect(linha).toContainText('Pago');
  await expect(linha).not.toContainText('Parcial');

  // Both receipts are listed under the month.
  await linha.getByRole('button', { name: 'Detalhes' }).click();
  const detalhes = pagamentos.locator('tr[data-pagamento-detalhes="2026-02"]');
  const dia = hojeSP().split('-').reverse().join('/');
  await expect(detalhes).toContainText(`${dia} - PIX: R$ 1.000,00`);
  await expect(detalhes).toContainText(`${dia} - Dinheiro: ${saldo}`);
});

test('a inquilina baixa o recibo discriminado do mês pago em duas vezes', async () => {
  await entrarPelaTela(inquilina, INQUILINA.email, INQUILINA.senha);
  await expect(inquilina).toHaveURL(/\/locatario$/);
  await inquilina.getByRole('tab', { name: 'Pagamentos' }).click();
  const paga = inquilina.locator('tbody tr').filter({ hasText: `Aluguel ${competenciaParcial}` });
  await expect(paga).toContainText('Pago');
  const download = inquilina.waitForEvent('download');
  await paga.getByRole('button', { name: 'Recibo' }).click();
  const texto = textoDoPdf(await readFile((await (await download).path()) ?? ''));
  for (const item of [
    'Aluguel',
    'R$ 1.500,00',
    'Condomínio',
    'R$ 250,00',
    'IPTU',
    'R$ 50,00',
    'Multa',
    'Juros',
  ])
    expect(texto).toContain(item);
  expect(texto).toContain('Total recebido');
  expect(texto).toMatch(/- PIX: R\$ 1\.000,00/);
  expect(texto).toMatch(/- Dinheiro: R\$ /);
});
