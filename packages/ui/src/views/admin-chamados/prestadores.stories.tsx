import type { Prestador } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { prestadoresAdmin } from './admin-chamados.fixtures';
import { PrestadoresView, type PrestadoresViewProps } from './prestadores-view';

/**
 * The page reloads the list after a deletion; here the list follows what onExcluir answered, so
 * the notice never sits beside the same prestador still “Ativo”.
 */
function ListaQueSegueAExclusao(args: PrestadoresViewProps) {
  const [prestadores, setPrestadores] = useState<readonly Prestador[]>(args.prestadores);
  const onExcluir = async (p: Prestador) => {
    const r = await args.onExcluir(p);
    setPrestadores((l) =>
      r === 'desativado'
        ? l.map((x) => (x.id === p.id ? { ...x, ativo: false } : x))
        : l.filter((x) => x !== p),
    );
    return r;
  };
  return <PrestadoresView {...args} prestadores={prestadores} onExcluir={onExcluir} />;
}

/** The “Inativo” badges the reader sees (the table's or the phone's cards). */
const inativosVisiveis = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByText('Inativo')
    .filter((e: HTMLElement) => e.checkVisibility());

const meta = {
  title: 'Telas/Admin/Prestadores',
  id: 'admin-views-prestadores',
  component: PrestadoresView,
  tags: ['autodocs'],
  args: {
    prestadores: prestadoresAdmin,
    loading: false,
    onRetry: fn(),
    onSalvar: fn(async () => undefined),
    onExcluir: fn(async () => 'desativado' as const),
  },
  render: (args) => <ListaQueSegueAExclusao {...args} />,
} satisfies Meta<typeof PrestadoresView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Os prestadores: o documento, o contato, as especialidades e a situação, com editar e excluir em cada
 * linha e “Novo prestador”. Excluir um que já atendeu chamados avisa que ele foi desativado, e a lista o mostra “Inativo”.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Prestadores' })).toBeVisible();
    await expect(c.getByText('3 prestadores')).toBeVisible();
    await expect(c.getAllByText('Hidráulica, Estrutura')[0]).toBeVisible();
    await expect(inativosVisiveis(canvasElement)).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: 'Excluir Eletro Reparos Ltda.' }));
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText(/desativado em vez de excluído/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: /Excluir|Confirmar/ }));
    await expect(args.onExcluir).toHaveBeenCalledWith(prestadoresAdmin[0]);
    await expect(await c.findByRole('status')).toHaveTextContent(
      'Eletro Reparos Ltda. já atendeu chamados: foi desativado em vez de excluído.',
    );
    // The list now shows it inactive too, beside the one that already was.
    await expect(inativosVisiveis(canvasElement)).toHaveLength(2);
  },
};

/** A primeira carga. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { prestadores: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os prestadores...')).toBeVisible();
  },
};

/** Nenhum prestador cadastrado. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { prestadores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum prestador cadastrado.')).toBeVisible();
  },
};

/** A lista não pôde ser lida: o erro com “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { prestadores: [], loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os prestadores',
    emAlerta: false,
    vazio: 'Nenhum prestador cadastrado.',
    umaVez: true,
  }),
};

/** Cadastrar com um CPF inválido: o erro sob o campo e nada enviado; corrigido, o app recebe os dados. */
export const NovoComCpfInvalido: Story = {
  name: 'Novo com CPF inválido',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo prestador' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: 'Nome' }), 'Vidraçaria Central');
    await userEvent.type(d.getByRole('textbox', { name: 'CPF ou CNPJ' }), '123.456.789-00');
    await userEvent.type(d.getByRole('textbox', { name: 'Telefone' }), '(11) 98765-4321');
    await userEvent.click(d.getByRole('checkbox', { name: 'Serralheria' }));
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await d.findByText('CPF ou CNPJ inválido')).toBeVisible();
    await expect(args.onSalvar).not.toHaveBeenCalled();
    const doc = d.getByRole('textbox', { name: 'CPF ou CNPJ' });
    await userEvent.clear(doc);
    await userEvent.type(doc, '529.982.247-25');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSalvar).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ nome: 'Vidraçaria Central', especialidades: ['serralheria'], ativo: true }),
    );
  },
};

/** Salvando: os botões do diálogo ficam desabilitados e o de envio mostra “Salvando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { onSalvar: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Hidro Serviços' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('textbox', { name: 'Nome' })).toHaveValue('Hidro Serviços');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await d.findByRole('button', { name: /Salvando/ })).toBeDisabled();
  },
};

/** O estado “Carregado” na largura de um celular (375 px): um cartão por prestador. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
