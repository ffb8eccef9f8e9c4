import { expect, test, type Browser, type Page } from './fixtures';
import { ADMIN, criarContratoPelaTela, entrarComoAdmin, esperarToast, pngSolido } from './admin-helpers';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// Onboarding and access without SMTP (issue 10): a tenant added by a contract reaches /locatario
// through the invitation the admin copies; a forgotten password reaches the staff inbox and the
// admin sends a reset link; the tenant changes the password from the tenant area.
test.describe.configure({ mode: 'serial' });

const id = unico();
const TITULO = `Casa Convite ${id}`;
const CONTRATO = `CT-CONV-${id}`;
const INQUILINO = { nome: 'Renata Convidada', email: `renata.${id}@example.com` };
const SENHAS = { primeira: 'Primeira@2026', redefinida: 'Redefinida@2026', alterada: 'Alterada@2026' };

let admin: Page;

const novaPagina = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** The link shown in the access-link dialog (only there: the server keeps its hash). */
const linkDoDialogo = async (page: Page, titulo: string) => {
  const dialogo = page.getByRole('dialog').filter({ hasText: titulo });
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toContainText('Por segurança, o link aparece só agora.');
  const whatsapp = dialogo.getByRole('link', { name: 'Enviar por WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d*\?text=/);
  const link = await dialogo.getByRole('textbox').inputValue();
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(link);
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  return new URL(link);
};

test.beforeAll(async ({ browser, request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  const imovel = await request.post('/api/imoveis', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      titulo: TITULO,
      tipo: 'Casa',
      operacao: 'Aluguel',
      preco: '2400',
      endereco: 'Rua das Acácias, 45',
      bairro: 'Jardim',
      cidade: 'Santo André',
      estado: 'SP',
      areaUtil: '90',
      descricao: 'Casa para a jornada de convite.',
      fotos: { name: 'casa.png', mimeType: 'image/png', buffer: pngSolido(90, 160, 90) },
    },
  });
  expect(imovel.status(), await imovel.text()).toBe(201);
  admin = await novaPagina(browser);
});
test.afterAll(async () => {
  await admin.context().close();
});

test('um contrato para um e-mail novo mostra o convite, e a inquilina cria a senha e chega a /locatario', async ({
  browser,
}) => {
  await entrarComoAdmin(admin);
  await criarContratoPelaTela(admin, {
    numero: CONTRATO,
    inquilino: { ...INQUILINO, telefone: '(11) 97777-6543', cpf: '529.982.247-25', rg: '22.333.444-5' },
    imovel: TITULO,
    aluguel: '2400',
  });
  const convite = await linkDoDialogo(admin, 'Convite de primeiro acesso');
  expect(convite.pathname).toBe('/login');
  expect(convite.searchParams.get('convite')).toMatch(/^[\w-]{40,}$/);

  // The tenant opens the link in a browser of her own.
  const inquilina = await novaPagina(browser);
  await inquilina.goto(`${convite.pathname}${convite.search}`);
  await expect(inquilina.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await expect(inquilina.getByText(`Olá, ${INQUILINO.nome}!`)).toBeVisible();
  await inquilina.getByLabel('Nova senha').fill(SENHAS.primeira);
  await inquilina.getByLabel('Confirme a senha').fill(SENHAS.primeira);
  await inquilina.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await inquilina.waitForURL('**/locatario');
  await expect(inquilina.getByText(`Olá, ${INQUILINO.nome}`)).toBeVisible();
  await expect(inquilina.getByText(CONTRATO).first()).toBeVisible();

  // The link was for one use only.
  const outra = await novaPagina(browser);
  await outra.goto(`${convite.pathname}${convite.search}`);
  await expect(outra.getByRole('alert')).toContainText(
    'Este link de acesso é inválido, expirou ou já foi usado.',
  );
  await outra.context().close();
  await inquilina.context().close();
});

test('sem e-mail configurado, o pedido de nova senha chega à equipe, que envia o link', async ({
  browser,
}) => {
  const inquilina = await novaPagina(browser);
  await inquilina.goto('/login');
  await inquilina.getByLabel('Email').first().fill(INQUILINO.email);
  await inquilina.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await esperarToast(inquilina, 'Pedido enviado');

  await admin.getByRole('link', { name: 'Notificações', exact: true }).click();
  const pedido = admin
    .getByRole('listitem')
    .filter({ hasText: INQUILINO.email })
    .filter({ hasText: 'Recuperação de senha' });
  await expect(pedido).toBeVisible();
  await pedido.getByRole('button', { name: 'Gerar link de acesso' }).click();
  const reset = await linkDoDialogo(admin, 'Link para criar nova senha');
  expect(reset.searchParams.get('reset')).toMatch(/^[\w-]{40,}$/);

  await inquilina.goto(`${reset.pathname}${reset.search}`);
  await inquilina.getByLabel('Nova senha').fill(SENHAS.redefinida);
  await inquilina.getByLabel('Confirme a senha').fill(SENHAS.redefinida);
  await inquilina.getByRole('button', { name: 'Redefinir senha' }).click();
  await esperarToast(inquilina, 'Senha redefinida');
  await entrarPelaTela(inquilina, INQUILINO.email, SENHAS.redefinida);
  await inquilina.waitForURL('**/locatario');
  await inquilina.context().close();
});

test('a inquilina altera a própria senha na área do locatário', async ({ browser }) => {
  const inquilina = await novaPagina(browser);
  await entrarPelaTela(inquilina, INQUILINO.email, SENHAS.redefinida);
  await inquilina.waitForURL('**/locatario');
  await inquilina.getByRole('button', { name: 'Alterar senha' }).click();
  const dialogo = inquilina.getByRole('dialog');
  await dialogo.getByLabel('Senha atual').fill('errada123');
  await dialogo.getByLabel('Nova senha', { exact: true }).fill(SENHAS.alterada);
  await dialogo.getByLabel('Confirme a nova senha').fill(SENHAS.alterada);
  await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialogo.getByText('A senha atual está incorreta')).toBeVisible();
  await dialogo.getByLabel('Senha atual').fill(SENHAS.redefinida);
  await dialogo.getByRole('button', { name: 'Alterar senha' }).click();
  await esperarToast(inquilina, 'Senha alterada');
  await expect(dialogo).toBeHidden();
  // The session goes on with the new token: the tenant area still loads after a reload.
  await inquilina.reload();
  await expect(inquilina.getByText(`Olá, ${INQUILINO.nome}`)).toBeVisible();
  await inquilina.context().close();

  const nova = await novaPagina(browser);
  await entrarPelaTela(nova, INQUILINO.email, SENHAS.alterada);
  await nova.waitForURL('**/locatario');
  await nova.context().close();
});
