import { expect, test, type Page } from './fixtures';
import { ADMIN, entrarComoAdmin, esperarToast, hojeSP } from './admin-helpers';
import { criarContratoApi, criarImovelDeAluguel } from './api-helpers';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// The annual reajuste (issue 10): a contract whose first anniversary is today, indexed by IPCA
// over months the product ships, is reviewed and applied on /admin/reajustes; its open boletos
// from the anniversary on carry the new rent and the tenant reads the explanation.
test.describe.configure({ mode: 'serial' });

const id = unico();
const CONTRATO = `CT-REAJ-${id}`;
const INQUILINO = { nome: 'Otávio Reajuste', email: `otavio.${id}@example.com`, senha: 'segredo123' };
/** Twelve months fully in the shipped IPCA series (2020-01 to 2025-12). */
const MES_BASE = '2024-12';
const ALUGUEL = 2000;

let admin: Page;
let auth: { Authorization: string };
let contratoId = '';
let esperado = 0;

const brl = (valor: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(valor).replace(/\s/g, ' ');
const mais = (mes: string, n: number) => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const t = a * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};

test.beforeAll(async ({ browser, request }) => {
  const reg = await request.post('/api/auth/register', { data: { ...INQUILINO, perfil: 'inquilino' } });
  expect(reg.status(), await reg.text()).toBe(202);
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  auth = { Authorization: `Bearer ${token}` };
  const imovelId = await criarImovelDeAluguel(request, auth, {
    titulo: `Apartamento Reajuste ${id}`,
    endereco: 'Rua do Índice, 12',
    preco: ALUGUEL,
    areaUtil: '60',
    descricao: 'Apartamento para a jornada de reajuste.',
  });
  // Started a year ago today: the first anniversary is today.
  const hoje = hojeSP();
  const [ano, mes, dia] = hoje.split('-');
  const contrato = await criarContratoApi(request, auth, {
    numero: CONTRATO,
    inquilino: {
      nome: INQUILINO.nome,
      email: INQUILINO.email,
      telefone: '(11) 95555-0101',
      rg: '1',
    },
    imovelId,
    dataInicio: `${Number(ano) - 1}-${mes}-${dia === '29' && mes === '02' ? '28' : dia}`,
    dataFim: `${Number(ano) + 1}-${mes}-${dia === '29' && mes === '02' ? '28' : dia}`,
    valorAluguel: ALUGUEL,
    valorCondominio: 0,
    valorIPTU: 0,
    diaVencimento: 10,
    indiceReajuste: 'IPCA',
    reajusteMesBase: MES_BASE,
  });
  contratoId = contrato._id;
  const gerados = await request.post(`/api/contratos/${contratoId}/gerar-pagamentos`, {
    headers: auth,
    data: { meses: 24 },
  });
  expect(gerados.status(), await gerados.text()).toBe(201);

  // The expected rent, computed here from the stored series: Π(1 + v/100), 4 decimals, to the centavo.
  const serie = (await (await request.get('/api/indices?indice=IPCA', { headers: auth })).json()) as {
    mes: string;
    variacao: number;
  }[];
  const meses = Array.from({ length: 12 }, (_, k) => mais(MES_BASE, k));
  const fator = meses.reduce((f, m) => f * (1 + serie.find((s) => s.mes === m)!.variacao / 100), 1);
  const acumulado = Math.round((fator - 1) * 1e6) / 1e4;
  esperado = Math.round(ALUGUEL * (1 + acumulado / 100) * 100) / 100;
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
test.afterAll(async () => {
  await admin.context().close();
});

test('o admin revisa o reajuste devido e o aplica', async () => {
  await entrarComoAdmin(admin);
  await admin.getByRole('link', { name: 'Reajustes', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Reajustes a aplicar' })).toBeVisible();
  const linha = admin.getByRole('row').filter({ hasText: CONTRATO });
  await expect(linha).toContainText('Pronto');
  await expect(linha).toContainText(brl(ALUGUEL));
  await expect(linha).toContainText(brl(esperado));
  await linha.getByRole('button', { name: `Aplicar o reajuste de ${CONTRATO}` }).click();
  const confirmacao = admin.getByRole('alertdialog');
  await expect(confirmacao).toContainText(`${brl(ALUGUEL)} → ${brl(esperado)}`);
  await confirmacao.getByRole('button', { name: 'Aplicar reajustes' }).click();
  await esperarToast(admin, '1 reajuste aplicado');
  await expect(admin.getByRole('row').filter({ hasText: CONTRATO })).toHaveCount(0);
});

test('o contrato guarda o histórico e os boletos em aberto desde o aniversário têm o novo aluguel', async ({
  request,
}) => {
  const contrato = (await (await request.get(`/api/contratos/${contratoId}`, { headers: auth })).json()) as {
    valorAluguel: number;
  };
  expect(contrato.valorAluguel).toBe(esperado);
  const historico = (await (
    await request.get(`/api/contratos/${contratoId}/reajustes`, { headers: auth })
  ).json()) as { aluguelAnterior: number; aluguelNovo: number; indice: string; meses: string[] }[];
  expect(historico).toHaveLength(1);
  expect(historico[0]).toMatchObject({ aluguelAnterior: ALUGUEL, aluguelNovo: esperado, indice: 'IPCA' });
  expect(historico[0]!.meses[0]).toBe(MES_BASE);

  const pagamentos = (await (
    await request.get(`/api/contratos/${contratoId}/pagamentos`, { headers: auth })
  ).json()) as { vencimento: string; valor: number; status: string }[];
  const hoje = hojeSP();
  const futuros = pagamentos.filter((p) => p.vencimento >= hoje);
  const passados = pagamentos.filter((p) => p.vencimento < hoje);
  expect(futuros.length).toBeGreaterThan(0);
  expect(futuros.every((p) => p.valor === esperado)).toBe(true);
  expect(passados.every((p) => p.valor === ALUGUEL)).toBe(true);
});

test('a inquilina lê a explicação do reajuste', async ({ browser }) => {
  const inquilina = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await entrarPelaTela(inquilina, INQUILINO.email, INQUILINO.senha);
  await inquilina.waitForURL('**/locatario');
  await inquilina.getByRole('tab', { name: /Notificações/ }).click();
  const aviso = inquilina.getByText(`Reajuste anual do contrato ${CONTRATO}`);
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('IPCA');
  await expect(aviso).toContainText(`${brl(ALUGUEL)} para ${brl(esperado)}`);
  await inquilina.context().close();
});
