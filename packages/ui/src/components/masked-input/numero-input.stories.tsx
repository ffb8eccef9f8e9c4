import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampoControlado } from '../../stories/campo-controlado';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import type { MaskedInputProps } from './masked-input';
import { DecimalInput, PercentInput } from './numero-input';

const Exemplo = CampoControlado;

const CampoArea = (p: MaskedInputProps) => <DecimalInput sufixo="m²" {...p} />;
const CampoVariacao = (p: MaskedInputProps) => <PercentInput negativo {...p} />;

const meta = {
  title: 'Primitivos/Campo numérico',
  id: 'primitivos-numeroinput',
  component: Exemplo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Números com vírgula decimal (pt-BR): porcentagem, decimal com sufixo (m²) e variação negativa. O formulário recebe o número; o campo mostra `2,5`.',
      },
    },
  },
  argTypes: {
    Componente: { description: 'O campo mostrado (CpfInput, CnpjInput, CepInput…).', control: false },
    label: { description: 'Rótulo do campo.', control: 'text' },
    inicial: { description: 'Valor inicial, sem máscara (como o formulário guarda).', control: 'text' },
    onChange: { description: 'Recebe o valor sem máscara a cada digitação.', control: false },
  },
  args: { Componente: PercentInput, label: 'Multa (%)', onChange: fn() },
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

/** A percentage: '10,5' with a visible '%'; a typed '.' is the comma; the form gets '10.5'. */
export const Percentual: Story = {
  name: 'Percentual',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Multa (%)');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(within(canvasElement).getByText('%')).toBeVisible();
    await userEvent.type(input, '10,5');
    await expect(input).toHaveValue('10,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('10.5');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '2.25');
    await expect(input).toHaveValue('2,25');
    await expect(args.onChange).toHaveBeenLastCalledWith('2.25');
    // Letters and a second comma are not taken.
    await userEvent.type(input, 'a,');
    await expect(input).toHaveValue('2,25');
  },
};

/** Three decimals reach the form as '1.1250', which no parser reads as a thousand. */
export const PercentualTresCasas: Story = {
  name: 'Percentual três casas',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Multa (%)');
    await userEvent.type(input, '1.125');
    await expect(input).toHaveValue('1,125');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.1250');
  },
};

/** A stored value (a number, or the pt-BR text) is shown with the comma, without an edit. */
export const PercentualInicial: Story = {
  name: 'Percentual inicial',
  args: { inicial: 4.5 },
  play: async ({ canvasElement, args }) => {
    await expect(campo(canvasElement, 'Multa (%)')).toHaveValue('4,5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An index month can be negative (IGP-M deflation): '-0,35'. */
export const VariacaoNegativa: Story = {
  name: 'Variação negativa',
  args: { Componente: CampoVariacao, label: 'Variação (%)', inicial: '0,41' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Variação (%)');
    await expect(input).toHaveValue('0,41');
    await userEvent.clear(input);
    await userEvent.type(input, '-0.35');
    await expect(input).toHaveValue('-0,35');
    await expect(args.onChange).toHaveBeenLastCalledWith('-0.35');
  },
};

/** An area runs into thousands: '1.200,50'; typed with a point either way. */
export const Area: Story = {
  name: 'Área',
  args: { Componente: CampoArea, label: 'Área útil (m²)' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Área útil (m²)');
    await expect(within(canvasElement).getByText('m²')).toBeVisible();
    await userEvent.type(input, '1200,5');
    await expect(input).toHaveValue('1.200,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1200.5');
    await userEvent.clear(input);
    await userEvent.type(input, '1.200');
    await expect(input).toHaveValue('1.200');
    await expect(args.onChange).toHaveBeenLastCalledWith('1200');
    await userEvent.clear(input);
    await userEvent.type(input, '75.5');
    await expect(input).toHaveValue('75,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('75.5');
  },
};

/** Pasted (or e2e-filled) text is read the pt-BR way. */
export const AreaColada: Story = {
  name: 'Área colada',
  args: { Componente: CampoArea, label: 'Área útil (m²)' },
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement, 'Área útil (m²)');
    await userEvent.click(input);
    await userEvent.paste('1.234,56');
    await expect(input).toHaveValue('1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
  },
};

export const PercentualEscuro: Story = {
  ...Percentual,
  name: 'Percentual (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(Percentual.play),
};

export const PercentualCelular: Story = {
  ...Percentual,
  name: 'Percentual (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Percentual.play),
};

export const AreaEscuro: Story = {
  ...Area,
  name: 'Área (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(Area.play),
};

export const AreaCelular: Story = {
  ...Area,
  name: 'Área (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Area.play),
};
