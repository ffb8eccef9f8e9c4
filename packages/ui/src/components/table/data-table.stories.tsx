import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColuna } from './data-table';
import { TableRowAction } from './table-row-action';
import { mostraOTexto } from '../../stories/play-helpers';

type Contrato = { id: string; numero: string; locatario: string; valor: string };

const CONTRATOS: Contrato[] = [
  { id: 'c1', numero: 'CT-2026-001', locatario: 'Mariana Costa', valor: 'R$ 2.500,00' },
  { id: 'c2', numero: 'CT-2026-002', locatario: 'João Pereira', valor: 'R$ 3.100,00' },
];

const onEditar = fn();
const COLUNAS: DataTableColuna<Contrato>[] = [
  { titulo: 'Número', celula: (c) => c.numero, className: 'font-medium' },
  { titulo: 'Locatário', celula: (c) => c.locatario },
  { titulo: 'Valor', celula: (c) => c.valor, className: 'whitespace-nowrap' },
  {
    titulo: 'Ações',
    fixo: 'fim',
    celula: (c) => (
      <div className="flex justify-end">
        <TableRowAction rotulo="Editar" alvo={c.numero} icone={Pencil} onClick={() => onEditar(c.id)} />
        <TableRowAction rotulo="Excluir" alvo={c.numero} icone={Trash2} iconClassName="text-destructive" />
      </div>
    ),
  },
];

/**
 * A lista do back office: as telas dizem só as colunas (cabeçalho e célula de cada item) e as ações da linha;
 * a tabela no computador, os cartões no celular e os estados de carregando, falha ao carregar e vazio vêm
 * daqui.
 */
const meta = {
  title: 'Primitivos/Lista de dados',
  component: DataTable<Contrato>,
  tags: ['autodocs'],
  args: {
    itens: CONTRATOS,
    chave: (c: Contrato) => c.id,
    colunas: COLUNAS,
    vazio: 'Nenhum contrato encontrado',
    carregando: { ativo: false, rotulo: 'Carregando contratos...' },
    falha: { ativo: false, mensagem: 'Não foi possível carregar os contratos.', onRetry: fn() },
  },
  argTypes: {
    itens: { description: 'Os itens da página, na ordem em que aparecem.' },
    chave: { description: 'A chave estável de cada item (o seu id).' },
    colunas: { description: 'Cabeçalho e célula de cada coluna; a de ações com `fixo: "fim"`.' },
    vazio: { description: 'O que a tabela diz quando não há itens.' },
    carregando: { description: 'Primeira carga: um indicador com o rótulo no lugar da tabela.' },
    falha: { description: 'A carga falhou: a mensagem e o botão “Tentar novamente”.' },
  },
} satisfies Meta<typeof DataTable<Contrato>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Duas linhas, com as ações de cada uma no fim. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(c.getByRole('button', { name: 'Editar CT-2026-002' }));
    await expect(onEditar).toHaveBeenCalledWith('c2');
  },
};

/** A primeira carga, antes de qualquer item: o indicador no lugar da tabela. */
export const Carregando: Story = {
  args: { itens: [], carregando: { ativo: true, rotulo: 'Carregando contratos...' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando contratos...');
  },
};

/** Sem itens: a mensagem da tela dentro da tabela. */
export const Vazio: Story = {
  args: { itens: [] },
  play: mostraOTexto('Nenhum contrato encontrado'),
};

/** A carga falhou: a mensagem e o botão de tentar de novo, no lugar das linhas. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: {
    itens: [],
    falha: { ativo: true, mensagem: 'Não foi possível carregar os contratos.', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Não foi possível carregar os contratos.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.falha?.onRetry).toHaveBeenCalled();
  },
};

/** No celular cada linha é um cartão: o nome da coluna acima de cada valor, as ações no pé. */
export const Celular: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' })).toBeVisible();
  },
};
