import type { Meta, StoryObj } from '@storybook/react-vite';
import { imovelParaForm } from '@morada/domain';
import { expect, fn, within } from 'storybook/test';
import { imovelExemplo } from '../../stories/admin-fixtures';
import { AdminImovelFormView } from './admin-imovel-form';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Cadastro de imóvel',
  id: 'admin-views-imovelform',
  component: AdminImovelFormView,
  tags: ['autodocs'],
  args: { modo: 'novo', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AdminImovelFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Novo: Story = {
  name: 'Novo',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Novo Imóvel' })).toBeVisible();
  },
};

export const EditarCarregando: Story = {
  name: 'Editar carregando',
  args: { modo: 'editar', loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Editar Imóvel' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

export const Editar: Story = {
  name: 'Editar',
  args: { modo: 'editar', inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Título')).toHaveValue('Apartamento Vista Parque');
  },
};

export const Celular: Story = {
  ...Novo,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Novo.play),
};
