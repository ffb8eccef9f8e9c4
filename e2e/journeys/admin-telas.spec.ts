import { expect, test } from './fixtures';
import { entrarComoAdmin } from './admin-helpers';

/** Every admin screen at desktop and mobile width: the heading shows and a screenshot is kept for review. */
const TELAS = [
  { caminho: '/admin', titulo: 'Morada Imóveis', nome: 'dashboard' },
  { caminho: '/admin/imoveis', titulo: 'Gestão de Imóveis', nome: 'imoveis' },
  { caminho: '/admin/imoveis/novo', titulo: 'Novo Imóvel', nome: 'imovel-novo' },
  { caminho: '/admin/contratos', titulo: 'Gerenciamento de Contratos', nome: 'contratos' },
  { caminho: '/admin/usuarios', titulo: 'Gestão de Usuários', nome: 'usuarios' },
  { caminho: '/admin/usuarios/novo', titulo: 'Novo Usuário', nome: 'usuario-novo' },
  { caminho: '/admin/juridico', titulo: 'Departamento Jurídico', nome: 'juridico' },
  { caminho: '/admin/relatorios', titulo: 'Relatórios', nome: 'relatorios' },
  { caminho: '/admin/notificacoes', titulo: 'Notificações', nome: 'notificacoes' },
  { caminho: '/admin/configuracoes', titulo: 'Configurações', nome: 'configuracoes' },
] as const;

for (const largura of [1280, 375] as const) {
  test(`telas do admin em ${largura}px`, async ({ page }, info) => {
    await page.setViewportSize({ width: largura, height: largura === 375 ? 812 : 900 });
    await entrarComoAdmin(page);
    for (const tela of TELAS) {
      await page.goto(tela.caminho);
      await expect(page.getByRole('heading', { level: 1, name: tela.titulo })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: info.outputPath(`${tela.nome}-${largura}.png`), fullPage: true });
    }
  });
}

test('no celular o menu abre como gaveta e fecha ao tocar no fundo', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await entrarComoAdmin(page);
  const menu = page.getByRole('complementary', { name: 'Menu administrativo' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Configurações' })).toBeVisible();
  await page.mouse.click(360, 400);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('link', { name: 'Contratos' }).click();
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Contratos' })).toBeVisible();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('um alerta do dashboard abre o que ele aponta: os pagamentos do contrato, o processo', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  await page.getByRole('button', { name: /alertas urgentes ou de alta prioridade/ }).click();
  const lista = page.getByRole('dialog', { name: /alertas urgentes ou de alta prioridade/ });
  await lista.getByRole('link', { name: 'Pagamento em atraso: CT-2026-001 (Mariana Costa)' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagamentos do contrato CT-2026-001' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contratos\?busca=CT-2026-001$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByPlaceholder('Buscar por número, inquilino ou endereço')).toHaveValue('CT-2026-001');
  // Reloaded, the list stays searched and the dialog stays closed.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'CT-2026-001', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/admin');
  const alertas = page.getByRole('region', { name: 'Alertas Importantes' });
  const processo = alertas.getByRole('link', { name: /^Prazo do processo / });
  const numero = (await processo.innerText()).replace('Prazo do processo ', '');
  await processo.click();
  await expect(page.getByRole('tab', { name: 'Processos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: numero }).first()).toBeVisible();
});
