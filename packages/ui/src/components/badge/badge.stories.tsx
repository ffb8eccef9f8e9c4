import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { mostraOTexto } from '../../stories/play-helpers';

const variants = [
  'default',
  'secondary',
  'outline',
  'destructive',
  'success',
  'warning',
  'info',
  'orange',
  'yellow',
  'green',
  'blue',
  'gray',
  'red',
] as const;

/**
 * Selo curto para um estado ou categoria (“Disponível”, “Vencido”). Sempre com texto: a cor nunca é a única
 * informação. As variantes semânticas (`success`, `warning`, `destructive`, `info`) seguem o tema; as de cor
 * (`orange`…`red`) servem para categorias.
 */
const meta = {
  title: 'Primitivos/Selo',
  id: 'primitivos-badge',
  argTypes: {
    variant: {
      description: 'Cor: semântica ou de categoria.',
      control: 'select',
      options: variants,
      table: { defaultValue: { summary: 'default' } },
    },
    children: { description: 'Texto do selo.', control: 'text' },
    asChild: { description: 'Renderiza o filho com o estilo do selo.', control: 'boolean' },
  },
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Disponível' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O selo no estado padrão, com o texto “Disponível”. */
export const Default: Story = {
  name: 'Padrão',
  play: mostraOTexto('Disponível'),
};

/** Todas as variantes lado a lado: as semânticas (que seguem o tema) e as de cor, para categorias. */
export const AllVariants: Story = {
  name: 'Todas as variantes',
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const variant of variants) await expect(within(canvasElement).getByText(variant)).toBeVisible();
  },
};

/** O estado “Todas as variantes” no tema escuro. */
export const AllVariantsDark: Story = {
  ...AllVariants,
  name: 'Todas as variantes — escuro',
  globals: { theme: 'dark' },
};
