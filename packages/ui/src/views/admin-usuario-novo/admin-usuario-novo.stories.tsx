import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminUsuarioNovoView } from './admin-usuario-novo';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Views/UsuarioNovo',
  component: AdminUsuarioNovoView,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AdminUsuarioNovoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Novo Usuário' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin/usuarios');
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

export const Salvando: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

export const Celular: Story = {
  ...Padrao,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Padrao.play),
};
