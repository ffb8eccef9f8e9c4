import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from './table';

const rows = [
  { numero: 'CT-2026-001', locatario: 'Mariana Costa', valor: 'R$ 2.500,00' },
  { numero: 'CT-2026-002', locatario: 'João Pereira', valor: 'R$ 3.100,00' },
];

const meta = {
  title: 'Primitivos/Tabela',
  id: 'primitivos-table',
  parameters: {
    docs: {
      description: {
        component:
          'Tabela de dados: `TableHeader`, `TableBody`, `TableRow`, `TableHead`, `TableCell`. Rola na horizontal em telas estreitas. Com `DataToolbar` para busca e filtros.',
      },
    },
  },
  argTypes: {
    'aria-label': { description: 'Nome acessível da tabela (ou use `TableCaption`).', control: 'text' },
  },
  component: Table,
  tags: ['autodocs'],
  args: { 'aria-label': 'Contratos' },
  render: (args, { parameters }) => {
    const data = (parameters.rows as typeof rows | undefined) ?? rows;
    return (
      <Table {...args}>
        <TableHeader>
          <TableRow>
            <TableHead>Número</TableHead>
            <TableHead>Locatário</TableHead>
            <TableHead className="text-right">Valor</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((r) => (
            <TableRow key={r.numero}>
              <TableCell className="font-medium">{r.numero}</TableCell>
              <TableCell>{r.locatario}</TableCell>
              <TableCell className="text-right">{r.valor}</TableCell>
            </TableRow>
          ))}
          {data.length === 0 ? <TableEmpty colSpan={3}>Nenhum contrato encontrado</TableEmpty> : null}
        </TableBody>
      </Table>
    );
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  name: 'Com linhas',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contratos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('cell', { name: 'Mariana Costa' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Vazia',
  parameters: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'Nenhum contrato encontrado' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: WithRows.play,
};
