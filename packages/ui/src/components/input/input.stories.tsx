import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input } from './input';
import { Field } from '../field';
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

/** Outside a Field nothing is added: no description, not invalid. */
export const OutsideField: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** In a Field with an error, the input is invalid and described by the message. */
export const InFieldWithError: Story = {
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
