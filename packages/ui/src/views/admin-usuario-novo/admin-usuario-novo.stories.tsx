import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AdminUsuarioNovoView } from './admin-usuario-novo';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Novo usuário',
  id: 'admin-views-usuarionovo',
  component: AdminUsuarioNovoView,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AdminUsuarioNovoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário de novo usuário na tela, com “Voltar” e “Cancelar”. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Novo Usuário' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/admin/usuarios');
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

/** O servidor recusou o cadastro: a mensagem dele aparece sob o campo. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: { errosServidor: { email: 'Este email já está cadastrado.' } },
  play: mostraOTexto('Este email já está cadastrado.'),
};

/** O estado padrão na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Padrao), name: 'Celular' };

/** O estado “Padrão” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Padrao), name: 'Escuro' };

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
