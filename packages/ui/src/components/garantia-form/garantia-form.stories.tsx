import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { caucaoExemplo, fiadorExemplo, seguroFiancaExemplo } from '../../stories/garantia-fixtures';
import { GarantiaForm } from './garantia-form';
import { larguraMaxima } from '../../stories/componentes-largura';

/** contratoExemplo's rent: the caução may reach 3 × R$ 3.200,00 = R$ 9.600,00. */
const ALUGUEL = 3200;

const meta = {
  title: 'Admin/Formulário de garantia',
  id: 'admin-garantiaform',
  component: GarantiaForm,
  tags: ['autodocs'],
  args: { aluguel: ALUGUEL, onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(640)],
} satisfies Meta<typeof GarantiaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const escolherTipo = (c: Canvas, tipo: string) =>
  userEvent.selectOptions(c.getByLabelText('Tipo de garantia'), tipo);
const salvar = (c: Canvas) => userEvent.click(c.getByRole('button', { name: 'Salvar' }));
/** Types each `[rótulo, texto]` into its field, in order. */
const digitar = async (c: Canvas, campos: readonly [string, string][]) => {
  for (const [rotulo, texto] of campos) await userEvent.type(c.getByLabelText(rotulo), texto);
};
/** Saves and checks that the form handed `dados` over. */
const salvarEnviando = async (c: Canvas, onSubmit: unknown, dados: Record<string, unknown>) => {
  await salvar(c);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(dados));
};
/** Saves `tipo` blank: each message shows under its field and nothing is handed over. */
const salvarSemObrigatorios = async (
  c: Canvas,
  onSubmit: unknown,
  tipo: string,
  [primeira, ...outras]: readonly [string, ...string[]],
) => {
  await escolherTipo(c, tipo);
  await salvar(c);
  await expect(await c.findByText(primeira)).toBeVisible();
  for (const mensagem of outras) await expect(c.getByText(mensagem)).toBeVisible();
  await expect(onSubmit).not.toHaveBeenCalled();
};

/** Uma garantia nova começa com o tipo a escolher e nenhum outro campo. */
export const Nova: Story = {
  name: 'Nova',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Tipo de garantia')).toHaveValue('');
    const opcoes = [...(c.getByLabelText('Tipo de garantia') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    await expect(opcoes).toEqual([
      'Selecione o tipo de garantia',
      'Fiador',
      'Seguro-fiança',
      'Caução',
      'Título de capitalização',
    ]);
    await expect(c.queryAllByRole('textbox')).toHaveLength(0);
    await salvar(c);
    await expect(await c.findByText(/^Tipo de garantia inválido/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fiador: nome, CPF e telefone do fiador, com máscara. */
export const Fiador: Story = {
  name: 'Fiador',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await escolherTipo(c, 'Fiador');
    await userEvent.type(c.getByLabelText('Nome do fiador'), 'Roberto Alves');
    // Typed as digits, shown formatted; the schema keeps the digits.
    await userEvent.type(c.getByLabelText('CPF do fiador'), '52998224725');
    await expect(c.getByLabelText('CPF do fiador')).toHaveValue('529.982.247-25');
    await userEvent.type(c.getByLabelText('Telefone do fiador'), '11977772222');
    await expect(c.getByLabelText('Telefone do fiador')).toHaveValue('(11) 97777-2222');
    await expect(c.getByLabelText('Email do fiador')).toHaveAccessibleDescription('Opcional');
    await userEvent.type(c.getByLabelText('Imóvel oferecido em garantia'), 'Casa na Rua dos Ipês, 45');
    await salvarEnviando(c, args.onSubmit, {
      tipo: 'fiador',
      nome: 'Roberto Alves',
      cpf: '52998224725',
      telefone: '11977772222',
      email: '',
      imovelOferecido: 'Casa na Rua dos Ipês, 45',
    });
  },
};

/** Um CPF de fiador com dígitos verificadores errados é recusado sob o campo. */
export const FiadorCpfInvalido: Story = {
  name: 'Fiador: CPF inválido',
  args: { garantia: fiadorExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const cpf = c.getByLabelText('CPF do fiador');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '529.982.247-24');
    await salvar(c);
    await expect(await c.findByText('CPF do fiador inválido')).toBeVisible();
    await expect(cpf).toHaveAccessibleDescription('CPF do fiador inválido');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fiador sem os dados obrigatórios: as mensagens aparecem sob os campos. */
export const FiadorObrigatorios: Story = {
  name: 'Fiador: campos obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await salvarSemObrigatorios(c, args.onSubmit, 'Fiador', [
      'Nome do fiador é obrigatório',
      'CPF do fiador é obrigatório',
      'Telefone do fiador é obrigatório',
      'Imóvel oferecido em garantia é obrigatório',
    ]);
    await expect(c.getByLabelText('Nome do fiador')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Seguro-fiança: seguradora, número da apólice, valor de cobertura e vigência. */
export const SeguroFianca: Story = {
  name: 'Seguro-fiança',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await escolherTipo(c, 'Seguro-fiança');
    await digitar(c, [
      ['Seguradora', 'Porto Seguro'],
      ['Número da apólice', 'PS-2026-778899'],
      ['Valor de cobertura', '38400,5'],
      ['Vigência até', '31012027'],
    ]);
    await salvarEnviando(c, args.onSubmit, {
      tipo: 'seguro-fianca',
      seguradora: 'Porto Seguro',
      apolice: 'PS-2026-778899',
      cobertura: 38400.5,
      vigenciaFim: '2027-01-31',
    });
  },
};

/** Seguro-fiança sem os dados obrigatórios: as mensagens aparecem sob os campos. */
export const SeguroFiancaObrigatorios: Story = {
  name: 'Seguro-fiança: campos obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await salvarSemObrigatorios(c, args.onSubmit, 'Seguro-fiança', [
      'Seguradora é obrigatória',
      'Número da apólice é obrigatório',
      'Valor de cobertura deve ser um valor maior que zero',
      'Vigência até é obrigatória',
    ]);
  },
};

/** A dica informa o limite (3 aluguéis); até ele, a caução é aceita; a data do depósito é opcional. */
export const Caucao: Story = {
  name: 'Caução',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await escolherTipo(c, 'Caução');
    const valor = c.getByLabelText('Valor');
    await expect(valor).toHaveAccessibleDescription(
      'Máximo de 3 aluguéis: R$ 9.600,00 (Lei 8.245, art. 38).',
    );
    await userEvent.type(valor, '9600');
    await userEvent.type(c.getByLabelText('Onde está depositada'), 'Poupança Banco do Brasil, ag. 1234');
    await salvarEnviando(c, args.onSubmit, {
      tipo: 'caucao',
      valor: 9600,
      deposito: 'Poupança Banco do Brasil, ag. 1234',
      dataDeposito: null,
    });
  },
};

