import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './field';
import { Input } from '../input';

const meta = {
  title: 'Primitivos/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'E-mail', htmlFor: 'email', children: null },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <Input
        id="email"
        type="email"
        aria-invalid={args.error ? true : undefined}
        aria-describedby={
          [args.hint && 'email-hint', args.error && 'email-error'].filter(Boolean).join(' ') || undefined
        }
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithHint: Story = {
  args: { hint: 'Usaremos para responder seu contato.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Usaremos para responder seu contato.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Email inválido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email inválido');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Email inválido',
    );
  },
};

export const ErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };
