import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';
import { Label } from '../label';
import { controlado, noInicio } from '../../stories/argtypes-comuns';

/**
 * Caixa de seleção para uma opção liga/desliga ou várias opções independentes. Sempre com `Label` ligado pelo
 * `id`.
 */
const meta = {
  title: 'Primitivos/Caixa de seleção',
  id: 'primitivos-checkbox',
  argTypes: {
    checked: controlado('Marcada'),
    defaultChecked: noInicio('Marcada'),
    disabled: { description: 'Desativa a caixa.', control: 'boolean' },
    onCheckedChange: { description: 'Chamado ao marcar ou desmarcar.' },
    asChild: { description: 'Usa o elemento filho no lugar do botão da caixa (uso avançado).' },
  },
  component: Checkbox,
  tags: ['autodocs'],
  args: { id: 'piscina', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor="piscina">Piscina</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A caixa de seleção desmarcada, com o rótulo ao lado. */
export const Unchecked: Story = {
  name: 'Desmarcado',
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Piscina' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** A caixa de seleção marcada. */
export const Checked: Story = {
  name: 'Marcado',
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Piscina' })).toBeChecked();
  },
};

/** Desativada: não pode ser marcada nem desmarcada. */
export const Disabled: Story = {
  name: 'Desativado',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Piscina' })).toBeDisabled();
  },
};
