import { expect, type APIRequestContext, type Page } from './fixtures';

export const ADMIN = { email: 'admin@morada.com.br', senha: 'Morada@2026' };
export const INQUILINA = { email: 'inquilina@morada.com.br', senha: 'Inquilina@2026', nome: 'Mariana Costa' };

/** POST /api/auth/login → { token, usuario }. */
export const loginApi = async (request: APIRequestContext, email: string, senha: string) => {
  const res = await request.post('/api/auth/login', { data: { email, senha } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; usuario: { id: string; nome: string; perfil: string } };
};

/** Signs in through the /login screen. */
export const entrarPelaTela = async (page: Page, email: string, senha: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
};

export const unico = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
