import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminConfiguracoesView } from './admin-configuracoes';
import { mostraOTexto, noCelular, noEscuro, noTablet } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';

const configuracao = {
  nome: 'Morada Imóveis',
  site: 'www.moradaimoveis.com.br',
  endereco: 'Av. Paulista, 1000 — São Paulo/SP',
  telefone: '(11) 3333-4444',
  whatsapp: '(11) 99999-0000',
  emailAdministracao: 'administracao@morada.com.br',
  emailCadastros: 'cadastros@morada.com.br',
  emailDocumentacao: 'documentacao@morada.com.br',
  emailFinanceiro: 'financeiro@morada.com.br',
  emailJuridico: 'juridico@morada.com.br',
  horarioSemana: 'Segunda a Sexta: 9h às 18h',
  horarioSabado: 'Sábado: 9h às 13h',
  metaReceitaMensal: 100000,
  multaPercentual: 2,
  jurosMensalPercentual: 1,
  diaVencimentoPadrao: 5,
  emailRemetente: 'nao-responda@morada.com.br',
  feriadosLocais: ['2026-01-25', '2026-07-09'],
  chavePix: 'financeiro@morada.com.br',
  cidadePix: 'SAO PAULO',
  taxaAdministracaoPercentual: 10,
  taxaAdministracaoMinima: 0,
  taxaIntermediacaoPercentual: 100,
  diaRepassePadrao: 10,
  // The DIMOB declarant, not filled in yet.
  cnpj: '',
  cpfResponsavel: '',
  codigoMunicipio: '',
  uf: '',
};

const meta = {
  title: 'Telas/Admin/Configurações',
  id: 'admin-views-configuracoes',
  component: AdminConfiguracoesView,
  tags: ['autodocs'],
  args: { configuracao, loading: false, onSubmit: fn() },
} satisfies Meta<typeof AdminConfiguracoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As configurações carregadas: identidade, contatos, meta de receita, padrões de cobrança e dos
 * proprietários.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
    await userEvent.clear(c.getByLabelText('Meta de receita mensal (R$)'));
    await userEvent.type(c.getByLabelText('Meta de receita mensal (R$)'), '120000');
    // A percentage typed with a point shows the pt-BR comma and reaches the form as a number.
    const multa = c.getByLabelText('Multa por atraso (%)');
    await userEvent.clear(multa);
    await userEvent.type(multa, '2.5');
    await expect(multa).toHaveValue('2,5');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ metaReceitaMensal: 120000, multaPercentual: 2.5 }),
      ),
    );
  },
};
/** As configurações ainda carregando: o título aparece e o formulário espera os dados. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { configuracao: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryByLabelText('Nome da imobiliária')).toBeNull();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};
/**
 * Uma imobiliária que só preencheu o obrigatório (nome, e-mails e PIX): site, endereço, telefones, horários,
 * meta de receita, feriados e o declarante da DIMOB em branco. O formulário mostra os campos vazios, e salvar
 * assim é aceito.
 */
export const Vazio: Story = {
  name: 'Vazio',
  args: {
    configuracao: {
      ...configuracao,
      site: '',
      endereco: '',
      telefone: '',
      whatsapp: '',
      horarioSemana: '',
      horarioSabado: '',
      metaReceitaMensal: 0,
      feriadosLocais: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
    for (const campo of ['Site', 'Endereço', 'Telefone', 'WhatsApp', 'CNPJ da imobiliária'])
      await expect(c.getByLabelText(campo)).toHaveValue('');
    await expect(c.getByText('Nenhum feriado local cadastrado.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ site: '', telefone: '', feriadosLocais: [], cnpj: '' }),
      ),
    );
  },
};

/**
 * As configurações não puderam ser lidas: “Erro ao carregar configurações” e “Tentar novamente” no lugar
 * do formulário, sem campos em branco que pareçam uma imobiliária sem dados.
 */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { configuracao: undefined, loadFailed: true, onRetry: fn() },
  play: async (ctx) => {
    await verFalhaAoCarregar({ erro: 'Erro ao carregar configurações', emAlerta: true, umaVez: true })(ctx);
    await expect(within(ctx.canvasElement).queryByLabelText('Nome da imobiliária')).toBeNull();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
    const botao = c.getByRole('button', { name: 'Salvando...' });
    await expect(botao).toBeDisabled();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Feriados municipais (dd/mm/aaaa): um incluído, um removido, a lista salva em ordem como “YYYY-MM-DD”. */
export const FeriadosLocais: Story = {
  name: 'Feriados locais',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Feriados locais' })).toBeVisible();
    const lista = c.getByRole('list', { name: 'Feriados locais' });
    await expect(within(lista).getByText('25/01/2026')).toBeVisible();
    await expect(within(lista).getByText('09/07/2026')).toBeVisible();

    await userEvent.type(c.getByLabelText('Data do feriado'), '20112026');
    await userEvent.click(c.getByRole('button', { name: 'Adicionar feriado' }));
    await expect(within(lista).getByText('20/11/2026')).toBeVisible();
    await expect(c.getByLabelText('Data do feriado')).toHaveValue('');
    // The same day twice is refused on the spot.
    await userEvent.type(c.getByLabelText('Data do feriado'), '09072026');
    await expect(c.getByText('Esta data já está na lista')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Adicionar feriado' })).toBeDisabled();

    await userEvent.click(c.getByRole('button', { name: 'Remover feriado 25/01/2026' }));
    await expect(within(lista).queryByText('25/01/2026')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ feriadosLocais: ['2026-07-09', '2026-11-20'] }),
      ),
    );
  },
};

