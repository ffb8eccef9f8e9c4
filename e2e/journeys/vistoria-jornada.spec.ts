import { expect, test, type Page } from './fixtures';
import { ADMIN, entrarComoAdmin, esperarToast, hojeSP } from './admin-helpers';
import { criarContratoApi, criarImovelDeAluguel } from './api-helpers';
import { entrarPelaTela, loginApi, unico } from './site-helpers';

// Vistorias (issue 36), on phones: the admin fills the entry vistoria of a new contract (states, a
// note, a photo from the camera) and concludes it; the tenant contests one item in her area; the
// admin answers; the exit vistoria marks that item worse and the admin prices the damage, which the
// rescisão's settlement then carries. Each step is checked again after a reload.
test.describe.configure({ mode: 'serial' });

const id = unico();
const CONTRATO = `CT-VIST-${id}`;
const INQUILINO = { nome: 'Vera Vistoria', email: `vera.${id}@example.com`, senha: 'segredo123' };
const CELULAR = { width: 375, height: 812 };
const CONTESTACAO = 'O piso já tinha um risco perto da porta na entrada.';
const RESPOSTA = 'Conferimos as fotos: o risco foi anotado no laudo.';
const DANO = 'Piso riscado na saída';

let admin: Page;
let auth: { Authorization: string };
let contratoId = '';
let entradaId = '';

const hoje = hojeSP();
const daquiAUmAno = `${Number(hoje.slice(0, 4)) + 1}${hoje.slice(4)}`;

test.beforeAll(async ({ browser, request }) => {
  const { token } = await loginApi(request, ADMIN.email, ADMIN.senha);
  auth = { Authorization: `Bearer ${token}` };
  const imovelId = await criarImovelDeAluguel(request, auth, {
    titulo: `Apartamento Vistoria ${id}`,
    endereco: 'Rua do Laudo, 36',
    preco: 1800,
    areaUtil: '48',
    descricao: 'Apartamento para a jornada de vistoria.',
  });
  const contrato = await criarContratoApi(request, auth, {
    numero: CONTRATO,
    inquilino: {
      nome: INQUILINO.nome,
      email: INQUILINO.email,
      telefone: '(11) 95555-0336',
      rg: '12.345.678-9',
    },
    imovelId,
    dataInicio: hoje,
    dataFim: daquiAUmAno,
    valorAluguel: 1800,
    diaVencimento: 10,
  });
  contratoId = contrato._id;
  const convite = new URL(contrato.convite.link, 'http://x').searchParams.get('convite');
  const aceito = await request.post('/api/auth/aceitar-convite', {
    data: { token: convite, senha: INQUILINO.senha },
  });
  expect(aceito.status(), await aceito.text()).toBe(200);
  admin = await (await browser.newContext({ viewport: CELULAR, isMobile: true, hasTouch: true })).newPage();
});
test.afterAll(async () => {
  await admin.context().close();
});

/** A small real JPEG, as the phone's camera would give (encoded by the browser's canvas). */
const jpegDaCamera = async (page: Page) =>
  Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#8a6';
      ctx.fillRect(0, 0, 64, 48);
      ctx.fillStyle = '#333';
      ctx.fillRect(10, 20, 40, 4);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    }),
  );

/** The card of an item of the open room (the first one, Sala), by the group of its state buttons. */
const cartaoDoItem = (page: Page, item: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `Estado de ${item}` }) });

const estado = (page: Page, item: string, nome: string) =>
  page.getByRole('group', { name: `Estado de ${item}` }).getByRole('button', { name: nome, exact: true });

const abrirVistoriasDoContrato = async (page: Page) => {
  await page.goto(`/admin/contratos/${contratoId}/vistorias?numero=${CONTRATO}`);
  await expect(page.getByRole('heading', { name: `Vistorias do contrato ${CONTRATO}` })).toBeVisible();
};

