import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { ADMIN, dataNoCampo, entrarComoAdmin, esperarToast, hojeSP } from './admin-helpers';
import { criarContratoApi, criarImovelDeAluguel } from './api-helpers';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// Ending a contract (issue 10): the admin records a caução, the tenant leaves early today; the
// settlement charges the days lived this month and the art. 4 penalty, the caução pays it, the
// later boletos are cancelled, the termo de rescisão is downloaded, the contract is Finalizado and
// the property Disponível; the tenant finds the contract and the termo among her documents.
test.describe.configure({ mode: 'serial' });

const id = unico();
const CONTRATO = `CT-RESC-${id}`;
const INQUILINO = { nome: 'Renata Rescisão', email: `renata.${id}@example.com`, senha: 'segredo123' };
const ALUGUEL = 2000;
const CAUCAO = 4000;

let admin: Page;
let auth: { Authorization: string };
let contratoId = '';
let imovelId = '';

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\s/g, ' ');
const br = (data: string) => data.split('-').reverse().join('/');
const dia = (data: string) =>
  Date.UTC(...(data.split('-').map(Number) as [number, number, number])) / 86_400_000;
/** n × num ÷ den rounded half-up to the centavo, as the ledger does. */
const proporcional = (centavos: number, num: number, den: number) =>
  Number((BigInt(centavos) * BigInt(num) * 2n + BigInt(den)) / (2n * BigInt(den)));

// Started on the 1st of this month for 30 months; leaving today.
const hoje = hojeSP();
const [ano, mes] = hoje.split('-').map(Number) as [number, number];
const INICIO = `${hoje.slice(0, 7)}-01`;
const FIM = (() => {
  const t = ano * 12 + (mes - 1) + 30;
  const ultimo = new Date(Date.UTC(Math.floor(t / 12), t % 12, 0));
  return ultimo.toISOString().slice(0, 10);
})();
const diasNoMes = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
const diasVividos = Number(hoje.slice(8, 10));
const diasTotais = dia(FIM) - dia(INICIO) + 1;
const diasRestantes = dia(FIM) - dia(hoje);
const PRO_RATA =
  diasVividos >= diasNoMes ? ALUGUEL * 100 : proporcional(ALUGUEL * 100, diasVividos, diasNoMes);
const MULTA = proporcional(ALUGUEL * 100 * 3, diasRestantes, diasTotais);
const SALDO = PRO_RATA + MULTA - CAUCAO * 100;
// Issue 32: the saldo is one charge due 10 days after the rescisão (or an amount to give back).
const VENCIMENTO_ACERTO = new Date(Date.parse(`${hoje}T00:00:00Z`) + 10 * 86_400_000)
  .toISOString()
  .slice(0, 10);

