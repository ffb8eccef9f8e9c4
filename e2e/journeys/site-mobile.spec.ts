import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('the mobile menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Contato' }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(nav).toBeHidden();
});

test('the theme toggle switches and persists', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Alternar tema' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
});
