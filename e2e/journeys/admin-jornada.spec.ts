import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import {
  dataNoCampo,
  entrarComoAdmin,
  esperarToast,
  hojeSP,
  pdfMinimo,
  pngSolido,
  valorDoCard,
} from './admin-helpers';

// One admin journey, in order: each step builds on the data the previous one created.
test.describe.configure({ mode: 'serial' });

const sufixo = Date.now().toString(36);
const TITULO = `Apartamento Jornada ${sufixo}`;
const CONTRATO = `CT-E2E-${sufixo}`;
const USUARIO_EMAIL = `corretor.${sufixo}@morada.com.br`;

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
test.afterAll(async () => {
  await page.close();
});

const numeroBRL = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));

let receitaAntes = 0;

test('o admin entra em /login e vê o dashboard com os números da demonstração', async () => {
  await entrarComoAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const resposta = await page.request.get('/api/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(resposta.ok()).toBe(true);
  const dados = (await resposta.json()) as {
    estatisticas: { totalImoveis: number; contratosAtivos: number };
  };
  expect(dados.estatisticas.totalImoveis).toBeGreaterThanOrEqual(6);
  await expect(valorDoCard(page, 'Total de Imóveis')).toHaveText(String(dados.estatisticas.totalImoveis));
  await expect(valorDoCard(page, 'Contratos Ativos')).toHaveText(String(dados.estatisticas.contratosAtivos));
  for (const titulo of [
    'Receita vs Meta Mensal',
    'Distribuição de Ocupação',
    'Receita por Tipo de Imóvel',
    'Receita por Categoria',
    'Alertas Importantes',
    'Próximos Vencimentos',
    'Ações Rápidas',
  ]) {
    await expect(page.getByRole('region', { name: titulo })).toBeVisible();
  }
  receitaAntes = numeroBRL((await valorDoCard(page, 'Receita Mensal').textContent()) ?? '');
});

test('cria um imóvel de aluguel com duas fotos', async () => {
  await page.getByRole('link', { name: 'Imóveis', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gestão de Imóveis' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo Imóvel' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Imóvel' })).toBeVisible();

  // Empty submit: the spec's messages and the 'Formulário inválido' toast.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(page, 'Formulário inválido');
  await expect(page.getByText('Título é obrigatório')).toBeVisible();
  await expect(page.getByText('Pelo menos uma foto é obrigatória')).toBeVisible();

  await page.getByLabel('Título').fill(TITULO);
  await page.getByLabel('Tipo', { exact: true }).selectOption('Apartamento');
  await page.getByLabel('Operação').selectOption('Aluguel');
  await page.getByLabel('Endereço').fill('Rua das Palmeiras, 120');
  await page.getByLabel('Bairro').fill('Jardins');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('SP');
  await page.getByLabel('Preço', { exact: true }).fill('3200');
  await page.getByLabel('Área útil (m²)').fill('75');
  await page.getByLabel('Quartos').fill('2');
  await page.getByLabel('Banheiros').fill('2');
  await page.getByLabel('Vagas').fill('1');
  await page.getByLabel('Descrição').fill('Apartamento criado pela jornada de ponta a ponta.');
  await page.getByRole('textbox', { name: 'Características extras' }).fill('  Piscina ');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Características extras' }).fill('Piscina');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Características extras' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await page.getByLabel('Adicionar fotos').setInputFiles([
    { name: 'sala.png', mimeType: 'image/png', buffer: pngSolido(200, 30, 30) },
    { name: 'quarto.png', mimeType: 'image/png', buffer: pngSolido(30, 30, 200) },
  ]);
  await expect(page.getByRole('list', { name: 'Novas fotos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(page, 'Imóvel criado com sucesso');
  await expect(page.getByRole('heading', { name: 'Gestão de Imóveis' })).toBeVisible();
  await page.getByLabel('Buscar').fill(sufixo);
  await expect(page.getByRole('row').filter({ hasText: TITULO })).toHaveCount(1);
  await expect(page.getByText('1 imóveis')).toBeVisible();
});

test('edita o imóvel removendo uma das fotos', async () => {
  await page.getByRole('link', { name: `Editar ${TITULO}` }).click();
  await expect(page.getByRole('heading', { name: 'Editar Imóvel' })).toBeVisible();
  const atuais = page.getByRole('list', { name: 'Fotos atuais' }).getByRole('listitem');
  await expect(atuais).toHaveCount(2);
  await atuais.first().getByRole('button', { name: 'Remover foto' }).click();
  await expect(atuais.first().getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await esperarToast(page, 'Imóvel atualizado com sucesso');
  await page.getByLabel('Buscar').fill(sufixo);
  await page.getByRole('button', { name: `Visualizar ${TITULO}` }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo.getByRole('heading', { name: TITULO })).toBeVisible();
  await expect(dialogo.getByText('Piscina')).toBeVisible();
  await page.keyboard.press('Escape');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const lista = await page.request.get(`/api/imoveis?busca=${encodeURIComponent(sufixo)}&limite=10`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const imoveis = (await lista.json()) as { titulo: string; fotos: string[] }[];
  expect(imoveis.find((i) => i.titulo === TITULO)?.fotos).toHaveLength(1);
});

test('o imóvel aparece na listagem pública', async () => {
  await page.goto('/imoveis');
  await expect(page.getByText(TITULO).first()).toBeVisible();
  await page.goto('/admin');
  await expect(valorDoCard(page, 'Total de Imóveis')).toBeVisible();
});

test('cria um contrato para o imóvel, gera 12 pagamentos e registra um como pago', async () => {
  await page.getByRole('link', { name: 'Contratos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Contratos' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Número do contrato').fill(CONTRATO);
  await dialogo.getByLabel('Nome do inquilino').fill('Carlos Jornada');
  await dialogo.getByLabel('Email').fill(`carlos.${sufixo}@example.com`);
  await dialogo.getByLabel('Telefone').fill('(11) 98888-7777');
  await dialogo.getByLabel('CPF').fill('123.456.789-09');
  await dialogo.getByLabel('RG', { exact: true }).fill('12.345.678-9');
  const opcao = dialogo.getByLabel('Imóvel').locator('option', { hasText: TITULO });
  await dialogo.getByLabel('Imóvel').selectOption((await opcao.getAttribute('value')) ?? '');
  const hoje = hojeSP();
  const [ano, mes, dia] = hoje.split('-');
  await dialogo.getByLabel('Data de início').fill(hoje);
  await dialogo.getByLabel('Data de término').fill(`${Number(ano) + 1}-${mes}-${dia}`);
  // Typed key by key, as people do: the '.' is a thousands point, then a decimal one.
  await dialogo.getByLabel('Valor do aluguel (R$)').pressSequentially('3.200');
  await expect(dialogo.getByLabel('Valor do aluguel (R$)')).toHaveValue('R$ 3.200');
  await dialogo.getByLabel('Condomínio (R$)').pressSequentially('450.50');
  await expect(dialogo.getByLabel('Condomínio (R$)')).toHaveValue('R$ 450,50');
  await expect(dialogo.getByLabel('Dia de vencimento')).toHaveValue('5');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(page, 'Contrato criado');
  // The tenant is new: the invitation is shown once, then closed.
  const convite = page.getByRole('dialog', { name: 'Convite de primeiro acesso' });
  await expect(convite).toContainText('Carlos Jornada');
  await page.keyboard.press('Escape');
  await expect(convite).toBeHidden();
  const linha = page.getByRole('row').filter({ hasText: CONTRATO });
  await expect(linha).toContainText('R$ 3.650,50');

  await page.getByRole('button', { name: `Gerar pagamentos ${CONTRATO}` }).click();
  await expect(page.getByLabel('Quantidade de meses')).toHaveValue('12');
  await page.getByRole('button', { name: 'Gerar', exact: true }).click();
  await esperarToast(page, 'Pagamentos gerados');

  await page.getByRole('button', { name: `Pagamentos ${CONTRATO}`, exact: true }).click();
  const pagamentos = page.getByRole('dialog');
  await expect(pagamentos.locator('tbody tr')).toHaveCount(12);
  const primeira = pagamentos.locator('tbody tr').first();
  const competencia = (await primeira.locator('td').first().textContent()) ?? '';
  await primeira.getByRole('button', { name: 'Registrar pagamento' }).click();
  const registro = pagamentos.getByRole('form', { name: `Registrar pagamento de ${competencia}` });
  await expect(registro.getByLabel('Data do pagamento')).toHaveValue(dataNoCampo(hoje));
  await expect(registro.getByLabel('Valor recebido')).not.toHaveValue('');
  await registro.getByLabel('Meio de pagamento').selectOption('PIX');
  await registro.getByRole('button', { name: 'Confirmar' }).click();
  await esperarToast(page, 'Pagamento registrado');
  await expect(pagamentos.locator('tbody tr').first()).toContainText('Pago');
  await page.keyboard.press('Escape');
});

test('o dashboard mostra a nova receita mensal', async () => {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await esperarToast(page, 'Dados atualizados');
  await expect
    .poll(async () => numeroBRL((await valorDoCard(page, 'Receita Mensal').textContent()) ?? ''))
    .toBeGreaterThan(receitaAntes);
});

test('cria um usuário', async () => {
  await page.getByRole('link', { name: 'Usuários', exact: true }).click();
  await page.getByRole('link', { name: 'Novo Usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Novo Usuário' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O nome é obrigatório')).toBeVisible();
  await page.getByLabel('Nome completo').fill('Rafael Corretor');
  await expect(page.getByText('O nome é obrigatório')).toHaveCount(0);
  await page.getByLabel('Email').fill(USUARIO_EMAIL);
  await page.getByLabel('Telefone').fill('(11) 97777-6666');
  await page.getByLabel('Perfil').selectOption('corretor');
  await page.getByLabel('Senha', { exact: true }).fill('Corretor@2026');
  await page.getByLabel('Confirmar senha').fill('Corretor@2027');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar senha').fill('Corretor@2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await esperarToast(page, 'Usuário criado com sucesso');
  await expect(page.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
  await page.getByLabel('Buscar').fill(USUARIO_EMAIL);
  await expect(page.getByRole('row').filter({ hasText: USUARIO_EMAIL })).toContainText('Nunca acessou');
});

test('exporta os dois CSVs com as linhas filtradas', async () => {
  const [downloadUsuarios] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(downloadUsuarios.suggestedFilename()).toMatch(/^usuarios_\d{4}-\d{2}-\d{2}\.csv$/);
  const usuarios = (await readFile((await downloadUsuarios.path()) ?? '', 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  // Excel pt-BR opens it in columns: cells split on ; (quoted only when they hold ; " or a line break).
  expect(usuarios[0]).toBe('Nome;Email;Telefone;Perfil;Status;Data de Cadastro;Último Acesso');
  expect(usuarios).toHaveLength(2);
  expect(usuarios[1]).toContain(`;${USUARIO_EMAIL};`);
  expect(usuarios[1]).toContain(';Corretor;');

  await page.getByRole('link', { name: 'Imóveis', exact: true }).click();
  await page.getByLabel('Buscar').fill(sufixo);
  // The export takes the rows on screen: wait for the list to arrive before exporting.
  await expect(page.getByText(TITULO, { exact: true })).toBeVisible();
  const [downloadImoveis] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(downloadImoveis.suggestedFilename()).toMatch(/^imoveis_\d{4}-\d{2}-\d{2}\.csv$/);
  const imoveis = (await readFile((await downloadImoveis.path()) ?? '', 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(imoveis[0]).toBe(
    'Título;Tipo;Operação;Preço;Endereço;Bairro;Cidade;Estado;Área;Quartos;Banheiros;Status',
  );
  expect(imoveis).toHaveLength(2);
  // The price with its centavos and a decimal comma: a number to Excel pt-BR.
  expect(imoveis[1]).toContain(`${TITULO};Apartamento;Aluguel;3200,00;`);
});

test('cria e exclui um documento e um processo jurídicos', async () => {
  await page.getByRole('link', { name: 'Jurídico', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Departamento Jurídico' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo Documento' }).click();
  let dialogo = page.getByRole('dialog');
  await dialogo.getByRole('button', { name: 'Criar' }).click();
  await expect(dialogo.getByText('Título é obrigatório')).toBeVisible();
  await dialogo.getByLabel('Título').fill(`Laudo ${sufixo}`);
  await dialogo.getByLabel('Autor').fill('Dra. Helena');
  await dialogo
    .getByLabel('Arquivo')
    .setInputFiles({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: pdfMinimo() });
  await dialogo.getByRole('button', { name: 'Criar' }).click();
  await esperarToast(page, 'Documento criado');
  await page.getByLabel('Buscar').fill(sufixo);
  await expect(page.getByRole('row').filter({ hasText: `Laudo ${sufixo}` })).toHaveCount(1);
  await page.getByRole('button', { name: `Excluir Laudo ${sufixo}` }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este documento?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await esperarToast(page, 'Documento excluído');
  await expect(page.getByText('Nenhum documento encontrado')).toBeVisible();

  await page.getByRole('tab', { name: 'Processos' }).click();
  await page.getByRole('button', { name: 'Novo Processo' }).click();
  dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Número do processo').fill(`0001-${sufixo}`);
  await dialogo
    .getByLabel('Descrição')
    .fill('Ação de cobrança de aluguéis atrasados do imóvel da jornada de testes.');
  await dialogo.getByLabel('Advogado responsável').fill('Dr. Paulo');
  await dialogo.getByRole('button', { name: 'Criar' }).click();
  await esperarToast(page, 'Processo criado');
  const linha = page.getByRole('row').filter({ hasText: `0001-${sufixo}` });
  await expect(linha).toContainText('Média');
  await expect(linha).toContainText('Aberto');
  await page.getByRole('button', { name: `Excluir 0001-${sufixo}` }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este processo?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await esperarToast(page, 'Processo excluído');
  await expect(page.getByText('Nenhum processo encontrado')).toBeVisible();
});