test.beforeAll(async ({ browser, request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  auth = { Authorization: `Bearer ${token}` };
  imovelId = await criarImovelDeAluguel(request, auth, {
    titulo: `Apartamento Rescisão ${id}`,
    endereco: 'Rua da Saída, 30',
    preco: ALUGUEL,
    areaUtil: '55',
    descricao: 'Apartamento para a jornada de rescisão.',
  });
  const contrato = await criarContratoApi(request, auth, {
    numero: CONTRATO,
    inquilino: {
      nome: INQUILINO.nome,
      email: INQUILINO.email,
      telefone: '(11) 95555-0202',
      rg: '12.345.678-9',
    },
    imovelId,
    dataInicio: INICIO,
    dataFim: FIM,
    valorAluguel: ALUGUEL,
    diaVencimento: 10,
    multaRescisoriaAlugueis: 3,
  });
  const salvo = contrato;
  contratoId = salvo._id;
  // The new tenant's first access, through the invitation the contract created (no sign-up: the
  // register limit per address belongs to the other journeys).
  const convite = new URL(salvo.convite.link, 'http://x').searchParams.get('convite');
  const aceito = await request.post('/api/auth/aceitar-convite', {
    data: { token: convite, senha: INQUILINO.senha },
  });
  expect(aceito.status(), await aceito.text()).toBe(200);
  const gerados = await request.post(`/api/contratos/${contratoId}/gerar-pagamentos`, {
    headers: auth,
    data: { meses: 12 },
  });
  expect(gerados.status(), await gerados.text()).toBe(201);
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
});
test.afterAll(async () => {
  await admin.context().close();
});

const linha = () => admin.getByRole('row').filter({ hasText: CONTRATO });

test('o admin registra a caução do contrato', async () => {
  await entrarComoAdmin(admin);
  await admin.getByRole('link', { name: 'Contratos', exact: true }).click();
  await expect(linha()).toContainText('Sem garantia');
  await linha()
    .getByRole('button', { name: `Garantia ${CONTRATO}` })
    .click();
  const dialogo = admin.getByRole('dialog', { name: `Garantia — ${CONTRATO}` });
  await dialogo.getByLabel('Tipo de garantia').selectOption({ label: 'Caução' });
  await expect(dialogo.getByText(`Máximo de 3 aluguéis: ${brl(ALUGUEL * 300)}`)).toBeVisible();
  await dialogo.getByLabel('Valor').fill(String(CAUCAO));
  await dialogo.getByLabel('Onde está depositada').fill('Poupança Caixa, ag. 1234, conta 5678-9');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(admin, 'Garantia salva');
  await expect(dialogo).toContainText('Poupança Caixa, ag. 1234, conta 5678-9');
  await admin.keyboard.press('Escape');
  await expect(linha()).toContainText('Caução');
});

test('o admin calcula o acerto e rescinde o contrato; o termo é baixado', async () => {
  await linha()
    .getByRole('button', { name: `Rescindir ${CONTRATO}` })
    .click();
  const dialogo = admin.getByRole('dialog', { name: `Rescindir contrato — ${CONTRATO}` });
  await expect(dialogo.getByLabel('Data de saída')).toHaveValue(dataNoCampo(hoje));
  await dialogo.getByLabel('Motivo').selectOption({ label: 'Rescisão pelo locatário' });
  await dialogo.getByRole('button', { name: 'Calcular acerto' }).click();
  const acerto = dialogo.getByRole('table');
  const valorDe = (texto: string | RegExp) => acerto.getByRole('row').filter({ hasText: texto });
  await expect(
    valorDe(`Multa rescisória proporcional (3 aluguéis × ${diasRestantes}/${diasTotais} dias restantes)`),
  ).toContainText(brl(MULTA));
  if (diasVividos < diasNoMes)
    await expect(valorDe(`(${diasVividos} de ${diasNoMes} dias)`)).toContainText(brl(PRO_RATA));
  await expect(valorDe('Caução utilizada')).toContainText(brl(Math.min(CAUCAO * 100, PRO_RATA + MULTA)));
  await expect(
    valorDe(SALDO > 0 ? 'Saldo a pagar pelo locatário' : 'Saldo a devolver ao locatário'),
  ).toContainText(brl(Math.abs(SALDO)));

  await dialogo.getByRole('button', { name: 'Confirmar rescisão' }).click();
  await expect(dialogo.getByText(`Contrato ${CONTRATO} rescindido`)).toBeVisible();
  await expect(dialogo.getByText('Situação do contrato: Finalizado')).toBeVisible();
  await expect(dialogo.getByText('11 pagamentos futuros cancelados')).toBeVisible();
  await expect(
    dialogo.getByText(
      SALDO > 0
        ? `Cobrança de ${brl(SALDO)} com vencimento em ${br(VENCIMENTO_ACERTO)} gerada`
        : `Valor a devolver: ${brl(-SALDO)}`,
    ),
  ).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    dialogo.getByRole('button', { name: 'Baixar termo de rescisão' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`termo-rescisao-${CONTRATO}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await admin.keyboard.press('Escape');

  await expect(linha()).toContainText('Finalizado');
  await expect(linha()).toContainText(`Rescindido em ${br(hoje)}`);
  await expect(linha().getByRole('button', { name: `Rescindir ${CONTRATO}` })).toHaveCount(0);
  await expect(linha().getByRole('button', { name: `Termo de rescisão ${CONTRATO}` })).toBeVisible();
});

test('o imóvel volta a Disponível e o livro-caixa guarda o histórico', async ({ request }) => {
  const imovel = (await (await request.get(`/api/imoveis/${imovelId}`)).json()) as { status: string };
  expect(imovel.status).toBe('Disponível');
  const pagamentos = (await (
    await request.get(`/api/contratos/${contratoId}/pagamentos`, { headers: auth })
  ).json()) as { competencia: string; status: string; valor: number; vencimento: string }[];
  // The twelve months are cancelled (this one is folded into the settlement); the saldo is one
  // new payment, not born overdue.
  const meses = pagamentos.filter((p) => !p.competencia.endsWith('-R'));
  expect(meses).toHaveLength(12);
  expect(meses.every((p) => p.status === 'CANCELLED')).toBe(true);
  const acertos = pagamentos.filter((p) => p.competencia.endsWith('-R'));
  expect(acertos).toEqual(
    SALDO > 0
      ? [
          expect.objectContaining({
            competencia: `${hoje.slice(0, 7)}-R`,
            valor: SALDO / 100,
            vencimento: VENCIMENTO_ACERTO,
            status: 'PENDING',
          }),
        ]
      : [],
  );
});

test('a inquilina encontra o contrato e o termo de rescisão nos documentos', async ({ browser }) => {
  const inquilina = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await entrarPelaTela(inquilina, INQUILINO.email, INQUILINO.senha);
  await inquilina.waitForURL('**/locatario');
  await inquilina.getByRole('tab', { name: /Documentos/ }).click();
  await expect(inquilina.getByText(`Contrato de locação nº ${CONTRATO}`)).toBeVisible();
  const termo = inquilina
    .getByRole('listitem')
    .filter({ hasText: `Termo de rescisão do contrato nº ${CONTRATO}` });
  const [download] = await Promise.all([
    inquilina.waitForEvent('download'),
    termo.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  if (SALDO > 0) {
    // The settlement's charge is among her payments, with its boleto, and explained above them.
    await inquilina.getByRole('tab', { name: /Pagamentos/ }).click();
    await expect(
      inquilina.getByText(
        `Acerto da rescisão: ${brl(SALDO)} com vencimento em ${br(VENCIMENTO_ACERTO)}, na lista de pagamentos.`,
      ),
    ).toBeVisible();
    await expect(inquilina.getByText(`Acerto da rescisão do contrato ${CONTRATO}`).first()).toBeVisible();
  }
  await inquilina.getByRole('tab', { name: /Notificações/ }).click();
  await expect(
    inquilina.getByText(`O contrato ${CONTRATO} foi encerrado com saída em ${br(hoje)}.`),
  ).toBeVisible();
  await inquilina.context().close();
});
