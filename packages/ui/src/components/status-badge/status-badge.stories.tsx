import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

const meta = {
  title: 'Admin/Selo de status',
  id: 'admin-statusbadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'Ativo' },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Section 4: Ativo/Aberto blue, Em Andamento yellow, Concluído green, Arquivado grey. */
const CASOS = [
  ['Ativo', 'blue'],
  ['Aberto', 'blue'],
  ['Em Andamento', 'yellow'],
  ['Concluído', 'green'],
  ['Arquivado', 'gray'],
] as const;

export const CoresDaSecao4: Story = {
  name: 'Cores da seção 4',
  render: () => (
    <div className="flex flex-wrap gap-2">
      {CASOS.map(([s]) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const [status, cor] of CASOS) {
      const badge = c.getByText(status);
      await expect(badge.className).toMatch(
        new RegExp(cor === 'gray' ? 'gray|zinc|slate|neutral|muted' : cor),
      );
    }
  },
};

export const Pagamentos: Story = {
  name: 'Pagamentos',
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['RECEIVED', 'PENDING', 'OVERDUE', 'CANCELLED'].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const t of ['Pago', 'Pendente', 'Vencido', 'Cancelado']) await expect(c.getByText(t)).toBeVisible();
  },
};

export const Imoveis: Story = {
  name: 'Imóveis',
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['Disponível', 'Ocupado', 'Reservado', 'Manutenção'].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};

export const Usuarios: Story = {
  name: 'Usuários',
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['ativo', 'inativo', 'pendente'].map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};

export const Escuro: Story = { ...CoresDaSecao4, name: 'Escuro', globals: { theme: 'dark' } };
