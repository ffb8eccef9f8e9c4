import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BellBadge } from './dashboard-sino';
import { noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Dashboard/BellBadge',
  component: BellBadge,
  tags: ['autodocs'],
  args: {
    alertas: [
      { prioridade: 'Urgente' },
      { prioridade: 'Alta' },
      { prioridade: 'Média' },
      { prioridade: 'Baixa' },
      { prioridade: 'Alta' },
    ],
  },
} satisfies Meta<typeof BellBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only 'Urgente' and 'Alta' count: 3 of these 5. */
export const ContaUrgenteEAlta: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '3 alertas urgentes ou de alta prioridade' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="bell-count"]')).toHaveTextContent('3');
  },
};

export const SemAlertasImportantes: Story = {
  args: { alertas: [{ prioridade: 'Média' }, { prioridade: 'Baixa' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="bell-count"]')).toBeNull();
  },
};

export const Escuro: Story = {
  ...ContaUrgenteEAlta,
  globals: { theme: 'dark' },
  play: noEscuro(ContaUrgenteEAlta.play),
};
