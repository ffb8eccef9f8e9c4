import { imovelCorrespondeBusca, type Imovel } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { imoveisExemplo } from '../../stories/admin-fixtures';
import {
  buscaEPaginasIniciais,
  buscaEPaginasSimuladas,
  filtroSimulado,
  passaNoFiltro,
  useListaSimulada,
} from '../../stories/lista-simulada';
import { AdminImoveisView } from './admin-imoveis';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { mostraOTexto } from '../../stories/play-helpers';

/**
 * The app's part: `imoveis` (the story's arg) stands for the server's table, filtered with the
 * server's match and sliced into pages of 20; the view gets one page and the total.
 */
function ComServidorSimulado(args: ComponentProps<typeof AdminImoveisView>) {
  const s = useListaSimulada(
    args.imoveis,
    (i: Imovel, busca, f) =>
      imovelCorrespondeBusca(i, busca) &&
      passaNoFiltro(f.tipo, i.tipo) &&
      passaNoFiltro(f.operacao, i.operacao) &&
      passaNoFiltro(f.status, i.status),
    ['tipo', 'operacao', 'status'],
  );
  return (
    <AdminImoveisView
      {...args}
      imoveis={s.linhas}
      total={s.total}
      {...buscaEPaginasSimuladas(s)}
      {...filtroSimulado(s, 'tipo')}
      {...filtroSimulado(s, 'operacao')}
      {...filtroSimulado(s, 'status')}
    />
  );
}

const meta = {
  title: 'Telas/Admin/Imóveis',
  id: 'admin-views-imoveis',
  component: AdminImoveisView,
  tags: ['autodocs'],
  render: (args) => <ComServidorSimulado {...args} />,
  args: {
    imoveis: imoveisExemplo,
    total: imoveisExemplo.length,
    ...buscaEPaginasIniciais(),
    tipo: 'todos',
    onTipoChange: fn(),
    operacao: 'todos',
    onOperacaoChange: fn(),
    status: 'todos',
    onStatusChange: fn(),
    onExport: fn(async () => undefined),
    loading: false,
    onRefresh: fn(),
    onExcluir: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminImoveisView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lista de imóveis carregada, com o selo de contagem, “Exportar CSV” e as ações de cada linha. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Gestão de Imóveis' })).toBeVisible();
    await expect(c.getByText('3 imóveis')).toBeVisible();
    for (const h of ['Título', 'Tipo', 'Operação', 'Preço', 'Localização', 'Detalhes', 'Status', 'Ações']) {
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await expect(c.getByText('Destaque')).toBeVisible();
    await expect(c.getByText('R$ 3.200,00/mês')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    await expect(c.getByRole('link', { name: 'Editar Apartamento Vista Parque' })).toHaveAttribute(
      'href',
      '/admin/imoveis/editar/i1',
    );
  },
};

/**
 * A busca e os filtros (ex.: Operação) restringem a lista, e o selo de contagem acompanha; “todos” volta à
 * lista inteira.
 */
export const BuscaEFiltros: Story = {
  name: 'Busca e filtros',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'campinas');
    await expect(c.getByText('1 imóveis')).toBeVisible();
    await userEvent.clear(c.getByLabelText('Buscar'));
    await userEvent.selectOptions(c.getByLabelText('Operação'), 'Venda');
    await expect(c.getByText('Casa Jardim Europa')).toBeVisible();
    await expect(c.getByText('1 imóveis')).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Operação'), 'todos');
    await expect(c.getByText('3 imóveis')).toBeVisible();
  },
};

/** Nenhum imóvel encontrado: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { imoveis: [] },
  play: mostraOTexto('Nenhum imóvel encontrado', '0 imóveis'),
};

/** O primeiro carregamento: o indicador de carregamento no lugar da tabela. */
export const Carregando: Story = { name: 'Carregando', args: { imoveis: [], loading: true } };

/**
 * A lista não pôde ser lida: uma linha de erro com “tentar novamente” em vez de “Nenhum imóvel encontrado”.
 */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { imoveis: [], loadFailed: true, onRetry: fn() },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar a lista de imóveis',
    emAlerta: false,
    vazio: 'Nenhum imóvel encontrado',
    umaVez: false,
  }),
};

const muitos: Imovel[] = Array.from({ length: 23 }, (_, i) => ({
  ...imoveisExemplo[0]!,
  id: `im${i + 1}`,
  titulo: `Apartamento ${String(i + 1).padStart(2, '0')}`,
}));

/** 23 imóveis: o selo conta todos, 20 na primeira página, 3 na segunda. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { imoveis: muitos },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('23 imóveis')).toBeVisible();
    await expect(c.getByText('Página 1 de 2')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(c.getByText('Página 2 de 2')).toBeVisible();
    await expect(c.getByText('Apartamento 21')).toBeVisible();
    await expect(c.queryByText('Apartamento 20')).toBeNull();
    await expect(c.getAllByRole('button', { name: /^Excluir Apartamento/ })).toHaveLength(3);
  },
};

/** “Exportar CSV” pede ao app todas as linhas que atendem aos filtros; o botão espera a resposta. */
export const Exportar: Story = {
  name: 'Exportar',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** “Visualizar” abre a página pública do imóvel. */
export const Visualizar: Story = {
  name: 'Visualizar',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Visualizar Apartamento Vista Parque' }),
    );
    const d = within(await screen.findByRole('dialog'));
    for (const t of [
      'Informações gerais',
      'Localização',
      'Características',
      'Descrição',
      'Características extras',
      'Piscina',
      '78 m²',
    ]) {
      await expect(d.getAllByText(t)[0]).toBeVisible();
    }
  },
};

/** “Excluir” pede confirmação; confirmado, o imóvel é excluído. */
export const ExcluirConfirmando: Story = {
  name: 'Excluir confirmando',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir Apartamento Vista Parque' }),
    );
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText(/Apartamento Vista Parque/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluir).toHaveBeenCalledWith(imoveisExemplo[0]);
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
