import { entrarComoAdmin, esperarToast } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 34: Configurações → Contas de cobrança and /admin/conciliacao, as the admin uses them.

test('o admin cadastra uma conta de cobrança: a agência e o dígito errados são apontados sob os campos; corrigida, a conta fica na lista depois de recarregar', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  await page.goto('/admin/configuracoes');
  const secao = page.locator('[data-slot="contas-cobranca"]');
  await expect(secao.getByText('Contas de cobrança', { exact: true })).toBeVisible();
  // The demo agency's account, marked as not payable.
  await expect(secao.getByText('Banco de demonstração — não pagável').first()).toBeVisible();

  await secao.getByRole('button', { name: 'Nova conta' }).click();
  const d = page.getByRole('dialog', { name: 'Nova conta de cobrança' });
  await d.getByLabel('Nome da conta').fill('Itaú E2E');
  await d.getByLabel('Banco').selectOption('341');
  await d.getByLabel('Layout').selectOption('cnab400');
  await d.getByLabel('Agência', { exact: true }).fill('123456');
  await d.getByLabel('Conta', { exact: true }).fill('12345');
  // A check digit the form cannot judge: Itaú's rule, checked by the server (DAC of 0057 12345 is 7).
  await d.getByLabel('Dígito da conta').fill('3');
  await d.getByLabel('Carteira').fill('109');
  await d.getByLabel('Convênio / código do beneficiário').fill('12345');
  await d.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(d.getByText('Agência deve ter de 1 a 5 dígitos')).toBeVisible();
  await expect(d.getByLabel('Agência', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await d.getByLabel('Agência', { exact: true }).fill('0057');
  await d.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(d.getByText('Dígito da conta não confere: o correto é 7')).toBeVisible();
  await expect(d.getByLabel('Dígito da conta')).toHaveAttribute('aria-invalid', 'true');
  await expect(d.getByText('Agência deve ter de 1 a 5 dígitos')).toBeHidden();

  await d.getByLabel('Dígito da conta').fill('7');
  await d.getByRole('button', { name: 'Salvar conta' }).click();
  await esperarToast(page, 'Conta de cobrança cadastrada');
  await expect(d).toBeHidden();
  const linha = secao.getByRole('row', { name: /Itaú E2E/ });
  await expect(linha.getByText('0057 / 12345-7')).toBeVisible();

  await page.reload();
  const depois = page.locator('[data-slot="contas-cobranca"]').getByRole('row', { name: /Itaú E2E/ });
  await expect(depois.getByText('0057 / 12345-7')).toBeVisible();
  await expect(depois.getByText('Itaú', { exact: true })).toBeVisible();
  await expect(depois.getByText('CNAB 400')).toBeVisible();
  await expect(depois.getByText('Ativa')).toBeVisible();
});

test('a conciliação bancária, sem lançamentos, explica de onde eles vêm', async ({ page }) => {
  await entrarComoAdmin(page);
  await page.getByRole('link', { name: 'Conciliação' }).first().click();
  await page.waitForURL('**/admin/conciliacao');
  await expect(page.getByRole('heading', { name: 'Conciliação bancária' })).toBeVisible();
  await expect(page.getByText('Nenhum lançamento automático ainda')).toBeVisible();
  await expect(page.getByText(/pelo webhook do Asaas, pelos arquivos de retorno do banco/)).toBeVisible();
  // A filter goes to the URL; nothing matches it either.
  await page.getByLabel('Situação').selectOption('desfeito');
  await expect(page).toHaveURL(/situacao=desfeito/);
  await expect(page.getByText('Nenhum lançamento com estes filtros.')).toBeVisible();
});
