import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from './table';
import { TableEmail } from './table-email';

const rows = [
  { numero: 'CT-2026-001', locatario: 'Mariana Costa', valor: 'R$ 2.500,00' },
  { numero: 'CT-2026-002', locatario: 'João Pereira', valor: 'R$ 3.100,00' },
];

/**
 * Tabela de dados: `TableHeader`, `TableBody`, `TableRow`, `TableHead`, `TableCell`. Rola na horizontal em
 * telas estreitas; com `cartoes`, abaixo de md cada linha vira um cartão com o nome da coluna acima de cada
 * valor. Com `DataToolbar` para busca e filtros.
 */
const meta = {
  title: 'Primitivos/Tabela',
  id: 'primitivos-table',
  argTypes: {
    'aria-label': { description: 'Nome acessível da tabela (ou use `TableCaption`).', control: 'text' },
    cartoes: {
      description:
        'Abaixo de md, cada linha vira um cartão: o nome da coluna (tirado do cabeçalho) acima de cada valor e as ações no fim.',
      control: 'boolean',
    },
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

/** Uma tabela com cabeçalho e linhas de contratos. */
export const WithRows: Story = {
  name: 'Com linhas',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contratos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('cell', { name: 'Mariana Costa' })).toBeVisible();
  },
};

/** Tabela sem linhas: a mensagem de lista vazia ocupa o corpo da tabela. */
export const Empty: Story = {
  name: 'Vazia',
  parameters: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('cell', { name: 'Nenhum contrato encontrado' }),
    ).toBeVisible();
  },
};

/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: WithRows.play,
};

const longos = [
  {
    numero: 'CT-2026-003',
    locatario: 'Maria Aparecida dos Santos Albuquerque',
    email: 'maria.aparecida.albuquerque@provedor-exemplo.com.br',
    imovel: 'Apartamento 302 - Edifício Aniversário, Rua das Acácias, 1234',
    valor: 'R$ 12.345,67',
  },
];

/**
 * Every box inside `raiz` whose content is wider than it (text cut or hidden behind a scroll); the
 * header, left to screen readers in card mode, is clipped on purpose.
 */
const cortados = (raiz: Element) =>
  [raiz, ...raiz.querySelectorAll('*')].filter(
    (el) => !el.closest('thead') && el.scrollWidth > el.clientWidth + 1,
  );

/**
 * Modo cartões no celular: nenhuma tabela para rolar, cada linha é um cartão; cada valor sob o nome da
 * coluna, nomes e endereços inteiros (quebrados entre palavras), o e-mail quebrado no “@” ou no “.”, e a ação
 * no fim do cartão, visível na tela.
 */
export const CartoesCelular: Story = {
  name: 'Cartões — celular',
  args: { cartoes: true },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead>Número</TableHead>
          <TableHead>Locatário</TableHead>
          <TableHead>Imóvel</TableHead>
          <TableHead className="text-right">Valor</TableHead>
          <TableHead fixo="fim">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {longos.map((r) => (
          <TableRow key={r.numero}>
            <TableCell className="font-medium">{r.numero}</TableCell>
            <TableCell>
              <div>{r.locatario}</div>
              <div className="text-xs text-muted-foreground">
                <TableEmail email={r.email} />
              </div>
            </TableCell>
            <TableCell>{r.imovel}</TableCell>
            <TableCell className="text-right whitespace-nowrap">{r.valor}</TableCell>
            <TableCell fixo="fim">
              <Button type="button" size="sm" variant="outline">
                Enviar cobrança
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    const table = within(canvasElement).getByRole('table', { name: 'Contratos' });
    const celula = within(table).getByRole('cell', { name: /Maria Aparecida dos Santos Albuquerque/ });
    // The column's name above the value, the row a card as wide as the screen allows.
    await expect(getComputedStyle(celula, '::before').content).toBe('"Locatário"');
    await expect(getComputedStyle(celula).display).toBe('block');
    // The header is left to screen readers (a 1 px box).
    const cabecalho = within(table).getByRole('columnheader', { name: 'Locatário' }).closest('thead')!;
    await expect(cabecalho.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const container = canvasElement.querySelector('[data-slot="table-container"]')!;
    await expect(cortados(container)).toEqual([]);
    // Names wrap between words: no line starts or ends inside a word.
    await expect(within(celula).getByText('Maria Aparecida dos Santos Albuquerque')).toBeVisible();
    const email = celula.querySelector('[data-slot="table-email"]')!;
    await expect(getComputedStyle(email).overflowWrap).toBe('normal');
    const acao = within(table).getByRole('button', { name: 'Enviar cobrança' });
    const caixa = acao.getBoundingClientRect();
    await expect(caixa.left).toBeGreaterThanOrEqual(0);
    await expect(caixa.right).toBeLessThanOrEqual(window.innerWidth);
    // The action closes the card, below the value.
    const valor = within(table).getByRole('cell', { name: /R\$ 12\.345,67/ });
    await expect(caixa.top).toBeGreaterThan(valor.getBoundingClientRect().bottom);
  },
};

/** A partir de md a mesma tabela continua tabela: cabeçalho visível, sem rótulos nas células. */
export const CartoesDesktop: Story = {
  ...CartoesCelular,
  name: 'Cartões — desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contratos' });
    await expect(within(table).getByRole('columnheader', { name: 'Locatário' })).toBeVisible();
    const celula = within(table).getByRole('cell', { name: /Maria Aparecida/ });
    await expect(getComputedStyle(celula).display).toBe('table-cell');
    await expect(getComputedStyle(celula, '::before').content).toBe('none');
  },
};
