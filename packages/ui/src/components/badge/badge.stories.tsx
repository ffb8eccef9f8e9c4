import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

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

const meta = {
  title: 'Primitivos/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Disponível' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disponível')).toBeVisible();
  },
};

export const AllVariants: Story = {
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

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: 'dark' } };
