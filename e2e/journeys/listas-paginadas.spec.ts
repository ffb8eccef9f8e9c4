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
