import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { Field } from '../field';
import {
  CepInput,
  CnpjInput,
  CpfInput,
  DocumentoInput,
  MoneyInput,
  TelefoneInput,
  type MaskedInputProps,
} from './masked-input';

/** A controlled field, the way a form's `Controller` holds it; the value is shown under it. */
function Exemplo({
  Componente,
  label,
  inicial = '',
  onChange,
}: {
  Componente: (p: MaskedInputProps) => React.ReactNode;
  label: string;
  inicial?: string | number;
  onChange?: (v: string) => void;
}) {
  const [valor, setValor] = useState<string | number>(inicial);
  return (
    <Field label={label} htmlFor="campo">
      <Componente
        id="campo"
        value={valor}
        onChange={(v) => {
          setValor(v);
          onChange?.(v);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Primitivos/MaskedInput',
  component: Exemplo,
  tags: ['autodocs'],
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
  args: { Componente: CnpjInput, label: 'CNPJ' },
  play: async ({ canvasElement }) => {
    const input = campo(canvasElement, 'CNPJ');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

export const Documento: Story = {
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
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(TelefoneCelularEFixo.play),
};

export const TelefoneEscuro: Story = {
  ...TelefoneCelularEFixo,
  globals: { theme: 'dark' },
  play: noEscuro(TelefoneCelularEFixo.play),
};

export const TelefoneInicialEmDigitos: Story = {
  args: { Componente: TelefoneInput, label: 'Telefone', inicial: '11912345678' },
  play: async ({ canvasElement, args }) => {
    await expect(campo(canvasElement, 'Telefone')).toHaveValue('(11) 91234-5678');
    // Showing a stored value is not an edit.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Cep: Story = {
  args: { Componente: CepInput, label: 'CEP' },
  play: async ({ canvasElement }) => {
    const input = campo(canvasElement, 'CEP');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
  },
};

export const Dinheiro: Story = {
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
  args: { Componente: MoneyInput, label: 'Valor', inicial: 3500 },
  play: async ({ canvasElement }) => {
    await expect(campo(canvasElement, 'Valor')).toHaveValue('R$ 3.500,00');
  },
};

export const DinheiroEscuro: Story = {
  ...Dinheiro,
  globals: { theme: 'dark' },
  play: noEscuro(Dinheiro.play),
};
