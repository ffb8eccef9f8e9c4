import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitivos/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Mensagem', placeholder: 'Escreva sua mensagem' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Olá, tenho interesse.');
    await expect(box).toHaveValue('Olá, tenho interesse.');
  },
};

export const MinHeight150: Story = {
  args: { minHeight: 150 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox').getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(150);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};
