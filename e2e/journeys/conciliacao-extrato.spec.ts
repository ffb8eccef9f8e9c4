import { ADMIN, INQUILINA, entrarComoAdmin, hojeSP } from './admin-helpers';
import { expect, test, type APIRequestContext } from './fixtures';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// Issue 34: an OFX statement settles a payment by itself. The admin imports the demo bank's
// statement on /admin/conciliacao; the credit carries the demo tenant's CPF and exactly what her
// open payment is worth that day, so it is booked; she sees it paid, so does the admin; the same
// file imported again books nothing.

type Conta = { id: string; nome: string; banco: string; agencia: string; conta: string };
type Contrato = { _id: string; numero: string; inquilino: { _id: string; cpf: string } };
type Pagamento = {
  id: string;
  competencia: string;
  vencimento: string;
  status: string;
  recebimentos: unknown[];
};

const comToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** GET as the admin, expecting 200. */
const obter = async <T>(request: APIRequestContext, token: string, caminho: string): Promise<T> => {
  const res = await request.get(caminho, comToken(token));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};

/** '2026-11' or '11/2026' → '11/2026', as the payment lists show a competência. */
const competenciaNaTela = (c: string) => (/^\d{4}-\d{2}/.test(c) ? `${c.slice(5, 7)}/${c.slice(0, 4)}` : c);

/** An OFX 1.x (SGML) statement of one account with one credit. */
const extratoOfx = (e: { data: string; valor: number; fitid: string; memo: string }) => {
  const dia = e.data.replaceAll('-', '');
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    `<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>${dia}<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>`,
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>999<BRANCHID>0001<ACCTID>00012345<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${dia}<DTEND>${dia}`,
    `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${dia}<TRNAMT>${e.valor.toFixed(2)}<FITID>${e.fitid}<MEMO>${e.memo}</STMTTRN>`,
    `</BANKTRANLIST><LEDGERBAL><BALAMT>${e.valor.toFixed(2)}<DTASOF>${dia}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>`,
    '</OFX>',
  ].join('\r\n');
};

test('um extrato OFX com o crédito da inquilina quita o boleto dela sozinho, uma vez só', async ({
  page,
  browser,
  request,
}) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);

  // The demo agency's account: the demo bank 999, agência 0001, conta 00012345.
  const contas = await obter<Conta[]>(request, token, '/api/cobranca/contas');
  const demo = contas.find((c) => c.banco === '999');
  expect(demo, JSON.stringify(contas)).toMatchObject({ agencia: '0001', conta: '00012345' });

  // Her contract and its oldest open payment (overdue ones first: their multa and juros make the
  // amount hers alone), and what it is worth today.
  const mariana = await loginApi(request, INQUILINA.email, INQUILINA.senha);
  const contratos = await obter<Contrato[]>(request, token, '/api/contratos?limite=100');
  const contrato = contratos.find((c) => c.inquilino._id === mariana.usuario.id);
  expect(contrato, 'o contrato da inquilina de demonstração').toBeDefined();
  const pagamentos = await obter<Pagamento[]>(request, token, `/api/contratos/${contrato!._id}/pagamentos`);
  const abertos = pagamentos
    .filter((p) => p.status === 'OVERDUE' || p.status === 'PENDING')
    .sort(
      (a, b) =>
        Number(b.status === 'OVERDUE') - Number(a.status === 'OVERDUE') ||
        a.vencimento.localeCompare(b.vencimento),
    );
  const alvo = abertos[0];
  expect(alvo, 'um pagamento em aberto da inquilina').toBeDefined();
  const hoje = hojeSP();
  const devido = await obter<{ total: number }>(
    request,
    token,
    `/api/pagamentos/${alvo!.id}/devido?data=${hoje}`,
  );
  const cpf = contrato!.inquilino.cpf.replace(/\D/g, '');
  const cpfFormatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
  const arquivo = {
    name: `extrato-demo-${hoje}.ofx`,
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(
      extratoOfx({
        data: hoje,
        valor: devido.total,
        fitid: `E2E${unico()}`,
        memo: `PIX RECEBIDO ${cpfFormatado}`,
      }),
      'latin1',
    ),
  };
  const competencia = competenciaNaTela(alvo!.competencia);

  await test.step('o admin importa o extrato: 1 lançado', async () => {
    await entrarComoAdmin(page);
    await page.goto('/admin/conciliacao');
    const area = page.locator('[data-slot="importar-arquivo"]');
    await expect(area.getByRole('heading', { name: 'Importar arquivo' })).toBeVisible();
    await area.getByLabel('Conta de cobrança').selectOption({ label: demo!.nome });
    await area.getByLabel('Tipo de arquivo').selectOption('extrato');
    await area.getByLabel('Arquivo', { exact: true }).setInputFiles(arquivo);
    await area.getByRole('button', { name: 'Importar' }).click();
    const resumo = area.locator('[data-slot="resumo-importacao"]');
    await expect(resumo).toContainText(`Arquivo importado: ${arquivo.name}`);
    await expect(resumo).toContainText('1 item: 1 lançado, 0 atualizados, 0 a conferir, 0 repetidos');
    // The journal shows that file's posting, booked.
    const linha = page.getByRole('row').filter({ hasText: 'Extrato' });
    await expect(linha).toHaveCount(1);
    await expect(linha).toContainText('Lançado');
  });

  await test.step('a inquilina vê o boleto “Pago” na área do locatário', async () => {
    const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const inquilina = await contexto.newPage();
    await entrarPelaTela(inquilina, INQUILINA.email, INQUILINA.senha);
    await expect(inquilina).toHaveURL(/\/locatario$/);
    await inquilina.getByRole('tab', { name: 'Pagamentos' }).click();
    const paga = inquilina.locator('tbody tr').filter({ hasText: `Aluguel ${competencia}` });
    await expect(paga).toContainText('Pago');
    await contexto.close();
  });

  await test.step('o admin vê o pagamento quitado no contrato', async () => {
    await page.goto(`/admin/contratos?busca=${encodeURIComponent(contrato!.numero)}`);
    await page.getByRole('button', { name: `Pagamentos ${contrato!.numero}`, exact: true }).click();
    const linha = page
      .getByRole('dialog')
      .locator('tbody tr[data-pagamento]')
      .filter({ hasText: competencia });
    await expect(linha).toContainText('Pago');
    await page.keyboard.press('Escape');
  });

  await test.step('o mesmo arquivo de novo não lança nada', async () => {
    await page.goto('/admin/conciliacao');
    const area = page.locator('[data-slot="importar-arquivo"]');
    await area.getByLabel('Conta de cobrança').selectOption({ label: demo!.nome });
    await area.getByLabel('Tipo de arquivo').selectOption('extrato');
    await area.getByLabel('Arquivo', { exact: true }).setInputFiles(arquivo);
    await area.getByRole('button', { name: 'Importar' }).click();
    const resumo = area.locator('[data-slot="resumo-importacao"]');
    await expect(resumo).toContainText('1 item: 0 lançados, 0 atualizados, 0 a conferir, 1 repetido');
    await expect(resumo).toContainText(
      'Este mesmo arquivo já tinha sido importado antes: nada foi lançado duas vezes.',
    );
    // One receipt more than before the first import (a seeded partial one may precede it), not two.
    const depois = await obter<Pagamento[]>(request, token, `/api/contratos/${contrato!._id}/pagamentos`);
    const pago = depois.find((p) => p.id === alvo!.id)!;
    expect(pago.status).toBe('RECEIVED');
    expect(pago.recebimentos).toHaveLength(alvo!.recebimentos.length + 1);
  });
});
