import { readFileSync } from 'node:fs';
import {
  BANCO_DEMONSTRACAO,
  formatCompetencia,
  montarRetorno240,
  montarRetorno400,
  nossoNumeroNoArquivo,
  type ContaCobranca,
} from '@morada/domain';
import { ADMIN, INQUILINA, entrarComoAdmin, esperarToast, hojeSP } from './admin-helpers';
import { expect, test, type APIRequestContext } from './fixtures';
import { entrarPelaTela, loginApi } from './site-helpers';

// Issue 34: a remessa and a retorno round-trip through the product. The demo tenant's boleto is
// issued on the agency's real collection account; the admin generates the account's remessa in
// Configurações and downloads it; the bank's retorno (entrada confirmada, then liquidação) is
// imported on /admin/conciliacao and settles the payment by itself: the admin, the tenant and the
// property's owner all see it paid.

const PROPRIETARIO = { email: 'proprietario@morada.com.br', senha: 'Proprietario@2026' };
type Contrato = { _id: string; numero: string; inquilino: { _id: string } };
type Painel = {
  pagamentos: {
    _id: string;
    contrato: string;
    competencia: string;
    vencimento: string;
    status: string;
    imovel: string;
  }[];
};

const comToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const obter = async <T>(request: APIRequestContext, token: string, caminho: string): Promise<T> => {
  const res = await request.get(caminho, comToken(token));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};
/** '2026-12' → '12/2026', as the contract's and the tenant's payment lists show a competência. */
const competenciaNaTela = (c: string) => `${c.slice(5, 7)}/${c.slice(0, 4)}`;

// An Itaú account whose DVs pass the bank's rules (the same one cobranca-contas registers).
const ITAU = {
  nome: 'Itaú E2E',
  banco: '341',
  layout: 'cnab400',
  agencia: '0057',
  agenciaDv: '',
  conta: '12345',
  contaDv: '7',
  carteira: '109',
  convenio: '12345',
};

