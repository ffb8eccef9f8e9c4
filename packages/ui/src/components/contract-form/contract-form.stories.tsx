import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG_REAJUSTE } from '@morada/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { anunciosExemplo, contratoExemplo } from '../../stories/admin-fixtures';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { ContractForm } from './contract-form';

const meta = {
  title: 'Admin/Formulário de contrato',
  id: 'admin-contractform',
  component: ContractForm,
  tags: ['autodocs'],
  args: { anuncios: anunciosExemplo, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Novo: Story = {
  name: 'Novo',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Dia de vencimento')).toHaveValue(5);
    // Money is typed the Brazilian way: 'R$ 1.234,56'.
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveAttribute('inputmode', 'decimal');
    // Blank percentages: the agency's defaults apply (the hint says where they come from).
    await expect(c.getByLabelText('Multa (%)')).toHaveValue('');
    await expect(c.getByLabelText('Multa (%)')).toHaveAccessibleDescription(
      'Em branco, vale o padrão das Configurações.',
    );
    // Only 'Disponível' listings are offered.
    const opcoes = [...(c.getByLabelText('Imóvel') as HTMLSelectElement).options].map((o) => o.textContent);
    await expect(opcoes).toEqual(['Selecione um imóvel disponível', 'Studio Vila Madalena — São Paulo']);
  },
};

export const Obrigatorios: Story = {
  name: 'Obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Número é obrigatório')).toBeVisible();
    await expect(c.getByText('CPF é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** CPF, phone and money are typed through masks; stored values show formatted. */
export const Mascaras: Story = {
  name: 'Máscaras: CPF, telefone e valores',
  args: {
    contrato: {
      ...contratoExemplo,
      inquilino: { ...contratoExemplo.inquilino, telefone: '11988881111', cpf: '12345678909' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // Digits from the server are shown the Brazilian way.
    await expect(c.getByLabelText('Telefone')).toHaveValue('(11) 98888-1111');
    await expect(c.getByLabelText('CPF')).toHaveValue('123.456.789-09');
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveValue('R$ 3.200,00');
    await expect(c.getByLabelText('IPTU (R$)')).toHaveValue('R$ 120,50');
    // A fixo has 8 digits after the DDD.
    await userEvent.clear(c.getByLabelText('Telefone'));
    await userEvent.type(c.getByLabelText('Telefone'), '1134567890');
    await expect(c.getByLabelText('Telefone')).toHaveValue('(11) 3456-7890');
    await userEvent.clear(c.getByLabelText('Valor do aluguel (R$)'));
    await userEvent.type(c.getByLabelText('Valor do aluguel (R$)'), '3.500,75');
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveValue('R$ 3.500,75');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.valorAluguel).toBe(3500.75);
    await expect(dados.valorIPTU).toBe(120.5);
    await expect(dados.inquilino).toMatchObject({ telefone: '1134567890', cpf: '12345678909' });
  },
};

export const MascarasCelular: Story = {
  ...Mascaras,
  name: 'Máscaras (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Mascaras.play),
};

export const MascarasEscuro: Story = {
  ...Mascaras,
  name: 'Máscaras (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(Mascaras.play),
};

/** A CPF with wrong check digits is refused under its field, with the domain's message. */
export const CpfInvalido: Story = {
  name: 'CPF inválido',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const cpf = c.getByLabelText('CPF');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '11111111111');
    await expect(cpf).toHaveValue('111.111.111-11');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('CPF inválido')).toBeVisible();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Missing money becomes 0 and the due day defaults to 5 (section 5). */
export const PadroesNumericos: Story = {
  name: 'Padrões numéricos',
  args: { contrato: { ...contratoExemplo, imovel: { ...contratoExemplo.imovel } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('IPTU (R$)'));
    await userEvent.clear(c.getByLabelText('Dia de vencimento'));
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.valorIPTU).toBe(0);
    await expect(dados.diaVencimento).toBe(5);
  },
};

/** Multa above 10 % needs the contract clause confirmed (same schema, same message as the server). */
export const EncargosComClausula: Story = {
  name: 'Encargos com cláusula',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Multa (%)')).toHaveValue('2');
    await expect(c.getByLabelText('Juros ao mês (%)')).toHaveValue('1');
    const clausula = c.getByRole('checkbox', {
      name: 'Confirmo que o contrato prevê multa acima de 10% ou juros acima de 1% ao mês',
    });
    await expect(clausula).not.toBeChecked();
    await userEvent.clear(c.getByLabelText('Multa (%)'));
    await userEvent.type(c.getByLabelText('Multa (%)'), '15');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(
      await c.findByText('Multa acima de 10% exige confirmar a cláusula contratual'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(clausula);
    await expect(clausula).toBeChecked();
    await expect(c.queryByText('Multa acima de 10% exige confirmar a cláusula contratual')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ multaPercentual: 15, jurosMensalPercentual: 1, encargosClausula: true }),
      ),
    );
  },
};

