import type { Meta, StoryObj } from '@storybook/react-vite';
import { imovelParaForm } from '@morada/domain';
import { expect, fn, within } from 'storybook/test';
import { imovelExemplo } from '../../stories/admin-fixtures';
import { AdminImovelFormView } from './admin-imovel-form';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

const meta = {
  title: 'Telas/Admin/Cadastro de imóvel',
  id: 'admin-views-imovelform',
  component: AdminImovelFormView,
  tags: ['autodocs'],
  args: { modo: 'novo', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AdminImovelFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cadastro de um imóvel novo: o formulário em branco sob o título “Novo Imóvel”. */
export const Novo: Story = {
  name: 'Novo',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Novo Imóvel' })).toBeVisible();
  },
};

/** Edição com o imóvel ainda carregando: o título “Editar Imóvel” e o indicador de carregamento. */
export const EditarCarregando: Story = {
  name: 'Editar carregando',
  args: { modo: 'editar', loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Editar Imóvel' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** Edição: o formulário preenchido com o imóvel e suas fotos. */
export const Editar: Story = {
  name: 'Editar',
  args: { modo: 'editar', inicial: imovelParaForm(imovelExemplo), fotosIniciais: imovelExemplo.fotos },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Título')).toHaveValue('Apartamento Vista Parque');
  },
};

/** O servidor recusou o cadastro: a mensagem dele aparece sob o campo, e os valores ficam no formulário. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: { ...Editar.args, errosServidor: { titulo: 'Título já usado' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Título já usado')).toBeVisible();
    await expect(c.getByLabelText('Título')).toHaveValue('Apartamento Vista Parque');
  },
};

/** O estado “Novo” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Novo), name: 'Celular' };

/** O estado “Novo” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Novo), name: 'Escuro' };

/** O estado “Novo” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Novo), name: 'Tablet', tags: ['quadro-proprio'] };
