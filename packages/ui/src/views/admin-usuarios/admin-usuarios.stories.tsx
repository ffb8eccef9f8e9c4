import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { usuariosExemplo } from '../../stories/admin-fixtures';
import { AdminUsuariosView } from './admin-usuarios';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Views/Usuarios',
  component: AdminUsuariosView,
  tags: ['autodocs'],
  args: {
    usuarios: usuariosExemplo,
    loading: false,
    onRefresh: fn(),
    onSalvar: fn(async () => true),
    onExcluir: fn(async () => undefined),
    onDesbloquear: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminUsuariosView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
    for (const h of [
      'Nome',
      'Email',
      'Telefone',
      'Perfil',
      'Status',
      'Data de Cadastro',
      'Último Acesso',
      'Ações',
    ]) {
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await expect(c.getAllByText('Nunca acessou')).toHaveLength(2);
    // Status values are lower-case in data, capitalised on screen (badges and the filter).
    await expect(c.getAllByText('Ativo', { selector: '[data-slot="status-badge"]' })).toHaveLength(2);
    await expect(c.getByText('Pendente', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(c.queryByText('ativo', { exact: true })).toBeNull();
    for (const rotulo of ['Ativo', 'Inativo', 'Pendente'])
      await expect(c.getByRole('option', { name: rotulo })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Novo Usuário' })).toHaveAttribute(
      'href',
      '/admin/usuarios/novo',
    );
    await expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

export const Filtros: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'proprietario');
    await expect(c.getByText('Paulo Proprietário')).toBeVisible();
    await expect(c.queryByText('Ana Administradora')).toBeNull();
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'todos');
    await userEvent.type(c.getByLabelText('Buscar'), '98888');
    await expect(c.getByText('Mariana Costa')).toBeVisible();
    await expect(c.getByText('1 usuários')).toBeVisible();
  },
};

export const Vazio: Story = {
  args: { usuarios: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum usuário encontrado')).toBeVisible();
  },
};

/** A failed load is not "no users": the error line offers a retry instead. */
export const FalhaAoCarregar: Story = {
  args: { usuarios: [], loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista de usuários');
    await expect(c.queryByText('Nenhum usuário encontrado')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Opening and closing the dialog are reported, so the app can drop stale server errors. */
export const EditarAbreEFecha: Story = {
  args: { onEditandoChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(args.onEditandoChange).toHaveBeenLastCalledWith(usuariosExemplo[1]);
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onEditandoChange).toHaveBeenLastCalledWith(null);
  },
};

export const Editar: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.clear(d.getByLabelText('Telefone'));
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await d.findByText('O telefone é obrigatório')).toBeVisible();
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** An account slowed down or refused after failed sign-ins: the admin lifts its limits. */
export const DesbloquearAcesso: Story = {
  args: { onDesbloquear: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByText(/Muitas tentativas de login erradas/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Desbloquear acesso' }));
    await expect(args.onDesbloquear).toHaveBeenCalledWith(usuariosExemplo[1]);
    await expect(d.getByRole('button', { name: 'Desbloquear acesso' })).toBeEnabled();
  },
};

export const ExcluirConfirmando: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Paulo Proprietário' }));
    const d = within(await screen.findByRole('alertdialog'));
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluir).toHaveBeenCalledWith(usuariosExemplo[2]);
  },
};

export const Celular: Story = {
  ...Carregado,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Carregado.play),
};
