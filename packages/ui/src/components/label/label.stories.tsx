import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label } from './label';
import { Input } from '../input';

/**
 * Rótulo de um campo, ligado pelo `htmlFor`. Frase curta, sem dois-pontos. Dentro de um `Field` já vem
 * pronto.
 */
const meta = {
  title: 'Primitivos/Rótulo',
  id: 'primitivos-label',
  argTypes: {
    htmlFor: { description: 'O `id` do campo rotulado.', control: 'text' },
    children: { description: 'Texto do rótulo.', control: 'text' },
    asChild: { description: 'Aplica o rótulo ao elemento filho em vez de criar um `label` (uso avançado).' },
  },
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Nome', htmlFor: 'nome' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="nome" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O rótulo de um campo, ligado a ele (clicar no rótulo foca o campo). */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Nome'));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  },
};
