import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriorityBadge } from './priority-badge';

const meta = {
  title: 'Admin/PriorityBadge',
  component: PriorityBadge,
  tags: ['autodocs'],
  args: { prioridade: 'Média' },
} satisfies Meta<typeof PriorityBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Section 4: Urgente red, Alta orange, Média yellow, Baixa green. */
const CASOS = [
  ['Urgente', 'red'],
  ['Alta', 'orange'],
  ['Média', 'yellow'],
  ['Baixa', 'green'],
] as const;

export const Urgente: Story = { args: { prioridade: 'Urgente' } };
export const Alta: Story = { args: { prioridade: 'Alta' } };
export const Media: Story = { args: { prioridade: 'Média' } };
export const Baixa: Story = { args: { prioridade: 'Baixa' } };

export const TodasAsCores: Story = {
  render: () => (
    <div className="flex gap-2">
      {CASOS.map(([p]) => (
        <PriorityBadge key={p} prioridade={p} />
      ))}
      <PriorityBadge prioridade="Outra" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const [p, cor] of CASOS) await expect(c.getByText(p).className).toMatch(new RegExp(cor));
    await expect(c.getByText('Outra').className).not.toMatch(/red|orange|yellow|green/);
  },
};

export const Escuro: Story = { ...TodasAsCores, globals: { theme: 'dark' } };
