import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './status-badge';

/**
 * Selo de status do back-office, sempre com a palavra em português e uma cor que segue a mesma leitura: verde
 * = resolvido ou disponível, amarelo = aguardando, vermelho = problema, cinza = encerrado. Os status
 * jurídicos seguem a seção 4.
 */
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

/**
 * As cores dos status jurídicos da seção 4: Ativo/Aberto azul, Em Andamento amarelo, Concluído verde,
 * Arquivado cinza.
 */
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

/** Os status de pagamento, em português. */
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

/** Os status de imóvel. */
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

/** Os status de usuário. */
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

/** O estado “Cores da seção 4” no tema escuro. */
export const Escuro: Story = { ...CoresDaSecao4, name: 'Escuro', globals: { theme: 'dark' } };
