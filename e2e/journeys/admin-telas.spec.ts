import { expect, test } from '@playwright/test';
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
