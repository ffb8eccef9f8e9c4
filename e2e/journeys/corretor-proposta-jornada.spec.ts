import { expect, test, type Browser, type Page } from './fixtures';
import { criarImovelDeAluguel } from './api-helpers';
import { entrarComoAdmin } from './admin-helpers';
import { ADMIN, entrarPelaTela, loginApi, unico } from './site-helpers';

// Issue 35, end to end: a visitor books a visit on a property page, the corretor who got the lead
// confirms it on his phone, his rental proposal is approved in the back office, and the contract's
// new tenant opens the invitation, creates a password and sees the contract in his area.
test.describe.configure({ mode: 'serial' });

const id = unico();
const TITULO = `Apartamento Jornada ${id}`;
const CONTRATO = `CT-PROP-${id}`;
// A phone of this run's own: a lead joins the contacts of one e-mail or one phone.
const FONE = String(Date.now() % 10_000).padStart(4, '0');
const VISITANTE = {
  nome: 'Otávio Visitante',
  email: `otavio.${id}@example.com`,
  telefone: `(11) 98${FONE.slice(0, 3)}-${FONE}`,
};
const INQUILINO = { nome: 'Otávio Inquilino', email: `otavio.inquilino.${id}@example.com` };
const SENHA = 'Otavio@2026';
const CORRETORES: Record<string, string> = {
  'corretor@morada.com.br': 'Corretor@2026',
  'rafael.corretor@morada.com.br': 'Corretor@2026',
};

const novaPagina = async (browser: Browser, viewport = { width: 1280, height: 900 }) =>
  (await browser.newContext({ viewport })).newPage();

let admin: { Authorization: string };
let imovelId: string;
let leadId: string;
let corretorEmail: string;
let propostaId: string;

