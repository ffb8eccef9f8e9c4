import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';
import { Field } from '../field';
import { noEscuro } from '../../stories/play-helpers';
import { CAMPO_DESATIVADO } from '../../stories/argtypes-comuns';

/**
 * Campo de texto de uma linha. Dentro de um `Field`, recebe id, rótulo, dica e erro automaticamente
 * (`aria-describedby`, `aria-invalid`). Para CPF, CEP, telefone, datas e valores, use os campos com máscara.
 */
const meta = {
  title: 'Primitivos/Campo de texto',
  id: 'primitivos-input',
  argTypes: {
    type: {
      description: 'Tipo do campo HTML.',
      control: 'select',
      options: ['text', 'email', 'password', 'tel', 'search', 'url'],
    },
    placeholder: { description: 'Exemplo do formato esperado; nunca substitui o rótulo.', control: 'text' },
    disabled: CAMPO_DESATIVADO,
    'aria-invalid': {
      description: 'Marca o valor como inválido (borda de erro). Num `Field`, vem do `error`.',
      control: 'boolean',
    },
  },
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'E-mail', placeholder: 'seu@email.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo de texto com rótulo, no estado padrão. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@morada.com.br');
    await expect(input).toHaveValue('ana@morada.com.br');
  },
};

/** Desativado: o valor aparece, mas não pode ser editado. */
export const Disabled: Story = {
  name: 'Desativado',
  args: { disabled: true, defaultValue: 'bloqueado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Inválido: a borda de erro indica que o valor precisa ser corrigido. */
export const Invalid: Story = {
  name: 'Inválido',
  args: { 'aria-invalid': true, defaultValue: 'email-invalido' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  ...Default,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Default.play),
};

/** Fora de um `Field` nada é acrescentado: sem descrição, sem estado inválido. */
export const OutsideField: Story = {
  name: 'Fora de um campo',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Num `Field` com erro, o campo fica inválido e descrito pela mensagem. */
export const InFieldWithError: Story = {
  name: 'Num campo com erro',
  args: { 'aria-label': undefined, id: 'email', defaultValue: 'email-invalido' },
  render: (args) => (
    <Field label="E-mail" htmlFor="email" error="Email inválido" className="max-w-sm">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email inválido');
  },
};
