import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CampoControlado } from '../../stories/campo-controlado';
import { campoRotulado, metaDoCampoControlado } from '../../stories/componentes-campo-mascarado';
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

const meta = {
  title: 'Primitivos/Campo com máscara',
  id: 'primitivos-maskedinput',
  tags: ['autodocs'],
  ...metaDoCampoControlado(
    'Campos de documentos e contatos brasileiros (CPF, CNPJ, CPF ou CNPJ, CEP, telefone, dinheiro): a máscara aparece enquanto se digita e o formulário recebe só os dígitos (dinheiro: o número). Use dentro de `Field`, controlado pelo `Controller` do react-hook-form.',
  ),
  args: { Componente: CpfInput, label: 'CPF', onChange: fn() },
} satisfies Meta<typeof CampoControlado>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CPF com máscara: os pontos e o traço aparecem durante a digitação. */
export const Cpf: Story = {
  name: 'CPF',
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'CPF');
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('123.456.789-09');
    // Letters are not taken.
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('123.456.789-09');
  },
};

/** CNPJ com máscara: pontos, barra e traço aparecem durante a digitação. */
export const Cnpj: Story = {
  name: 'CNPJ',
  args: { Componente: CnpjInput, label: 'CNPJ' },
  play: async ({ canvasElement }) => {
    const input = campoRotulado(canvasElement, 'CNPJ');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

/** CPF ou CNPJ no mesmo campo: a máscara muda conforme a quantidade de dígitos. */
export const Documento: Story = {
  name: 'Documento',
  args: { Componente: DocumentoInput, label: 'CPF ou CNPJ' },
  play: async ({ canvasElement }) => {
    const input = campoRotulado(canvasElement, 'CPF ou CNPJ');
    await userEvent.type(input, '12345678909');
    await expect(input).toHaveValue('123.456.789-09');
    await userEvent.clear(input);
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

/** Telefone celular (9 dígitos) e fixo (8 dígitos): a máscara se ajusta a cada um. */
export const TelefoneCelularEFixo: Story = {
  name: 'Telefone celular e fixo',
  args: { Componente: TelefoneInput, label: 'Telefone' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Telefone');
    await userEvent.type(input, '1134567890');
    await expect(input).toHaveValue('(11) 3456-7890');
    await userEvent.clear(input);
    await userEvent.type(input, '11912345678');
    await expect(input).toHaveValue('(11) 91234-5678');
    await expect(args.onChange).toHaveBeenLastCalledWith('(11) 91234-5678');
  },
};

/** O estado “Telefone” na largura de um celular (375 px). */
export const TelefoneCelular: Story = {
  ...TelefoneCelularEFixo,
  name: 'Telefone — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(TelefoneCelularEFixo.play),
};

/** O estado “Telefone” no tema escuro. */
export const TelefoneEscuro: Story = {
  ...TelefoneCelularEFixo,
  name: 'Telefone — escuro',
  globals: { theme: 'dark' },
  play: noEscuro(TelefoneCelularEFixo.play),
};

/** Um telefone salvo só com dígitos aparece formatado. */
export const TelefoneInicialEmDigitos: Story = {
  name: 'Telefone inicial em dígitos',
  args: { Componente: TelefoneInput, label: 'Telefone', inicial: '11912345678' },
  play: async ({ canvasElement, args }) => {
    await expect(campoRotulado(canvasElement, 'Telefone')).toHaveValue('(11) 91234-5678');
    // Showing a stored value is not an edit.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Editar o meio de um telefone já formatado mantém a máscara e o cursor no lugar. */
export const TelefoneEdicao: Story = {
  name: 'Telefone: edição no meio',
  args: { Componente: TelefoneInput, label: 'Telefone' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Telefone') as HTMLInputElement;
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

/** CEP com máscara: o traço aparece depois do quinto dígito. */
export const Cep: Story = {
  name: 'CEP',
  args: { Componente: CepInput, label: 'CEP' },
  play: async ({ canvasElement }) => {
    const input = campoRotulado(canvasElement, 'CEP');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
  },
};

/** Dinheiro: o valor aparece como “R$ 1.234,56” durante a digitação. */
export const Dinheiro: Story = {
  name: 'Dinheiro',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Valor');
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

/** Um valor colado (ou preenchido pelo teste e2e) com ponto decimal mantém os centavos. */
export const DinheiroColado: Story = {
  name: 'Dinheiro colado',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Valor');
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

/** Um valor com sinal (um crédito): o sinal de menos é mantido. */
export const DinheiroNegativo: Story = {
  name: 'Dinheiro negativo',
  args: {
    Componente: (p: MaskedInputProps) => <MoneyInput negativo {...p} />,
    label: 'Valor do lançamento',
  },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Valor do lançamento');
    await userEvent.type(input, '-150,5');
    await expect(input).toHaveValue('R$ -150,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('-150.5');
  },
};

/** Um valor salvo aparece formatado em reais. */
export const DinheiroInicial: Story = {
  name: 'Dinheiro inicial',
  args: { Componente: MoneyInput, label: 'Valor', inicial: 3500 },
  play: async ({ canvasElement }) => {
    await expect(campoRotulado(canvasElement, 'Valor')).toHaveValue('R$ 3.500,00');
  },
};

/** O estado “Dinheiro” no tema escuro. */
export const DinheiroEscuro: Story = {
  ...Dinheiro,
  name: 'Dinheiro — escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Dinheiro.play),
};

/**
 * Digitado tecla por tecla, um “.” é a vírgula decimal até um terceiro dígito mostrar que era ponto de
 * milhar.
 */
export const DinheiroDigitadoComPonto: Story = {
  name: 'Dinheiro digitado com ponto',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Valor');
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

/**
 * Durante a digitação o ponto aparece como vírgula, depois como ponto de milhar; a edição continua
 * funcionando.
 */
export const DinheiroEditado: Story = {
  name: 'Dinheiro editado',
  args: { Componente: MoneyInput, label: 'Valor' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Valor');
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

/** O estado “Dinheiro digitado” na largura de um celular (375 px). */
export const DinheiroDigitadoCelular: Story = {
  ...DinheiroDigitadoComPonto,
  name: 'Dinheiro digitado — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(DinheiroDigitadoComPonto.play),
};