test('uma remessa leva o boleto da inquilina ao banco e o retorno o quita: admin, inquilina e proprietário o veem pago', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);

  // The account new boletos are issued on: the oldest active real one (created here if none).
  let contas = await obter<ContaCobranca[]>(request, token, '/api/cobranca/contas');
  const reais = () =>
    contas
      .filter((c) => c.ativa && c.banco !== BANCO_DEMONSTRACAO)
      .sort((a, b) => a.criadoEm.localeCompare(b.criadoEm) || a.id.localeCompare(b.id));
  if (reais().length === 0) {
    const res = await request.post('/api/cobranca/contas', { ...comToken(token), data: ITAU });
    expect(res.status(), await res.text()).toBe(201);
    contas = await obter<ContaCobranca[]>(request, token, '/api/cobranca/contas');
  }
  const conta = reais()[0]!;

  // Her most recent open month on a property of the demo owner (his portal lists months up to the
  // current one); the OFX journey takes her oldest, so the two never pay the same month.
  const mariana = await loginApi(request, INQUILINA.email, INQUILINA.senha);
  const dono = await loginApi(request, PROPRIETARIO.email, PROPRIETARIO.senha);
  const contratos = await obter<Contrato[]>(request, token, '/api/contratos?limite=100');
  const dela = contratos.filter((c) => c.inquilino._id === mariana.usuario.id);
  const painelAntes = await obter<Painel>(request, dono.token, '/api/proprietario/painel');
  const alvo = painelAntes.pagamentos
    .filter(
      (p) => dela.some((c) => c.numero === p.contrato) && (p.status === 'OVERDUE' || p.status === 'PENDING'),
    )
    .sort((a, b) => b.vencimento.localeCompare(a.vencimento))[0]!;
  expect(alvo, 'um pagamento em aberto da inquilina num imóvel do proprietário').toBeDefined();
  const contrato = dela.find((c) => c.numero === alvo.contrato)!;
  const hoje = hojeSP();
  // What she owes today (multa and juros of a late month included): what the bank collects.
  const devido = await obter<{ total: number }>(
    request,
    token,
    `/api/pagamentos/${alvo._id}/devido?data=${hoje}`,
  );

  // Her boleto re-issued: now on the real account, waiting for a remessa.
  const emitido = await request.post('/api/financeiro/cobrancas', {
    ...comToken(token),
    data: { pagamentoId: alvo._id },
  });
  expect(emitido.status(), await emitido.text()).toBe(201);
  const boleto = (await emitido.json()) as { invoiceNumber: string; value: number };
  const noArquivo = nossoNumeroNoArquivo(conta.banco, conta.layout, boleto.invoiceNumber);
  const nominal = Math.round(boleto.value * 100);
  const pago = Math.round(devido.total * 100);
  const numero = conta.proximaRemessa;
  const competencia = competenciaNaTela(alvo.competencia);

  await test.step('o admin gera a remessa da conta em Configurações e baixa o arquivo', async () => {
    await entrarComoAdmin(page);
    await page.goto('/admin/configuracoes');
    const secao = page.locator('[data-slot="contas-cobranca"]');
    await secao
      .getByRole('button', { name: `Remessas ${conta.nome}`, exact: true })
      .first()
      .click();
    const d = page.getByRole('dialog', { name: `Remessas: ${conta.nome}` });
    await expect(d.getByText(/\d+ boletos? a registrar/)).toBeVisible();
    await d.getByRole('button', { name: `Gerar remessa nº ${numero}` }).click();
    await esperarToast(page, `Remessa nº ${numero} gerada`);
    await expect(d.getByText('Nenhum boleto novo nem pedido de baixa desde a última remessa.')).toBeVisible();
    const nome = `remessa-${conta.banco}-${String(numero).padStart(6, '0')}.rem`;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      d.getByRole('button', { name: `Baixar ${nome}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(nome);
    const arquivo = readFileSync(await download.path(), 'latin1');
    const linhas = arquivo.split('\r\n').filter(Boolean);
    // Every line of the layout's width; her boleto registered (movimento 01) by its nosso número.
    const largura = conta.layout === 'cnab400' ? 400 : 240;
    expect(linhas.every((l) => l.length === largura)).toBe(true);
    expect(linhas.some((l) => l.includes(noArquivo))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
  });

  await test.step('o retorno do banco confirma a entrada e liquida o boleto: 1 lançado, 1 atualizado', async () => {
    const ddmmaaaa = `${hoje.slice(8, 10)}${hoje.slice(5, 7)}${hoje.slice(0, 4)}`;
    const ocorrencia = { nossoNumero: noArquivo, seuNumero: 'E2E', valor: nominal };
    const ocorrencias = [
      { ...ocorrencia, codigo: '02', dataOcorrencia: ddmmaaaa },
      { ...ocorrencia, codigo: '06', valorPago: pago, dataOcorrencia: ddmmaaaa, dataCredito: ddmmaaaa },
    ];
    const retorno =
      conta.layout === 'cnab400'
        ? montarRetorno400(conta.banco as '341' | '237', conta, ocorrencias)
        : montarRetorno240(conta.banco, conta, ocorrencias);
    await page.goto('/admin/conciliacao');
    const area = page.locator('[data-slot="importar-arquivo"]');
    await area.getByLabel('Conta de cobrança').selectOption({ label: conta.nome });
    await area.getByLabel('Tipo de arquivo').selectOption('retorno');
    await area.getByLabel('Arquivo', { exact: true }).setInputFiles({
      name: `retorno-${hoje}.ret`,
      mimeType: 'text/plain',
      buffer: Buffer.from(retorno, 'latin1'),
    });
    await area.getByRole('button', { name: 'Importar' }).click();
    const resumo = area.locator('[data-slot="resumo-importacao"]');
    await expect(resumo).toContainText('2 itens: 1 lançado, 1 atualizado, 0 a conferir, 0 repetidos');
  });

  await test.step('o admin vê o pagamento quitado no contrato', async () => {
    await page.goto(`/admin/contratos?busca=${encodeURIComponent(contrato.numero)}`);
    await page.getByRole('button', { name: `Pagamentos ${contrato.numero}`, exact: true }).click();
    const linha = page
      .getByRole('dialog')
      .locator('tbody tr[data-pagamento]')
      .filter({ hasText: competencia });
    await expect(linha).toContainText('Pago');
  });

  await test.step('a inquilina vê o boleto “Pago” na área do locatário', async () => {
    const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const inquilina = await contexto.newPage();
    await entrarPelaTela(inquilina, INQUILINA.email, INQUILINA.senha);
    await inquilina.getByRole('tab', { name: 'Pagamentos' }).click();
    await expect(inquilina.locator('tbody tr').filter({ hasText: `Aluguel ${competencia}` })).toContainText(
      'Pago',
    );
    await contexto.close();
  });

  await test.step('o proprietário do imóvel vê o aluguel recebido no portal', async () => {
    const painel = await obter<Painel>(request, dono.token, '/api/proprietario/painel');
    const dele = painel.pagamentos.find((p) => p._id === alvo._id);
    expect(dele?.status, 'o pagamento no painel do dono').toBe('RECEIVED');
    const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const proprietario = await contexto.newPage();
    await entrarPelaTela(proprietario, PROPRIETARIO.email, PROPRIETARIO.senha);
    await proprietario.getByRole('tab', { name: 'Pagamentos' }).click();
    const linha = proprietario
      .locator('tbody tr')
      .filter({ hasText: formatCompetencia(alvo.competencia) })
      .filter({ hasText: dele!.imovel });
    await expect(linha).toContainText('Pago');
    await contexto.close();
  });
});
