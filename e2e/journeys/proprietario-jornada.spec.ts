import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { esperarToast, hojeSP } from './admin-helpers';
import { criarContratoApi, criarImovelDeAluguel } from './api-helpers';
import { ADMIN, entrarPelaTela, loginApi, unico } from './site-helpers';

// Owners (issue 11): the demo owner signs in and lands on /proprietario, with exactly the contracts
// of his properties; the admin pays this month's repasse on /admin/repasses (its figure checked
// against one computed here from its parts); the owner then sees it paid and is notified.
test.describe.configure({ mode: 'serial' });

const PROPRIETARIO = {
  email: 'proprietario@morada.com.br',
  senha: 'Proprietario@2026',
  nome: 'Roberto Almeida',
};
type Totais = {
  aluguel: number;
  encargos: number;
  repassados: number;
  taxaAdministracao: number;
  taxaIntermediacao: number;
  despesas: number;
  liquido: number;
};
type Repasse = {
  _id: string;
  status: string;
  proprietario: { _id: string; nome: string };
  totais: Totais;
  aReceber: number;
};

const brl = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais).replace(/\s/g, ' ');
const mes = hojeSP().slice(0, 7);
/** The 'Previsto a receber' card's figure: each owner's rent still expected, counted once. */
const previstoAReceber = (lista: readonly Repasse[]) =>
  lista.reduce((s, r) => s + Math.round(r.aReceber * 100), 0) / 100;

