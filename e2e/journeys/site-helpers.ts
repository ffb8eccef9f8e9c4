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

/** Marks the listing card titled `titulo` as a favourite and waits for its heart to show it. */
export const favoritarCartao = async (page: Page, titulo: string) => {
  const cartao = page.getByRole('article').filter({ hasText: titulo });
  await cartao.getByRole('button', { name: 'Favoritar' }).click();
  await expect(cartao.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
};

/** Fills /contato's form (already open) and sends it; the success toast shows. */
export const enviarContato = async (
  page: Page,
  m: { nome: string; email: string; assunto: string; mensagem: string },
) => {
  await page.getByLabel('Nome').fill(m.nome);
  await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Telefone').fill('(11) 98888-7777');
  await page.getByLabel('Assunto').fill(m.assunto);
  await page.getByLabel('Mensagem').fill(m.mensagem);
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByText('Mensagem enviada com sucesso!', { exact: true })).toBeVisible();
};

/** The contact messages the server stored, read as the admin. */
export const mensagensDeContato = async (request: APIRequestContext) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const res = await request.get('/api/contato', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { assunto: string; nome: string; email: string }[];
};
