import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';
import { noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Primitivos/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'E-mail', placeholder: 'seu@email.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@morada.com.br');
    await expect(input).toHaveValue('ana@morada.com.br');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'bloqueado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'email-invalido' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeInvalid();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' }, play: noEscuro(Default.play) };