/** Chave PIX e cidade: as mensagens do esquema sob os campos, nada é enviado. */
export const PixInvalido: Story = {
  name: 'Pix inválido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Chave PIX')).toHaveValue('financeiro@morada.com.br');
    await userEvent.clear(c.getByLabelText('Chave PIX'));
    await userEvent.type(c.getByLabelText('Chave PIX'), '12345');
    await userEvent.clear(c.getByLabelText('Cidade do recebedor PIX'));
    await userEvent.type(c.getByLabelText('Cidade do recebedor PIX'), 'São José dos Campos');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(
      await c.findByText('Chave PIX inválida (e-mail, CPF, CNPJ, telefone +55 ou chave aleatória)'),
    ).toBeVisible();
    await expect(c.getByText('Cidade do recebedor PIX deve ter no máximo 15 caracteres')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Um feriado recusado pelo servidor aparece sob a lista (o nome do campo é “feriadosLocais.N”). */
export const FeriadoRecusadoPeloServidor: Story = {
  name: 'Feriado recusado pelo servidor',
  args: { errosServidor: { 'feriadosLocais.1': 'Feriado local deve ser uma data válida (dd/mm/aaaa)' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Feriado local deve ser uma data válida (dd/mm/aaaa)'),
    ).toBeVisible();
  },
};

/** Nenhum feriado municipal cadastrado: a lista vazia, pronta para incluir. */
export const SemFeriados: Story = {
  name: 'Sem feriados',
  args: { configuracao: { ...configuracao, feriadosLocais: [] } },
  play: mostraOTexto('Nenhum feriado local cadastrado.'),
};

/** “Proprietários e repasses”: os padrões dos contratos que não têm termos próprios. */
export const PadroesDosProprietarios: Story = {
  name: 'Proprietários e repasses',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Proprietários e repasses' })).toBeVisible();
    await expect(c.getByLabelText('Taxa de administração (%)')).toHaveValue('10');
    await expect(c.getByLabelText('Taxa de administração mínima (R$)')).toHaveValue('R$ 0,00');
    await expect(c.getByLabelText('Taxa de intermediação (% do primeiro aluguel)')).toHaveValue('100');
    await expect(c.getByLabelText('Dia do repasse')).toHaveValue(10);
    await userEvent.clear(c.getByLabelText('Taxa de administração (%)'));
    await userEvent.type(c.getByLabelText('Taxa de administração (%)'), '8.5');
    await userEvent.clear(c.getByLabelText('Taxa de administração mínima (R$)'));
    await userEvent.type(c.getByLabelText('Taxa de administração mínima (R$)'), '150');
    await userEvent.clear(c.getByLabelText('Dia do repasse'));
    await userEvent.type(c.getByLabelText('Dia do repasse'), '15');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          taxaAdministracaoPercentual: 8.5,
          taxaAdministracaoMinima: 150,
          taxaIntermediacaoPercentual: 100,
          diaRepassePadrao: 15,
        }),
      ),
    );
  },
};

/** Uma taxa acima de 100 % e um dia depois de 28: as mensagens do domínio sob os campos, nada é enviado. */
export const PadroesDosProprietariosInvalidos: Story = {
  name: 'Proprietários e repasses: valores inválidos',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const taxa = c.getByLabelText('Taxa de administração (%)');
    await userEvent.clear(taxa);
    await userEvent.type(taxa, '101');
    await userEvent.clear(c.getByLabelText('Dia do repasse'));
    await userEvent.type(c.getByLabelText('Dia do repasse'), '29');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Taxa de administração (%) deve estar entre 0 e 100')).toBeVisible();
    await expect(taxa).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('Dia do repasse deve estar entre 1 e 28')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** O declarante da DIMOB: o CNPJ da imobiliária, o CPF do responsável e o código da Receita da cidade. */
export const DeclaranteDimob: Story = {
  name: 'Declarante da DIMOB',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Declarante da DIMOB' })).toBeVisible();
    const cnpj = c.getByLabelText('CNPJ da imobiliária');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0001-82');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('CNPJ inválido')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0001-81');
    await userEvent.type(c.getByLabelText('CPF do responsável perante a Receita Federal'), '529.982.247-25');
    await userEvent.type(c.getByLabelText('Código do município (Receita Federal)'), '7107');
    await userEvent.type(c.getByLabelText('UF'), 'sp');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          cnpj: '11222333000181',
          cpfResponsavel: '52998224725',
          codigoMunicipio: '7107',
          uf: 'SP',
        }),
      ),
    );
  },
};

/** As variantes de largura e de tema mostram o formulário como carregou, sem editá-lo. */
const verCarregado = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(within(canvasElement).getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Carregado,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(verCarregado),
};

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = {
  ...Carregado,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(verCarregado),
};

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = {
  ...Carregado,
  name: 'Tablet',
  tags: ['quadro-proprio'],
  globals: { viewport: { value: 'tablet' } },
  play: noTablet(verCarregado),
};
