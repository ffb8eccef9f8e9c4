import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampoControlado } from '../../stories/campo-controlado';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import {
  CepInput,
  CnpjInput,
  CpfInput,
  DocumentoInput,
  MoneyInput,
  type MaskedInputProps,
} from './masked-input';
import { TelefoneInput } from './telefone-input';

const Exemplo = CampoControlado;

const meta = {
  title: 'Primitivos/Campo com máscara',
  id: 'primitivos-maskedinput',
  component: Exemplo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Campos de documentos e contatos brasileiros (CPF, CNPJ, CPF ou CNPJ, CEP, telefone, dinheiro): a máscara aparece enquanto se digita e o formulário recebe só os dígitos (dinheiro: o número). Use dentro de `Field`, controlado pelo `Controller` do react-hook-form.',
      },
    },
  },
  argTypes: {
    Componente: { description: 'O campo mostrado (CpfInput, CnpjInput, CepInput…).', control: false },
    label: { description: 'Rótulo do campo.', control: 'text' },
    inicial: { description: 'Valor inicial, sem máscara (como o formulário guarda).', control: 'text' },
    onChange: { description: 'Recebe o valor sem máscara a cada digitação.', control: false },
  },
  args: { Componente: CpfInput, label: 'CPF', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Exemplo>;
export default meta;
type Story = StoryObj<typeof meta>;

const campo = (el: HTMLElement, nome: string) => within(el).getByLabelText(nome);

export const Cpf: Story = {
  name: 'CPF',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'CPF');
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('123.456.789-09');
    // Letters are not taken.
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('123.456.789-09');
  },
};

