import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampoControlado } from '../../stories/campo-controlado';
import { campoRotulado, metaDoCampoControlado } from '../../stories/componentes-campo-mascarado';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import type { MaskedInputProps } from './masked-input';
import { DecimalInput, PercentInput } from './numero-input';

const CampoArea = (p: MaskedInputProps) => <DecimalInput sufixo="m²" {...p} />;
const CampoVariacao = (p: MaskedInputProps) => <PercentInput negativo {...p} />;

const meta = {
  title: 'Primitivos/Campo numérico',
  id: 'primitivos-numeroinput',
  tags: ['autodocs'],
  ...metaDoCampoControlado(
    'Números com vírgula decimal (pt-BR): porcentagem, decimal com sufixo (m²) e variação negativa. O formulário recebe o número; o campo mostra `2,5`.',
  ),
  args: { Componente: PercentInput, label: 'Multa (%)', onChange: fn() },
} satisfies Meta<typeof CampoControlado>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Um percentual: “10,5” com “%” visível; um “.” digitado vira vírgula; o formulário recebe “10.5”. */
export const Percentual: Story = {
  name: 'Percentual',
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Multa (%)');
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

/** Três casas decimais chegam ao formulário como “1.1250”, que nenhum leitor de números confunde com mil. */
export const PercentualTresCasas: Story = {
  name: 'Percentual três casas',
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Multa (%)');
    await userEvent.type(input, '1.125');
    await expect(input).toHaveValue('1,125');
    await expect(args.onChange).toHaveBeenLastCalledWith('1.1250');
  },
};

/** Um valor salvo (número ou texto em português) aparece com vírgula, sem precisar editar. */
export const PercentualInicial: Story = {
  name: 'Percentual inicial',
  args: { inicial: 4.5 },
  play: async ({ canvasElement, args }) => {
    await expect(campoRotulado(canvasElement, 'Multa (%)')).toHaveValue('4,5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** O índice de um mês pode ser negativo (deflação do IGP-M): “-0,35”. */
export const VariacaoNegativa: Story = {
  name: 'Variação negativa',
  args: { Componente: CampoVariacao, label: 'Variação (%)', inicial: '0,41' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Variação (%)');
    await expect(input).toHaveValue('0,41');
    await userEvent.clear(input);
    await userEvent.type(input, '-0.35');
    await expect(input).toHaveValue('-0,35');
    await expect(args.onChange).toHaveBeenLastCalledWith('-0.35');
  },
};

/** Uma área chega aos milhares: “1.200,50”; digitada com ponto de qualquer forma. */
export const Area: Story = {
  name: 'Área',
  args: { Componente: CampoArea, label: 'Área útil (m²)' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Área útil (m²)');
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

/** Texto colado (ou preenchido pelo teste e2e) é lido no formato brasileiro. */
export const AreaColada: Story = {
  name: 'Área colada',
  args: { Componente: CampoArea, label: 'Área útil (m²)' },
  play: async ({ canvasElement, args }) => {
    const input = campoRotulado(canvasElement, 'Área útil (m²)');
    await userEvent.click(input);
    await userEvent.paste('1.234,56');
    await expect(input).toHaveValue('1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.56');
  },
};

/** O estado “Percentual” no tema escuro. */
export const PercentualEscuro: Story = {
  ...Percentual,
  name: 'Percentual — escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Percentual.play),
};

/** O estado “Percentual” na largura de um celular (375 px). */
export const PercentualCelular: Story = {
  ...Percentual,
  name: 'Percentual — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Percentual.play),
};

/** O estado “Área” no tema escuro. */
export const AreaEscuro: Story = {
  ...Area,
  name: 'Área — escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Area.play),
};

/** O estado “Área” na largura de um celular (375 px). */
export const AreaCelular: Story = {
  ...Area,
  name: 'Área — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Area.play),
};
