import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';
import { CAMPO_DESATIVADO } from '../../stories/argtypes-comuns';

/**
 * Área de texto para mensagens e observações de várias linhas. Como o campo de texto, integra-se ao `Field`.
 */
const meta = {
  title: 'Primitivos/Área de texto',
  id: 'primitivos-textarea',
  argTypes: {
    placeholder: { description: 'Exemplo do conteúdo esperado.', control: 'text' },
    disabled: CAMPO_DESATIVADO,
    rows: { description: 'Linhas visíveis.', control: 'number' },
    'aria-invalid': { description: 'Marca o valor como inválido.', control: 'boolean' },
  },
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Mensagem', placeholder: 'Escreva sua mensagem' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma área de texto com rótulo, para textos longos. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Olá, tenho interesse.');
    await expect(box).toHaveValue('Olá, tenho interesse.');
  },
};

/** Com altura mínima de 150 px, como na mensagem de contato. */
export const MinHeight150: Story = {
  name: 'Altura mínima de 150 px',
  args: { minHeight: 150 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox').getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(150);
  },
};

/** Desativada: o texto não pode ser editado. */
export const Disabled: Story = {
  name: 'Desativado',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Inválida: a borda de erro indica que o texto precisa ser corrigido. */
export const Invalid: Story = {
  name: 'Inválido',
  args: { 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};