export const Cnpj: Story = {
  name: 'CNPJ',
  args: { Componente: CnpjInput, label: 'CNPJ' },
  play: async ({ canvasElement }) => {
    const input = campo(canvasElement, 'CNPJ');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

export const Documento: Story = {
  name: 'Documento',
  args: { Componente: DocumentoInput, label: 'CPF ou CNPJ' },
  play: async ({ canvasElement }) => {
    const input = campo(canvasElement, 'CPF ou CNPJ');
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await userEvent.clear(input);
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

export const TelefoneCelularEFixo: Story = {
  name: 'Telefone celular e fixo',
  args: { Componente: TelefoneInput, label: 'Telefone' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Telefone');
    await userEvent.type(input, '1134567890');
    await expect(input).toHaveValue('(11) 3456-7890');
    await userEvent.clear(input);
    await userEvent.type(input, '11912345678');
    await expect(input).toHaveValue('(11) 91234-5678');
    await expect(args.onChange).toHaveBeenLastCalledWith('(11) 91234-5678');
  },
};

export const TelefoneCelular: Story = {
  ...TelefoneCelularEFixo,
  name: 'Telefone (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(TelefoneCelularEFixo.play),
};

export const TelefoneEscuro: Story = {
  ...TelefoneCelularEFixo,
  name: 'Telefone (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(TelefoneCelularEFixo.play),
};

export const TelefoneInicialEmDigitos: Story = {
  name: 'Telefone inicial em dígitos',
  args: { Componente: TelefoneInput, label: 'Telefone', inicial: '11912345678' },
  play: async ({ canvasElement, args }) => {
    await expect(campo(canvasElement, 'Telefone')).toHaveValue('(11) 91234-5678');
    // Showing a stored value is not an edit.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TelefoneEdicao: Story = {
  name: 'Telefone: edição no meio',
  args: { Componente: TelefoneInput, label: 'Telefone' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Telefone') as HTMLInputElement;
    await userEvent.type(input, '11912345678');
    // Letters and a 12th digit are not taken.
    await userEvent.type(input, 'a9');
    await expect(input).toHaveValue('(11) 91234-5678');
    // Erasing the last digit of a celular goes back to the fixo layout.
    await userEvent.type(input, '{backspace}');
    await expect(input).toHaveValue('(11) 9123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(11) 9123-4567');
    // Backspace just after the hyphen erases the digit before it, and the caret stays in place.
    await userEvent.type(input, '{backspace}', { initialSelectionStart: 10, initialSelectionEnd: 10 });
    await expect(input).toHaveValue('(11) 9124-567');
    await expect(input.selectionStart).toBe(8);
    // A digit typed there goes in there.
    await userEvent.type(input, '3', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    await expect(input).toHaveValue('(11) 9123-4567');
    await expect(input.selectionStart).toBe(9);
  },
};

export const Cep: Story = {
  name: 'CEP',
  args: { Componente: CepInput, label: 'CEP' },
  play: async ({ canvasElement }) => {
    const input = campo(canvasElement, 'CEP');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
  },
};

export const Dinheiro: Story = {
  name: 'Dinheiro',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Valor');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234,56');
    await expect(input).toHaveValue('R$ 1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // Typed with the thousands point, as people write it.
    await userEvent.type(input, '3.970,5');
    await expect(input).toHaveValue('R$ 3.970,5');
    await userEvent.tab();
    // Leaving the field pads the centavos.
    await expect(input).toHaveValue('R$ 3.970,50');
    await expect(args.onChange).toHaveBeenLastCalledWith('3970.5');
  },
};

/** A pasted (or e2e-filled) amount with a decimal point keeps its centavos. */
export const DinheiroColado: Story = {
  name: 'Dinheiro colado',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Valor');
    await userEvent.click(input);
    await userEvent.paste('2500.00');
    await expect(input).toHaveValue('R$ 2.500,00');
    await expect(args.onChange).toHaveBeenLastCalledWith('2500');
    await userEvent.clear(input);
    await userEvent.paste('R$ 1.234,56');
    await expect(input).toHaveValue('R$ 1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
  },
};

/** A signed amount (a credit): the minus sign is kept. */
export const DinheiroNegativo: Story = {
  name: 'Dinheiro negativo',
  args: {
    Componente: (p: MaskedInputProps) => <MoneyInput negativo {...p} />,
    label: 'Valor do lançamento',
  },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Valor do lançamento');
    await userEvent.type(input, '-150,5');
    await expect(input).toHaveValue('R$ -150,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('-150.5');
  },
};

export const DinheiroInicial: Story = {
  name: 'Dinheiro inicial',
  args: { Componente: MoneyInput, label: 'Valor', inicial: 3500 },
  play: async ({ canvasElement }) => {
    await expect(campo(canvasElement, 'Valor')).toHaveValue('R$ 3.500,00');
  },
};

export const DinheiroEscuro: Story = {
  ...Dinheiro,
  name: 'Dinheiro (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(Dinheiro.play),
};

/** Typed key by key, a '.' is the decimal comma until a third digit shows it was a thousands point. */
export const DinheiroDigitadoComPonto: Story = {
  name: 'Dinheiro digitado com ponto',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Valor');
    const casos: [digitado: string, mostrado: string, noForm: string][] = [
      ['2500', 'R$ 2.500,00', '2500'],
      ['2500,50', 'R$ 2.500,50', '2500.5'],
      ['2.500,50', 'R$ 2.500,50', '2500.5'],
      ['2500.50', 'R$ 2.500,50', '2500.5'],
      ['25.50', 'R$ 25,50', '25.5'],
      ['1.234.567,89', 'R$ 1.234.567,89', '1234567.89'],
      ['150.5', 'R$ 150,50', '150.5'],
      ['1.500', 'R$ 1.500,00', '1500'],
    ];
    for (const [digitado, mostrado, noForm] of casos) {
      await userEvent.clear(input);
      await userEvent.type(input, digitado);
      await userEvent.tab();
      await expect(input, digitado).toHaveValue(mostrado);
      await expect(args.onChange).toHaveBeenLastCalledWith(noForm);
    }
  },
};

/** While typing: the point shows as a comma, then as a thousands point; editing keeps working. */
export const DinheiroEditado: Story = {
  name: 'Dinheiro editado',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Valor');
    await userEvent.type(input, '1.5');
    await expect(input).toHaveValue('R$ 1,5');
    // More keys in the same go (a click would settle the point as the comma).
    const seguir = { skipClick: true };
    await userEvent.type(input, '00', seguir);
    await expect(input).toHaveValue('R$ 1.500');
    await userEvent.type(input, '{Backspace}', seguir);
    await expect(input).toHaveValue('R$ 150');
    await userEvent.type(input, '.5', seguir);
    await expect(input).toHaveValue('R$ 150,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('150.5');
    // A digit typed in the middle joins the whole part; a '.' there is ignored.
    await userEvent.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await expect(input).toHaveValue('R$ 9.150,5');
    await userEvent.type(input, '.', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(input).toHaveValue('R$ 9.150,5');
    // Back at the end, the comma is there already: more digits are centavos.
    await userEvent.type(input, '{End}0', seguir);
    await expect(input).toHaveValue('R$ 9.150,50');
    await expect(args.onChange).toHaveBeenLastCalledWith('9150.5');
  },
};

export const DinheiroDigitadoCelular: Story = {
  ...DinheiroDigitadoComPonto,
  name: 'Dinheiro digitado (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(DinheiroDigitadoComPonto.play),
};
