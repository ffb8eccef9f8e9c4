import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriorityBadge } from './priority-badge';

/**
 * Selo de prioridade (seção 4): “Urgente” em vermelho, “Alta” em laranja, “Média” em amarelo, “Baixa” em
 * verde; qualquer outro valor em cor neutra.
 */
const meta = {
  title: 'Admin/Selo de prioridade',
  id: 'admin-prioritybadge',
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

/** The badge shows the priority's own text in its section 4 colour. */
const mostra =
  (prioridade: string, cor: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const badge = within(canvasElement).getByText(prioridade);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-slot', 'priority-badge');
    await expect(badge).toHaveTextContent(new RegExp(`^${prioridade}$`));
    await expect(badge.className).toMatch(new RegExp(`\\b(bg|text|border)-${cor}-`));
  };

/** Prioridade “Urgente”, em vermelho. */
export const Urgente: Story = {
  name: 'Urgente',
  args: { prioridade: 'Urgente' },
  play: mostra('Urgente', 'red'),
};
/** Prioridade “Alta”, em laranja. */
export const Alta: Story = { name: 'Alta', args: { prioridade: 'Alta' }, play: mostra('Alta', 'orange') };
/** Prioridade “Média”, em amarelo. */
export const Media: Story = { name: 'Média', args: { prioridade: 'Média' }, play: mostra('Média', 'yellow') };
/** Prioridade “Baixa”, em verde. */
export const Baixa: Story = { name: 'Baixa', args: { prioridade: 'Baixa' }, play: mostra('Baixa', 'green') };

/** As quatro prioridades lado a lado. */
export const TodasAsCores: Story = {
  name: 'Todas as cores',
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

/** O estado “Todas as cores” no tema escuro. */
export const Escuro: Story = { ...TodasAsCores, name: 'Escuro', globals: { theme: 'dark' } };
