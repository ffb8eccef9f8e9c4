import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MSG } from '@morada/domain';
import { Spinner } from './spinner';

/**
 * Indicador de carregamento pequeno, para botões e ações em andamento. Para áreas inteiras, prefira o
 * esqueleto.
 */
const meta = {
  title: 'Primitivos/Indicador de carregamento',
  id: 'primitivos-spinner',
  argTypes: {
    label: { description: 'Texto lido por leitores de tela (e mostrado, se houver).', control: 'text' },
  },
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O indicador de carregamento com o texto “Carregando...”. */
export const WithLabel: Story = {
  name: 'Com rótulo',
  args: { label: MSG.guard.carregando },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando...');
  },
};

/** Só o ícone girando, para dentro de botões. */
export const IconOnly: Story = {
  name: 'Só o ícone',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
