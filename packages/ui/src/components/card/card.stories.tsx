import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

/**
 * Cartão: agrupa um conteúdo com título (`CardHeader`, `CardTitle`, `CardDescription`), corpo (`CardContent`)
 * e ações (`CardFooter`). Fundo `card`, borda e `rounded-xl`.
 */
const meta = {
  title: 'Primitivos/Cartão',
  id: 'primitivos-card',
  argTypes: { className: { description: 'Classes extras (largura, espaçamento).', control: 'text' } },
  component: Card,
  tags: ['autodocs'],
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Contrato ativo</CardTitle>
        <CardDescription>CT-2026-001</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Vigência de 12 meses.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Ver detalhes</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um cartão com título, descrição, conteúdo e ação no rodapé. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contrato ativo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver detalhes' })).toBeVisible();
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = { name: 'Escuro', globals: { theme: 'dark' }, play: Default.play };