/** Other charges and a discount join the month; a blank multa keeps the agency's default. */
export const OutrosEncargosEDesconto: Story = {
  name: 'Outros encargos e desconto',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('Outros encargos (R$)'));
    await userEvent.type(c.getByLabelText('Outros encargos (R$)'), '45,9');
    await userEvent.clear(c.getByLabelText('Desconto (R$)'));
    await userEvent.type(c.getByLabelText('Desconto (R$)'), '100');
    await userEvent.clear(c.getByLabelText('Multa (%)'));
    const parte = c.getByLabelText('Parte do proprietário em multa e juros (%)');
    await userEvent.clear(parte);
    await userEvent.type(parte, '50');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados).toMatchObject({
      valorOutros: 45.9,
      valorDesconto: 100,
      encargosClausula: false,
      encargosProprietarioPercentual: 50,
    });
    await expect(dados.multaPercentual).toBeUndefined();
  },
};

/** A discount above the rent is refused under its field. */
export const DescontoMaiorQueAluguel: Story = {
  name: 'Desconto maior que aluguel',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Desconto (R$)'), '5000');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Desconto não pode ser maior que o aluguel')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Edit keeps the contract's current property in the select even though it is not 'Disponível'. */
export const Edicao: Story = {
  name: 'Edição',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Imóvel')).toHaveValue('i1');
  },
};

export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: { errosServidor: { numero: 'Já existe um contrato com este número' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Já existe um contrato com este número'),
    ).toBeVisible();
  },
};

export const Salvando: Story = { name: 'Salvando', args: { busy: true } };

/** 'Reajuste anual': the percentage field appears only for 'Percentual fixo'. */
export const ReajustePercentualFixo: Story = {
  name: 'Reajuste: percentual fixo',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Reajuste anual' })).toBeVisible();
    await expect(c.getByLabelText('Índice de reajuste')).toHaveValue('IGP-M');
    await expect(c.queryByLabelText('Percentual fixo de reajuste (%)')).toBeNull();
    await expect(c.getByLabelText('Mês-base do reajuste')).toHaveAccessibleDescription(
      'Em branco, vale o mês de início do contrato.',
    );
    await userEvent.selectOptions(c.getByLabelText('Índice de reajuste'), 'Fixo');
    await userEvent.type(c.getByLabelText('Percentual fixo de reajuste (%)'), '5,5');
    await userEvent.selectOptions(c.getByLabelText('Se o índice acumulado for negativo'), 'reduzir');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados).toMatchObject({
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 5.5,
      reajusteMesBase: null,
      reajusteNegativo: 'reduzir',
    });
  },
};

/** 'Percentual fixo' without its percentage: the domain's message under the field. */
export const ReajusteErroDeValidacao: Story = {
  name: 'Reajuste: erro de validação',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Índice de reajuste'), 'Fixo');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Informe o percentual fixo de reajuste')).toBeVisible();
    await expect(c.getByLabelText('Percentual fixo de reajuste (%)')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing a contract shows its reajuste as saved. */
export const ReajusteNaEdicao: Story = {
  name: 'Reajuste: valores do contrato',
  args: {
    contrato: {
      ...contratoExemplo,
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 4.5,
      reajusteMesBase: '2025-12',
      reajusteNegativo: 'reduzir',
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Índice de reajuste')).toHaveValue('Fixo');
    await expect(c.getByLabelText('Percentual fixo de reajuste (%)')).toHaveValue('4,5');
    await expect(c.getByLabelText('Mês-base do reajuste')).toHaveValue('12/2025');
    await expect(c.getByLabelText('Se o índice acumulado for negativo')).toHaveValue('reduzir');
  },
};

/** The mês-base is typed 'mm/aaaa' and saved as 'aaaa-mm'; month 13 is refused in pt-BR. */
export const ReajusteMesBaseDigitado: Story = {
  name: 'Reajuste: mês-base digitado',
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const mes = c.getByLabelText('Mês-base do reajuste');
    await expect(mes).toHaveAttribute('placeholder', 'mm/aaaa');
    await userEvent.type(mes, '132025');
    await expect(mes).toHaveValue('13/2025');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText(MSG_REAJUSTE.erros.mesBaseInvalido)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(mes);
    await userEvent.type(mes, '122025');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados).toMatchObject({ reajusteMesBase: '2025-12' });
  },
};

