import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { usuariosExemplo } from '../../stories/admin-fixtures';
import { UserEditForm } from './user-edit-form';
import { larguraMaxima } from '../../stories/componentes-largura';
import { enviarEsperandoParte, enviarRecusado } from '../../stories/componentes-formulario';

const meta = {
  title: 'Admin/Formulário de edição de usuário',
  id: 'admin-usereditform',
  component: UserEditForm,
  tags: ['autodocs'],
  args: { usuario: usuariosExemplo[1]!, onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(520)],
} satisfies Meta<typeof UserEditForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário preenchido com o usuário em edição: nome, e-mail, telefone, perfil e status. */
export const Preenchido: Story = {
  name: 'Preenchido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome')).toHaveValue('Mariana Costa');
    // Values stay lower-case; people read the capitalised labels.
    for (const rotulo of ['Ativo', 'Inativo', 'Pendente'])
      await expect(c.getByRole('option', { name: rotulo })).toBeInTheDocument();
    await userEvent.selectOptions(c.getByLabelText('Status'), 'inativo');
    await enviarEsperandoParte(c, 'Salvar', args.onSubmit, { status: 'inativo', perfil: 'inquilino' });
  },
};

/** Apagar os campos obrigatórios e salvar mostra as mensagens sob cada um. */
export const Obrigatorios: Story = {
  name: 'Obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('Nome'));
    await userEvent.clear(c.getByLabelText('Email'));
    await userEvent.clear(c.getByLabelText('Telefone'));
    await enviarRecusado(c, 'Salvar', args.onSubmit, [
      'O nome é obrigatório',
      'O email é obrigatório',
      'O telefone é obrigatório',
    ]);
  },
};

/** Um e-mail em formato inválido é recusado sob o campo. */
export const EmailInvalido: Story = {
  name: 'E-mail inválido',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('Email'));
    await userEvent.type(c.getByLabelText('Email'), 'x@');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Email inválido')).toBeVisible();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = { name: 'Salvando', args: { busy: true } };
