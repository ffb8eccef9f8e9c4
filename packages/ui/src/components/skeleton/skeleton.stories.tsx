import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

/**
 * Esqueleto: ocupa o lugar do conteúdo enquanto carrega, no formato final (evita saltos de layout).
 */
const meta = {
  title: 'Primitivos/Esqueleto',
  id: 'primitivos-skeleton',
  argTypes: {
    className: { description: 'Tamanho e forma do bloco (`h-4 w-32`, `rounded-full`).', control: 'text' },
  },
  component: Skeleton,
  tags: ['autodocs'],
  render: (args) => (
    <div className="grid max-w-sm gap-3">
      <Skeleton {...args} className="h-40 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O esqueleto de um cartão, no formato do conteúdo que vai chegar. */
export const CardPlaceholder: Story = {
  name: 'Cartão carregando',
  play: async ({ canvasElement }) => {
    // Placeholders are decorative: hidden from assistive technology.
    const parts = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(parts).toHaveLength(3);
    for (const part of parts) await expect(part).toHaveAttribute('aria-hidden', 'true');
  },
};