test('no celular, o admin preenche a vistoria de entrada com uma foto e a conclui', async () => {
  await entrarComoAdmin(admin);
  await abrirVistoriasDoContrato(admin);
  await expect(admin.getByText('Nenhuma vistoria registrada neste contrato.')).toBeVisible();
  await admin.getByRole('button', { name: 'Iniciar vistoria de entrada' }).click();
  await admin.waitForURL('**/admin/vistorias/*');
  entradaId = new URL(admin.url()).pathname.split('/').pop() ?? '';

  await estado(admin, 'Piso', 'Bom').click();
  await expect(cartaoDoItem(admin, 'Piso').getByRole('status')).toHaveText('Salvo');
  await cartaoDoItem(admin, 'Piso').getByLabel('Observação').fill('Piso de madeira, sem riscos.');
  await cartaoDoItem(admin, 'Piso').getByLabel('Observação').blur();
  await expect(cartaoDoItem(admin, 'Piso').getByRole('status')).toHaveText('Salvo');
  await estado(admin, 'Paredes', 'Novo').click();
  await expect(cartaoDoItem(admin, 'Paredes').getByRole('status')).toHaveText('Salvo');

  await cartaoDoItem(admin, 'Piso')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'piso.jpg', mimeType: 'image/jpeg', buffer: await jpegDaCamera(admin) });
  await expect(admin.getByRole('img', { name: 'Foto 1 de Piso' })).toBeVisible();

  // Reloaded, what was saved is there (states, note, photo).
  await admin.reload();
  await expect(estado(admin, 'Piso', 'Bom')).toHaveAttribute('aria-pressed', 'true');
  await expect(cartaoDoItem(admin, 'Piso').getByLabel('Observação')).toHaveValue(
    'Piso de madeira, sem riscos.',
  );
  await expect(admin.getByRole('img', { name: 'Foto 1 de Piso' })).toBeVisible();

  await admin.getByRole('button', { name: 'Concluir vistoria' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Concluir e gerar o laudo' }).click();
  await esperarToast(admin, 'Vistoria concluída');
  await admin.reload();
  await expect(admin.getByText('Vistoria concluída: somente leitura.')).toBeVisible();
  await abrirVistoriasDoContrato(admin);
  await expect(admin.getByText('Em revisão pelo inquilino')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Laudo (PDF)' })).toBeVisible();
});

test('no celular, a inquilina abre a aba Vistoria e contesta o piso', async ({ browser }) => {
  const inquilina = await (
    await browser.newContext({ viewport: CELULAR, isMobile: true, hasTouch: true })
  ).newPage();
  try {
    await entrarPelaTela(inquilina, INQUILINO.email, INQUILINO.senha);
    await inquilina.waitForURL('**/locatario**');
    await inquilina.getByRole('tab', { name: 'Vistoria' }).click();
    await inquilina.getByRole('button', { name: 'Revisar laudo: Vistoria de entrada' }).click();
    const piso = inquilina.getByRole('listitem', { name: 'Piso' }).first();
    await expect(piso).toContainText('Piso de madeira, sem riscos.');
    await piso.getByRole('button', { name: 'Contestar' }).click();
    const dialogo = inquilina.getByRole('dialog', { name: 'Contestar: Piso' });
    await dialogo.getByLabel('O que está diferente').fill(CONTESTACAO);
    await dialogo.getByRole('button', { name: 'Enviar contestação' }).click();
    await expect(inquilina.getByText('Contestação enviada à imobiliária.').first()).toBeVisible();

    await inquilina.reload();
    await inquilina.getByRole('tab', { name: 'Vistoria' }).click();
    await expect(inquilina.getByText('Contestação enviada à imobiliária').first()).toBeVisible();
  } finally {
    await inquilina.context().close();
  }
});

test('o admin responde à contestação; depois da recarga a resposta continua lá', async () => {
  await admin.goto(`/admin/vistorias/${entradaId}/revisao`);
  const contestado = admin.getByRole('listitem', { name: 'Sala — Piso' });
  await expect(contestado).toContainText(CONTESTACAO);
  await contestado.getByRole('button', { name: 'Responder' }).click();
  await contestado.getByLabel('Resposta ao inquilino').fill(RESPOSTA);
  await contestado.getByRole('button', { name: 'Enviar resposta' }).click();
  await esperarToast(admin, 'Resposta enviada ao inquilino.');
  await admin.reload();
  await expect(admin.getByRole('listitem', { name: 'Sala — Piso' })).toContainText(RESPOSTA);
  await expect(admin.getByText('Encerrada').first()).toBeVisible();
});

test('a vistoria de saída piora o piso; o dano precificado entra no acerto da rescisão', async ({
  request,
}) => {
  await abrirVistoriasDoContrato(admin);
  await admin.getByRole('button', { name: 'Iniciar vistoria de saída' }).click();
  await admin.waitForURL('**/admin/vistorias/*');
  const saidaId = new URL(admin.url()).pathname.split('/').pop() ?? '';
  expect(saidaId).not.toBe(entradaId);
  await estado(admin, 'Piso', 'Ruim').click();
  await expect(cartaoDoItem(admin, 'Piso').getByRole('status')).toHaveText('Salvo');
  await admin.getByRole('button', { name: 'Concluir vistoria' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Concluir e gerar o laudo' }).click();
  await esperarToast(admin, 'Vistoria concluída');

  await admin.goto(`/admin/vistorias/${saidaId}/revisao`);
  await expect(admin.getByText('1 item piorou')).toBeVisible();
  const sala = admin.getByRole('group', { name: 'Sala' });
  await sala.getByLabel('Descrição do dano: Piso').fill(DANO);
  await sala.getByLabel('Valor do dano: Piso').fill('350');
  await admin.getByRole('button', { name: 'Salvar danos' }).click();
  await esperarToast(admin, 'Danos salvos no acerto da rescisão.');
  await admin.reload();
  await expect(admin.getByRole('group', { name: 'Sala' }).getByLabel('Descrição do dano: Piso')).toHaveValue(
    DANO,
  );

  // The settlement the rescisão dialog calculates (the same call) carries the damage.
  const res = await request.post(`/api/contratos/${contratoId}/rescisao/simular`, {
    headers: auth,
    data: { dataSaida: hoje, motivo: 'pelo-locatario' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const acerto = (await res.json()) as { ajustes: { descricao: string; valor: number }[] };
  expect(acerto.ajustes).toContainEqual({ descricao: `Vistoria de saída — Sala, Piso: ${DANO}`, valor: 350 });
});