/** 'Multa rescisória': 3 rents for a new contract, the contract's own value on edit, 0 to 12. */
export const MultaRescisoria: Story = {
  name: 'Multa rescisória',
  args: { contrato: { ...contratoExemplo, multaRescisoriaAlugueis: 2 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const multa = c.getByLabelText('Multa rescisória (aluguéis)');
    await expect(multa).toHaveValue('2');
    await expect(multa).toHaveAttribute('inputmode', 'decimal');
    await expect(multa).toHaveAccessibleDescription(
      'De 0 a 12 aluguéis, cobrada em proporção ao prazo que falta (Lei 8.245, art. 4).',
    );
    await userEvent.clear(multa);
    await userEvent.type(multa, '13');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Multa rescisória deve ser de 0 a 12 aluguéis')).toBeVisible();
    await expect(multa).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(multa);
    await userEvent.type(multa, '1.5');
    await expect(multa).toHaveValue('1,5');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ multaRescisoriaAlugueis: 1.5 })),
    );
  },
};

export const MultaRescisoriaPadrao: Story = {
  name: 'Multa rescisória: padrão de 3 aluguéis',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Multa rescisória (aluguéis)')).toHaveValue('3');
  },
};

const padroesAdministracao = {
  taxaAdministracaoPercentual: 10,
  taxaAdministracaoMinima: 150,
  taxaIntermediacaoPercentual: 100,
  diaRepassePadrao: 10,
};

/** 'Administração': blank fields take the agency's defaults, which the placeholders show. */
export const AdministracaoPadroes: Story = {
  name: 'Administração: padrões da imobiliária',
  args: { padroesAdministracao },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const secao = within(c.getByRole('group', { name: 'Administração' }));
    await expect(secao.getByLabelText('Taxa de administração (%)')).toHaveValue('');
    await expect(secao.getByLabelText('Taxa de administração (%)')).toHaveAttribute(
      'placeholder',
      'Padrão: 10%',
    );
    await expect(secao.getByLabelText('Taxa de administração mínima (R$)')).toHaveAttribute(
      'placeholder',
      'Padrão: R$ 150,00',
    );
    await expect(secao.getByLabelText('Taxa de intermediação (% do primeiro aluguel)')).toHaveAttribute(
      'placeholder',
      'Padrão: 100%',
    );
    await expect(secao.getByLabelText('Dia do repasse')).toHaveAttribute('placeholder', 'Padrão: dia 10');
    await expect(
      secao.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' }),
    ).toBeChecked();
  },
};

/** Without the defaults at hand the placeholder only says the agency's default applies. */
export const AdministracaoSemPadroes: Story = {
  name: 'Administração: sem os padrões',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Dia do repasse')).toHaveAttribute('placeholder', 'Padrão da imobiliária');
    await expect(c.getByLabelText('Taxa de administração (%)')).toHaveAttribute(
      'placeholder',
      'Padrão da imobiliária',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A fee above 100 %: the domain's message under the field, nothing sent. */
export const AdministracaoPercentualInvalido: Story = {
  name: 'Administração: percentual inválido',
  args: { contrato: contratoExemplo, padroesAdministracao },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const taxa = c.getByLabelText('Taxa de administração (%)');
    await userEvent.type(taxa, '150');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Taxa de administração (%) deve estar entre 0 e 100')).toBeVisible();
    await expect(taxa).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The contract's own terms, and the agency paying condomínio and IPTU itself. */
export const AdministracaoPreenchida: Story = {
  name: 'Administração: termos do contrato',
  args: { contrato: contratoExemplo, padroesAdministracao },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Taxa de administração (%)'), '8');
    await userEvent.type(c.getByLabelText('Taxa de administração mínima (R$)'), '200');
    await userEvent.type(c.getByLabelText('Taxa de intermediação (% do primeiro aluguel)'), '50');
    await userEvent.type(c.getByLabelText('Dia do repasse'), '15');
    await userEvent.click(c.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' }));
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          taxaAdministracaoPercentual: 8,
          taxaAdministracaoMinima: 200,
          taxaIntermediacaoPercentual: 50,
          diaRepasse: 15,
          encargosRepassados: false,
        }),
      ),
    );
  },
};

/** Editing shows the saved terms; a blank one (null) stays the agency's default. */
export const AdministracaoNaEdicao: Story = {
  name: 'Administração: valores do contrato',
  args: {
    contrato: {
      ...contratoExemplo,
      taxaAdministracaoPercentual: 8.5,
      taxaAdministracaoMinima: null,
      taxaIntermediacaoPercentual: null,
      diaRepasse: 12,
      encargosRepassados: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Taxa de administração (%)')).toHaveValue('8,5');
    await expect(c.getByLabelText('Taxa de administração mínima (R$)')).toHaveValue('');
    await expect(c.getByLabelText('Dia do repasse')).toHaveValue(12);
    const repassados = c.getByRole('checkbox', { name: 'Condomínio e IPTU pagos pelo proprietário' });
    await expect(repassados).not.toBeChecked();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados).toMatchObject({
      taxaAdministracaoPercentual: 8.5,
      taxaAdministracaoMinima: null,
      taxaIntermediacaoPercentual: null,
      diaRepasse: 12,
      encargosRepassados: false,
    });
  },
};
