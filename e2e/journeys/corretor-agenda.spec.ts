import { expect, test } from './fixtures';
import { criarImovelDeAluguel } from './api-helpers';
import { entrarComoAdmin, esperarToast } from './admin-helpers';
import { ADMIN, loginApi, unico } from './site-helpers';

// Issue 35: the admin sets the agency's visiting hours (visits of 30 minutes), the visitor sees
// those slots on the property page and books one, and the visit shows in the admin's agenda of
// every corretor. The hours go back to the default afterwards, for the other journeys of the run.
test.describe.configure({ mode: 'serial' });

const id = unico();
const TITULO = `Casa Agenda ${id}`;
const FONE = String(Date.now() % 10_000).padStart(4, '0');
const VISITANTE = {
  nome: `Vera Visitante ${id}`,
  email: `vera.${id}@example.com`,
  telefone: `(11) 97${FONE.slice(0, 3)}-${FONE}`,
};

let admin: { Authorization: string };
let imovelId: string;

test.beforeAll(async ({ request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  admin = { Authorization: `Bearer ${token}` };
  imovelId = await criarImovelDeAluguel(request, admin, {
    titulo: TITULO,
    endereco: 'Rua das Visitas, 31',
    preco: 3100,
    areaUtil: '90',
    descricao: 'Casa para a jornada da agenda de visitas, com quintal e duas vagas.',
  });
});

test.afterAll(async ({ request }) => {
  const semana = [{ inicio: '09:00', fim: '18:00' }];
  await request.put('/api/visitas/agenda', {
    headers: admin,
    data: {
      dias: {
        '1': semana,
        '2': semana,
        '3': semana,
        '4': semana,
        '5': semana,
        '6': [{ inicio: '09:00', fim: '13:00' }],
      },
      duracaoMinutos: 60,
      antecedenciaMinutos: 120,
    },
  });
});

test('o admin define visitas de 30 minutos, o visitante agenda numa delas e a visita aparece na agenda', async ({
  page,
  browser,
}) => {
  await entrarComoAdmin(page);
  await page.goto('/admin/visitas/horarios');
  await expect(page.getByRole('heading', { name: 'Horários de visita' })).toBeVisible();
  await page.getByLabel('Duração de cada visita').selectOption({ label: '30 minutos' });
  await page.getByRole('button', { name: 'Salvar horários' }).click();
  await esperarToast(page, 'Horários de visita salvos.');

  const visitante = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await visitante.goto(`/imovel/${imovelId}`);
  await visitante.getByRole('button', { name: 'Agendar visita' }).first().click();
  const dialogo = visitante.getByRole('dialog', { name: 'Agendar visita' });
  await dialogo.getByRole('group', { name: 'Dia' }).getByRole('button').first().click();
  // Every day with hours ends in a half-hour slot now (17:30, or 12:30 on Saturday).
  const meiaHora = dialogo.getByRole('group', { name: 'Horário' }).getByRole('button', { name: /:30/ });
  await meiaHora.last().click();
  await dialogo.getByLabel('Nome').fill(VISITANTE.nome);
  await dialogo.getByLabel('Email').fill(VISITANTE.email);
  await dialogo.getByLabel('Telefone').fill(VISITANTE.telefone);
  await dialogo.getByRole('button', { name: 'Solicitar visita' }).click();
  await expect(visitante.getByRole('dialog', { name: 'Visita solicitada' })).toBeVisible();
  await visitante.context().close();

  await page.goto('/admin/visitas');
  await expect(page.getByRole('heading', { name: 'Visitas', exact: true })).toBeVisible();
  // The first free day may already be next week (a Saturday afternoon, a Sunday).
  await expect(page.getByRole('status', { name: 'Carregando a agenda...' })).toHaveCount(0);
  const visita = page.getByRole('article', { name: new RegExp(`:30 ${TITULO}$`) });
  if ((await visita.count()) === 0) await page.getByRole('button', { name: 'Próxima semana' }).click();
  await expect(visita).toBeVisible();
  await expect(visita.getByText(`Visitante: ${VISITANTE.nome}`)).toBeVisible();
  await expect(visita.getByText('Solicitada')).toBeVisible();
  // The lead's rotation gave it to a corretor, and the admin's agenda says whose it is.
  await expect(visita.getByText(/^Corretor: /)).toBeVisible();
});