test.beforeAll(async ({ request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  admin = { Authorization: `Bearer ${token}` };
  imovelId = await criarImovelDeAluguel(request, admin, {
    titulo: TITULO,
    endereco: 'Rua dos Corretores, 35',
    preco: 2500,
    areaUtil: '70',
    descricao: 'Apartamento para a jornada do corretor, com dois quartos e varanda.',
  });
});

test('o visitante agenda uma visita na página do imóvel', async ({ browser, request }) => {
  const visitante = await novaPagina(browser, { width: 375, height: 812 });
  await visitante.goto(`/imovel/${imovelId}`);
  await visitante.getByRole('button', { name: 'Agendar visita' }).first().click();
  const dialogo = visitante.getByRole('dialog', { name: 'Agendar visita' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('group', { name: 'Dia' }).getByRole('button').first().click();
  await dialogo.getByRole('group', { name: 'Horário' }).getByRole('button').first().click();
  await dialogo.getByLabel('Nome').fill(VISITANTE.nome);
  await dialogo.getByLabel('Email').fill(VISITANTE.email);
  await dialogo.getByLabel('Telefone').fill(VISITANTE.telefone);
  await dialogo.getByRole('button', { name: 'Solicitar visita' }).click();
  await expect(visitante.getByRole('dialog', { name: 'Visita solicitada' })).toBeVisible();
  await visitante.context().close();

  // The contact became a lead, given to a corretor by the rotation: he is the one who signs in next.
  const res = await request.get(`/api/leads?busca=${encodeURIComponent(VISITANTE.email)}`, {
    headers: admin,
  });
  expect(res.status(), await res.text()).toBe(200);
  const leads = (await res.json()) as {
    id: string;
    email: string;
    corretorId: string | null;
    etapa: string;
  }[];
  const lead = leads.find((l) => l.email === VISITANTE.email);
  expect(lead?.etapa).toBe('visita_agendada');
  expect(lead?.corretorId).toBeTruthy();
  leadId = lead!.id;
  const usuario = await request.get(`/api/usuarios/${lead!.corretorId}`, { headers: admin });
  corretorEmail = ((await usuario.json()) as { email: string }).email;
  expect(Object.keys(CORRETORES)).toContain(corretorEmail);
});

test('o corretor confirma a visita no celular e envia a proposta de locação', async ({ browser }) => {
  const celular = await novaPagina(browser, { width: 375, height: 812 });
  await entrarPelaTela(celular, corretorEmail, CORRETORES[corretorEmail]!);
  await celular.waitForURL('**/corretor**');
  await celular.goto('/corretor?aba=agenda');
  // The first free slot may fall in next week.
  const cartao = celular.getByRole('article', { name: new RegExp(TITULO) });
  const proxima = celular.getByRole('button', { name: 'Próxima semana' });
  await expect(proxima).toBeVisible();
  for (let semana = 0; semana < 3 && !(await cartao.isVisible()); semana++) {
    const dias = celular.getByRole('group', { name: 'Dias da semana' }).getByRole('button');
    for (const dia of await dias.all()) {
      await dia.click();
      if (await cartao.isVisible()) break;
    }
    if (!(await cartao.isVisible())) await proxima.click();
  }
  await expect(cartao).toContainText('Solicitada');
  await cartao.getByRole('button', { name: 'Confirmar' }).click();
  await expect(cartao).toContainText('Confirmada');

  // From the lead's page, "Nova proposta": the ficha starts with the lead's contact and the rent.
  await celular.goto(`/corretor/leads/${leadId}`);
  await celular.getByRole('link', { name: 'Nova proposta' }).click();
  await celular.waitForURL(`**/corretor/propostas/nova?lead=${leadId}`);
  await expect(celular.getByLabel('Nome completo')).toHaveValue(VISITANTE.nome);
  await celular.getByLabel('Nome completo').fill(INQUILINO.nome);
  await celular.getByLabel('E-mail').fill(INQUILINO.email);
  for (const [rotulo, texto] of [
    ['CPF', '52998224725'],
    ['RG', '123456789'],
    ['Profissão', 'Engenheiro'],
    ['Renda mensal', '12000'],
    ['Valor do aluguel', '2500'],
  ] as const) {
    await celular.getByLabel(rotulo).pressSequentially(texto);
  }
  await celular.getByLabel('Início desejado').fill('2027-02-01');
  await celular.getByRole('button', { name: 'Escolher a garantia' }).click();
  const garantia = celular.getByRole('dialog');
  await garantia.getByLabel('Tipo de garantia').selectOption({ label: 'Caução' });
  await garantia.getByLabel('Valor').pressSequentially('2500');
  await garantia.getByLabel('Onde está depositada').fill('Poupança Banco do Brasil 1234-5');
  await garantia.getByRole('button', { name: 'Salvar' }).click();
  await expect(celular.getByText('Caução: R$ 2.500,00')).toBeVisible();
  await celular.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await celular.waitForURL(/\/corretor\/propostas\/(?!nova)[^/?]+$/);
  propostaId = new URL(celular.url()).pathname.split('/').pop()!;
  await expect(celular.getByText('Enviada').first()).toBeVisible();

  // The sent proposal is in his list, on the phone.
  await celular.goto('/corretor?aba=propostas');
  await expect(celular.getByText(INQUILINO.nome).first()).toBeVisible();
  await celular.context().close();
});

test('o admin aprova a proposta no back office e o novo inquilino chega à sua área', async ({ browser }) => {
  const pagina: Page = await novaPagina(browser);
  await entrarComoAdmin(pagina);
  await pagina.goto('/admin/propostas');
  await expect(pagina.getByRole('heading', { name: 'Propostas' })).toBeVisible();
  await pagina
    .getByRole('link', { name: `Abrir a proposta de ${INQUILINO.nome}` })
    .first()
    .click();
  await pagina.waitForURL(`**/admin/propostas/${propostaId}`);

  await pagina.getByRole('button', { name: 'Aprovar' }).click();
  const dialogo = pagina.getByRole('dialog', { name: 'Aprovar a proposta' });
  await dialogo.getByLabel('Número do contrato').fill(CONTRATO);
  await dialogo.getByLabel('Dia do vencimento').fill('10');
  await dialogo.getByRole('button', { name: 'Aprovar' }).click();

  // The invitation, shown this one time.
  const convite = pagina.getByRole('dialog').filter({ hasText: 'Convite de primeiro acesso' });
  await expect(convite).toBeVisible();
  await expect(convite).toContainText('Por segurança, o link aparece só agora.');
  const link = new URL(await convite.getByRole('textbox').inputValue());
  await pagina.keyboard.press('Escape');
  await expect(convite).toBeHidden();
  await expect(pagina.getByText('Aprovada').first()).toBeVisible();
  await expect(pagina.getByRole('link', { name: /^Contrato / })).toHaveAttribute(
    'href',
    `/admin/contratos?busca=${CONTRATO}`,
  );
  await pagina.context().close();

  const inquilino = await novaPagina(browser);
  await inquilino.goto(`${link.pathname}${link.search}`);
  await expect(inquilino.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
  await inquilino.getByLabel('Nova senha').fill(SENHA);
  await inquilino.getByLabel('Confirme a senha').fill(SENHA);
  await inquilino.getByRole('button', { name: 'Criar senha e entrar' }).click();
  await inquilino.waitForURL('**/locatario');
  await expect(inquilino.getByText(`Olá, ${INQUILINO.nome}`)).toBeVisible();
  await expect(inquilino.getByText(CONTRATO).first()).toBeVisible();
  await inquilino.context().close();
});

test('o admin vê a comissão do negócio e a configuração da divisão', async ({ browser }) => {
  const pagina = await novaPagina(browser);
  await entrarComoAdmin(pagina);
  const menu = pagina.getByRole('navigation').first();
  await expect(menu.getByRole('link', { name: 'Propostas' })).toHaveAttribute('href', '/admin/propostas');
  await menu.getByRole('link', { name: 'Comissões' }).click();
  await pagina.waitForURL('**/admin/comissoes');
  await expect(pagina.getByRole('heading', { name: 'Comissões', level: 1 })).toBeVisible();
  await expect(pagina.getByText(TITULO).first()).toBeVisible();

  // A split that does not add up to 100 is refused; one that does is saved.
  await pagina.getByLabel('Imobiliária').fill('60');
  await pagina.getByRole('button', { name: 'Salvar' }).click();
  await expect(pagina.getByText('A divisão precisa somar 100%.').first()).toBeVisible();
  await pagina.getByLabel('Corretor captador').fill('10');
  await pagina.getByRole('button', { name: 'Salvar' }).click();
  await expect(pagina.getByText('Configuração salva').first()).toBeVisible();

  // The approved proposal on a phone: its status and the contract it created.
  await pagina.setViewportSize({ width: 375, height: 812 });
  await pagina.goto(`/admin/propostas/${propostaId}`);
  await expect(pagina.getByRole('heading', { level: 1 })).toContainText('Proposta');
  await expect(pagina.getByText('Aprovada').first()).toBeVisible();
  await expect(pagina.getByRole('link', { name: `Contrato ${CONTRATO}` })).toBeVisible();
  await pagina.context().close();
});
