import { expect, test } from './fixtures';
import { entrarPelaTela, INQUILINA, loginApi, unico } from './site-helpers';

test('someone registers, signs in and lands on /locatario', async ({ page }) => {
  const email = `novo.${unico()}@example.com`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Registrar' }).click();
  await page.getByLabel('Nome completo').fill('Pedro Novato');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha (mínimo 6 caracteres)').fill('segredo123');
  await page.getByLabel('Confirme a senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();

  await page.getByLabel('Confirme a senha').fill('segredo123');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText('Registro realizado!', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/locatario$/);
  await expect(page.getByRole('heading', { name: 'Olá, Pedro Novato' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Área do Locatário' }).first()).toBeAttached();
});

test('wrong credentials show the login error toast', async ({ page }) => {
  await entrarPelaTela(page, INQUILINA.email, 'senha-errada');
  await expect(page.getByText('Erro no login', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo tenant sees the contract and boletos; another tenant is refused them', async ({
  page,
  request,
}) => {
  await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
  await expect(page).toHaveURL(/\/locatario$/);
  await expect(page.getByRole('heading', { name: `Olá, ${INQUILINA.nome}` })).toBeVisible();
  await expect(page.getByText('CT-2026-001')).toBeVisible();
  await expect(page.getByText('Próximos Eventos')).toBeVisible();

  await page.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(page.getByRole('columnheader', { name: 'Vencimento' })).toBeVisible();
  const linhas = page.getByRole('row').filter({ hasText: 'R$' });
  await expect(linhas.first()).toBeVisible();
  expect(await linhas.count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^(Boleto|Recibo)$/ }).first()).toBeVisible();

  await page.getByRole('tab', { name: /^Notificações/ }).click();
  await expect(page.getByRole('listitem').first()).toBeVisible();

  // API: a different tenant asking for Mariana's boletos gets 403.
  const mariana = await loginApi(request, INQUILINA.email, INQUILINA.senha);
  const email = `outro.${unico()}@example.com`;
  const reg = await request.post('/api/auth/register', {
    data: { nome: 'Outro Inquilino', email, senha: 'segredo123', perfil: 'inquilino' },
  });
  expect(reg.status()).toBeLessThan(300);
  const outro = await loginApi(request, email, 'segredo123');
  const negado = await request.get(`/api/financeiro/boletos/${mariana.usuario.id}`, {
    headers: { Authorization: `Bearer ${outro.token}` },
  });
  expect(negado.status()).toBe(403);
  const proprio = await request.get(`/api/financeiro/boletos/${mariana.usuario.id}`, {
    headers: { Authorization: `Bearer ${mariana.token}` },
  });
  expect(proprio.status()).toBe(200);
});

test('an expired session lands on /login?session_expired=true', async ({ page }) => {
  await entrarPelaTela(page, INQUILINA.email, INQUILINA.senha);
  await expect(page).toHaveURL(/\/locatario$/);
  await page.evaluate(() => localStorage.setItem('token', 'corrompido.invalido.token'));
  await page.goto('/locatario');
  await expect(page).toHaveURL(/\/login\?session_expired=true$/);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
});

test('/locatario without a session sends the visitor to /login', async ({ page }) => {
  await page.goto('/locatario');
  await expect(page.getByText('Acesso Negado')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
