import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserCreateForm } from './user-create-form';
import { larguraMaxima } from '../../stories/componentes-largura';
import { digitarCampos, enviarEsperandoParte } from '../../stories/componentes-formulario';

const meta = {
  title: 'Admin/Formulário de novo usuário',
  id: 'admin-usercreateform',
  component: UserCreateForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(640)],
} satisfies Meta<typeof UserCreateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário em branco. */
export const Vazio: Story = {
  name: 'Vazio',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Use uma senha forte/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** As mensagens da seção 5; o erro de um campo some assim que ele é editado. */
export const Obrigatorios: Story = {
  name: 'Obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    for (const m of [
      'O nome é obrigatório',
      'O email é obrigatório',
      'O telefone é obrigatório',
      'O perfil é obrigatório',
      'A senha é obrigatória',
    ]) {
      await expect(await c.findByText(m)).toBeVisible();
    }
    // A screen reader reads each message with its field.
    await expect(c.getByLabelText('Nome completo')).toHaveAccessibleDescription('O nome é obrigatório');
    await expect(c.getByLabelText('Nome completo')).toBeInvalid();
    await userEvent.type(c.getByLabelText('Nome completo'), 'R');
    await expect(c.queryByText('O nome é obrigatório')).toBeNull();
    await expect(c.getByText('O email é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** E-mail inválido e senhas diferentes: as mensagens sob os campos de e-mail, senha e confirmação. */
export const EmailSenhaEConfirmacao: Story = {
  name: 'E-mail senha e confirmação',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['Email', 'nao-e-email'],
      ['Senha', '123'],
      ['Confirmar senha', '456'],
    ]);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Email inválido')).toBeVisible();
    await expect(c.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    // The confirmation is compared once every field is valid.
    await userEvent.clear(c.getByLabelText('Email'));
    await digitarCampos(c, [
      ['Email', 'ana@example.com'],
      ['Nome completo', 'Ana'],
      ['Telefone', '(11) 90000-0000'],
    ]);
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'admin');
    await userEvent.type(c.getByLabelText('Senha'), '456');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('As senhas não coincidem')).toBeVisible();
  },
};

/** Um usuário preenchido corretamente é enviado com nome, e-mail, telefone, perfil e senha. */
export const Valido: Story = {
  name: 'Válido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['Nome completo', 'Rafael Lima'],
      ['Email', 'Rafael@Example.com'],
      ['Telefone', '(11) 97777-6666'],
    ]);
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'corretor');
    await digitarCampos(c, [
      ['Senha', 'segredo1'],
      ['Confirmar senha', 'segredo1'],
    ]);
    await enviarEsperandoParte(c, 'Salvar', args.onSubmit, {
      nome: 'Rafael Lima',
      email: 'rafael@example.com',
      perfil: 'corretor',
      status: 'ativo',
    });
  },
};

/** Erros devolvidos pelo servidor (ex.: e-mail já cadastrado) aparecem sob o campo. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: { errosServidor: { email: 'Este email já está cadastrado.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Este email já está cadastrado.')).toBeVisible();
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
