import { expect, test, type Page } from './fixtures';
import { entrarComoAdmin } from './admin-helpers';

// The back office lists page and search on the server: the search and the page live in the URL,
// a reload shows the same page, and page 2 holds other rows.

const sufixo = Date.now().toString(36);

const autorizacao = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

/** The names in the table's body, in order. */
const nomesNaTabela = (page: Page) => page.getByRole('row').locator('td:first-child').allInnerTexts();

test('usuários: a busca vai para a URL, o recarregar mantém a página e a página 2 traz outros', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  const auth = await autorizacao(page);
  // 22 users sharing a word no demo user has: more than one page of 20.
  const marca = `Paginado${sufixo}`;
  for (let i = 1; i <= 22; i++) {
    const res = await page.request.post('/api/usuarios', {
      headers: auth,
      data: {
        nome: `${marca} ${String(i).padStart(2, '0')}`,
        email: `paginado.${sufixo}.${i}@example.com`,
        telefone: '(11) 98765-4321',
        perfil: 'corretor',
        senha: 'Paginado@2026',
        status: 'ativo',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
  await page.getByLabel('Buscar').fill(marca);
  await expect(page).toHaveURL(new RegExp(`[?&]busca=${marca}(&|$)`));
  await expect(page.getByText('22 usuários')).toBeVisible();
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  const primeira = await nomesNaTabela(page);
  expect(primeira).toHaveLength(20);
  for (const nome of primeira) expect(nome).toContain(marca);

  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue(marca);
  await expect(page.getByText('22 usuários')).toBeVisible();
  await expect.poll(() => nomesNaTabela(page)).toEqual(primeira);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect.poll(async () => (await nomesNaTabela(page)).length).toBe(2);
  const segunda = await nomesNaTabela(page);
  for (const nome of segunda) {
    expect(nome).toContain(marca);
    expect(primeira).not.toContain(nome);
  }

  // A filter goes back to page 1 and narrows on the server too: no corretor is 'pendente' here.
  await page.getByLabel('Status').selectOption('pendente');
  await expect(page).not.toHaveURL(/[?&]pagina=/);
  await expect(page.getByText('0 usuários')).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
});

test('jurídico: a aba e a busca vão para a URL, o recarregar mantém a página e a página 2 traz outros', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  const auth = await autorizacao(page);
  // 22 cases sharing a number prefix no demo case has: more than one page of 20.
  const marca = `PJ${sufixo}`;
  for (let i = 1; i <= 22; i++) {
    const res = await page.request.post('/api/juridico/processos', {
      headers: auth,
      data: {
        numero: `${marca}-${String(i).padStart(2, '0')}`,
        descricao: 'Processo da paginação.',
        advogadoResponsavel: 'Dra. Paula',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto('/admin/juridico');
  await expect(page.getByRole('heading', { name: 'Departamento Jurídico' })).toBeVisible();
  await page.getByRole('tab', { name: 'Processos' }).click();
  await expect(page).toHaveURL(/[?&]aba=processos(&|$)/);
  await page.getByLabel('Buscar').fill(marca);
  await expect(page).toHaveURL(new RegExp(`[?&]busca=${marca}(&|$)`));
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  const primeira = await nomesNaTabela(page);
  expect(primeira).toHaveLength(20);
  for (const numero of primeira) expect(numero).toContain(marca);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Processos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Buscar')).toHaveValue(marca);
  await expect.poll(() => nomesNaTabela(page)).toEqual(primeira);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect.poll(async () => (await nomesNaTabela(page)).length).toBe(2);
  for (const numero of await nomesNaTabela(page)) {
    expect(numero).toContain(marca);
    expect(primeira).not.toContain(numero);
  }

  // The other tab starts at its first page, with the same search: no document has this text.
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page).not.toHaveURL(/[?&](pagina|aba)=/);
  await expect(page.getByText('Nenhum documento encontrado')).toBeVisible();
});

test('contratos: a busca e a janela "A vencer" vão para a URL e o recarregar mantém a lista do servidor', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  const auth = await autorizacao(page);
  const totalDoServidor = async (consulta: string) => {
    const res = await page.request.get(`/api/contratos?${consulta}&limite=20`, { headers: auth });
    expect(res.status()).toBe(200);
    return Number(res.headers()['x-total-count']);
  };

  await page.goto('/admin/contratos');
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Contratos' })).toBeVisible();
  await page.getByLabel('Buscar').fill('CT-2026-001');
  await expect(page).toHaveURL(/[?&]busca=CT-2026-001(&|$)/);
  await expect.poll(() => nomesNaTabela(page)).toEqual(['CT-2026-001']);

  await page.getByLabel('Buscar').fill('');
  await expect(page).not.toHaveURL(/[?&]busca=/);
  const filtro = page.getByRole('group', { name: 'A vencer' });
  await filtro.getByRole('button', { name: '90 dias' }).click();
  await expect(page).toHaveURL(/[?&]vencendoEm=90(&|$)/);
  const aVencer = await totalDoServidor('vencendoEm=90');
  const todos = await totalDoServidor('busca=');
  expect(aVencer).toBeLessThan(todos);
  await expect
    .poll(async () => (await nomesNaTabela(page)).filter((n) => n.startsWith('CT-')).length)
    .toBe(aVencer);

  await page.reload();
  await expect(filtro.getByRole('button', { name: '90 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await nomesNaTabela(page)).filter((n) => n.startsWith('CT-')).length)
    .toBe(aVencer);

  await filtro.getByRole('button', { name: 'Todos' }).click();
  await expect(page).not.toHaveURL(/[?&]vencendoEm=/);
  await expect
    .poll(async () => (await nomesNaTabela(page)).filter((n) => n.startsWith('CT-')).length)
    .toBe(Math.min(todos, 20));
});

test('imóveis: busca e filtros vão para a URL, a contagem é a do servidor e o recarregar mantém a lista', async ({
  page,
}) => {
  await entrarComoAdmin(page);
  const auth = await autorizacao(page);
  const totalDoServidor = async (consulta: string) => {
    const res = await page.request.get(`/api/imoveis?${consulta}&limite=20`, { headers: auth });
    expect(res.status()).toBe(200);
    return Number(res.headers()['x-total-count']);
  };
  const todos = await totalDoServidor('pagina=1');
  const alugados = await totalDoServidor('operacao=Aluguel');
  expect(alugados).toBeGreaterThan(0);
  expect(alugados).toBeLessThan(todos);

  await page.goto('/admin/imoveis');
  await expect(page.getByRole('heading', { name: 'Gestão de Imóveis' })).toBeVisible();
  await expect(page.getByText(`${todos} imóveis`)).toBeVisible();
  await page.getByLabel('Operação').selectOption('Aluguel');
  await expect(page).toHaveURL(/[?&]operacao=Aluguel(&|$)/);
  await expect(page.getByText(`${alugados} imóveis`)).toBeVisible();
  const linhas = await nomesNaTabela(page);
  expect(linhas).toHaveLength(Math.min(alugados, 20));

  await page.reload();
  await expect(page.getByLabel('Operação')).toHaveValue('Aluguel');
  await expect(page.getByText(`${alugados} imóveis`)).toBeVisible();
  await expect.poll(() => nomesNaTabela(page)).toEqual(linhas);

  // A text no property has: the server finds nothing, and says so.
  await page.getByLabel('Buscar').fill(`sem-imovel-${sufixo}`);
  await expect(page).toHaveURL(new RegExp(`[?&]busca=sem-imovel-${sufixo}(&|$)`));
  await expect(page.getByText('0 imóveis')).toBeVisible();
  await expect(page.getByText('Nenhum imóvel encontrado')).toBeVisible();
});