test('the owner lands on his portal with exactly his contracts', async ({ page, request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const auth = { Authorization: `Bearer ${token}` };
  const dono = await loginApi(request, PROPRIETARIO.email, PROPRIETARIO.senha);
  // Someone else's rental, which must not reach his portal.
  const id = unico();
  const imovelId = await criarImovelDeAluguel(request, auth, {
    titulo: `Apartamento de outro dono ${id}`,
    endereco: 'Rua Augusta, 500',
    preco: 1500,
    areaUtil: '40',
    descricao: 'Um imóvel que não é do proprietário da demonstração.',
  });
  await criarContratoApi(request, auth, {
    numero: `CT-OUTRO-${id}`,
    inquilino: {
      nome: 'Otávio Outro',
      email: `otavio.${id}@example.com`,
      telefone: '(11) 95555-0303',
      rg: '12.345.678-9',
    },
    imovelId,
    dataInicio: `${mes}-01`,
    dataFim: `${Number(mes.slice(0, 4)) + 2}-${mes.slice(5)}-01`,
    valorAluguel: 1500,
  });
  // His contracts, from the admin's view of properties and contracts.
  const imoveis = (await (await request.get('/api/imoveis?limite=100', { headers: auth })).json()) as {
    id: string;
    proprietarioId?: string;
  }[];
  const dele = new Set(imoveis.filter((i) => i.proprietarioId === dono.usuario.id).map((i) => i.id));
  const contratos = (await (await request.get('/api/contratos', { headers: auth })).json()) as {
    numero: string;
    imovel: { _id: string };
  }[];
  const seus = contratos.filter((c) => dele.has(c.imovel._id)).map((c) => c.numero);
  const outros = contratos.filter((c) => !dele.has(c.imovel._id)).map((c) => c.numero);
  expect(seus.length).toBe(2);
  expect(outros.length).toBeGreaterThan(0);

  await entrarPelaTela(page, PROPRIETARIO.email, PROPRIETARIO.senha);
  await expect(page).toHaveURL(/\/proprietario$/);
  await expect(page.getByRole('heading', { name: 'Área do Proprietário' })).toBeVisible();
  await expect(page.getByText(`Olá, ${PROPRIETARIO.nome}`)).toBeVisible();
  for (const n of seus) await expect(page.getByText(`Contrato ${n}`, { exact: true })).toBeVisible();
  for (const n of outros) await expect(page.getByText(`Contrato ${n}`, { exact: true })).toHaveCount(0);
  // The top bar leads back here, and the tenant area is not his.
  await expect(page.getByRole('link', { name: 'Área do Proprietário' })).toHaveAttribute(
    'href',
    '/proprietario',
  );
  await page.goto('/locatario');
  await expect(page).toHaveURL(/\/login$/);
});

test("the admin pays this month's repasse and the owner sees it paid", async ({ page, request, browser }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const auth = { Authorization: `Bearer ${token}` };
  const lista = (await (
    await request.get(`/api/repasses?mes=${mes}`, { headers: auth })
  ).json()) as Repasse[];
  const repasse = lista.find((r) => r.proprietario.nome === PROPRIETARIO.nome && r.status === 'liberado');
  expect(repasse, 'the demo has a liberado repasse this month').toBeDefined();
  const t = repasse!.totais;
  // Rent + his share of multa/juros + condomínio/IPTU passed through − fees − expenses.
  const esperado =
    Math.round(
      (t.aluguel + t.encargos + t.repassados - t.taxaAdministracao - t.taxaIntermediacao - t.despesas) * 100,
    ) / 100;
  expect(t.liquido).toBe(esperado);

  await entrarPelaTela(page, ADMIN.email, ADMIN.senha);
  await page.waitForURL(/\/admin/);
  await page.goto('/admin/repasses');
  await expect(page.getByRole('heading', { name: 'Repasses', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: brl(esperado) }).first()).toBeVisible();
  const cardPrevisto = page
    .getByRole('region', { name: 'Resumo do mês' })
    .locator('[data-slot="repasses-resumo-item"]', { hasText: 'Previsto a receber' });
  await expect(cardPrevisto).toContainText(brl(previstoAReceber(lista)));
  await page.getByRole('button', { name: `Pagar o repasse de ${PROPRIETARIO.nome}` }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo.getByText(brl(esperado)).first()).toBeVisible();
  await dialogo.getByLabel('Comprovante').fill('PIX E2E-REPASSE');
  await dialogo.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await esperarToast(page, 'Repasse pago');
  await expect(dialogo).toBeHidden();

  const pagos = (await (
    await request.get(`/api/repasses?mes=${mes}`, { headers: auth })
  ).json()) as Repasse[];
  expect(
    pagos.some(
      (r) =>
        r.proprietario.nome === PROPRIETARIO.nome && r.status === 'pago' && r.totais.liquido === esperado,
    ),
  ).toBe(true);
  // Issue 32: after paying, the owner is still one row and what is expected is not counted twice.
  expect(pagos.filter((r) => r.proprietario.nome === PROPRIETARIO.nome).map((r) => r.status)).toEqual([
    'pago',
  ]);
  expect(previstoAReceber(pagos)).toBe(previstoAReceber(lista));
  await expect(cardPrevisto).toContainText(brl(previstoAReceber(lista)));

  // The owner, in a session of his own, finds it paid and was told.
  const ctx = await browser.newContext();
  const dono = await ctx.newPage();
  await entrarPelaTela(dono, PROPRIETARIO.email, PROPRIETARIO.senha);
  await expect(dono).toHaveURL(/\/proprietario$/);
  await dono.getByRole('tab', { name: /Repasses/ }).click();
  const cartao = dono
    .getByRole('article')
    .filter({ hasText: brl(esperado) })
    .first();
  await expect(cartao.getByText('Pago', { exact: true })).toBeVisible();
  await dono.getByRole('tab', { name: /Notificações/ }).click();
  await expect(dono.getByText('Repasse pago').first()).toBeVisible();
  await ctx.close();
});

test('the owner downloads his informe de rendimentos and the admin the DIMOB of the year', async ({
  page,
  browser,
  request,
}) => {
  const ano = Number(mes.slice(0, 4));
  await entrarPelaTela(page, PROPRIETARIO.email, PROPRIETARIO.senha);
  await expect(page).toHaveURL(/\/proprietario$/);
  await page.getByRole('tab', { name: /Repasses/ }).click();
  const [informe] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar CSV' }).click(),
  ]);
  expect(informe.suggestedFilename()).toBe(`informe_rendimentos_${ano}.csv`);
  const csv = readFileSync((await informe.path())!, 'utf8');
  // The year's total is what the API computes for him (his own informe, in reais).
  const dono = await loginApi(request, PROPRIETARIO.email, PROPRIETARIO.senha);
  const json = (await (
    await request.get(`/api/proprietario/informe?ano=${ano}`, {
      headers: { Authorization: `Bearer ${dono.token}` },
    })
  ).json()) as { totais: { aluguel: number; taxas: number; liquido: number } };
  expect(json.totais.liquido).toBe(Math.round((json.totais.aluguel - json.totais.taxas) * 100) / 100);
  expect(csv).toContain(brl(json.totais.liquido));

  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await entrarPelaTela(admin, ADMIN.email, ADMIN.senha);
  await admin.waitForURL(/\/admin/);
  await admin.goto('/admin/relatorios');
  await admin.getByRole('tab', { name: 'Extrato anual (proprietários)' }).click();
  const [dimob] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: `Gerar DIMOB ${ano}` }).click(),
  ]);
  expect(dimob.suggestedFilename()).toBe(`DIMOB_${ano}.txt`);
  const linhas = readFileSync((await dimob.path())!, 'latin1').split('\r\n');
  expect(linhas[0]!.startsWith('DIMOB')).toBe(true);
  expect(linhas[1]!.slice(0, 3)).toBe('R01');
  // One R02 per contract with rent received this year, his among them.
  const r02 = linhas.filter((l) => l.startsWith('R02'));
  expect(r02.length).toBeGreaterThanOrEqual(2);
  expect(r02.some((l) => l.slice(40, 100).trimEnd() === 'ROBERTO ALMEIDA')).toBe(true);
  expect(r02.every((l) => l.length === 797)).toBe(true);
  expect(linhas.at(-2)!.slice(0, 2)).toBe('T9');
  await ctx.close();
});
