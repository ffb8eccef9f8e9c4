import { expect, test } from './fixtures';
import { INQUILINA } from './admin-helpers';

test('sem sessão, /admin leva a /login', async ({ page }) => {
  await page.goto('/admin/imoveis');
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('uma inquilina que abre /admin é enviada a /login', async ({ page, request }) => {
  const resposta = await request.post('/api/auth/login', { data: INQUILINA });
  expect(resposta.ok()).toBe(true);
  const { token, usuario } = (await resposta.json()) as { token: string; usuario: unknown };
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('usuario', JSON.stringify(u));
    },
    [token, usuario] as const,
  );
  await page.goto('/admin');
  await page.waitForURL('**/login');
  expect(new URL(page.url()).pathname).toBe('/login');
});