/** Art. 38 §2: um centavo acima de três aluguéis é recusado com a mensagem do domínio. */
export const CaucaoAcimaDoLimite: Story = {
  name: 'Caução acima de 3 aluguéis',
  args: { garantia: caucaoExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const valor = c.getByLabelText('Valor');
    await userEvent.clear(valor);
    await userEvent.type(valor, '9600,01');
    await salvar(c);
    await expect(
      await c.findByText('A caução não pode passar de 3 aluguéis (R$ 9.600,00) — Lei 8.245, art. 38'),
    ).toBeVisible();
    await expect(valor).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Título de capitalização: emissora, número do título, valor e vigência. */
export const TituloCapitalizacao: Story = {
  name: 'Título de capitalização',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await escolherTipo(c, 'Título de capitalização');
    await digitar(c, [
      ['Emissora', 'Brasilcap'],
      ['Número do título', 'TC-445566'],
      ['Valor', '12000'],
    ]);
    await expect(c.getByLabelText('Vigência até')).toHaveAccessibleDescription('Opcional');
    await salvarEnviando(c, args.onSubmit, {
      tipo: 'titulo-capitalizacao',
      emissora: 'Brasilcap',
      numero: 'TC-445566',
      valor: 12000,
      vigenciaFim: null,
    });
  },
};

/** A edição mostra a garantia salva; salvar sem mudar nada envia a garantia como estava. */
export const Edicao: Story = {
  name: 'Edição (seguro-fiança)',
  args: { garantia: seguroFiancaExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Tipo de garantia')).toHaveValue('seguro-fianca');
    await expect(c.getByLabelText('Seguradora')).toHaveValue('Porto Seguro');
    await expect(c.getByLabelText('Valor de cobertura')).toHaveValue('R$ 38.400,00');
    await expect(c.getByLabelText('Vigência até')).toHaveValue('31/01/2027');
    await salvarEnviando(c, args.onSubmit, {
      tipo: 'seguro-fianca',
      seguradora: 'Porto Seguro',
      apolice: 'PS-2026-778899',
      cobertura: 38400,
      vigenciaFim: '2027-01-31',
    });
  },
};

/** As mensagens do servidor: sob o campo, ou acima dos botões quando não indicam campo. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    garantia: caucaoExemplo,
    errosServidor: {
      valor: 'A caução não pode passar de 3 aluguéis (R$ 9.000,00) — Lei 8.245, art. 38',
      contrato: 'A garantia de um contrato encerrado não pode ser alterada',
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByText('A caução não pode passar de 3 aluguéis (R$ 9.000,00) — Lei 8.245, art. 38'),
    ).toBeVisible();
    await expect(c.getByLabelText('Valor')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('A garantia de um contrato encerrado não pode ser alterada')).toHaveAttribute(
      'role',
      'alert',
    );
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e os botões ficam desabilitados. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { garantia: fiadorExemplo, busy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
