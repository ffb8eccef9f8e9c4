import { MSG_ACESSO, type AlterarSenhaInput } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { dialogoAlterarSenha, noCelular, preencherAlterarSenha } from '../../stories/play-helpers';
import { AlterarSenhaButton, AlterarSenhaDialog } from './alterar-senha';

const meta = {
  title: 'Site/Diálogo de alterar senha',
  id: 'site-alterarsenhadialog',
  component: AlterarSenhaDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: { open: true, onOpenChange: fn(), onAlterar: fn(async (_dados: AlterarSenhaInput) => undefined) },
} satisfies Meta<typeof AlterarSenhaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O diálogo aberto: senha atual, nova senha e a confirmação, com “Cancelar” e “Alterar senha”. */
export const Aberto: Story = {
  name: 'Aberto',
  play: async () => {
    const d = await dialogoAlterarSenha();
    await expect(d.getByLabelText('Senha atual')).toHaveAttribute('autocomplete', 'current-password');
    await expect(d.getByLabelText('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
    await expect(d.getByLabelText('Confirme a nova senha')).toHaveAttribute('autocomplete', 'new-password');
    for (const campo of ['Senha atual', 'Nova senha', 'Confirme a nova senha'])
      await expect(d.getByLabelText(campo)).toHaveAttribute('type', 'password');
    await expect(d.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

/** Todos os erros ao mesmo tempo, cada um lido junto com o seu campo; nada é enviado. */
export const TodosOsErros: Story = {
  name: 'Todos os erros',
  play: async ({ args }) => {
    const d = await preencherAlterarSenha({ atual: '', nova: '123', confirmar: '' });
    const erros = {
      'Senha atual': 'Informe a senha atual',
      'Nova senha': 'A senha deve ter pelo menos 6 caracteres',
      'Confirme a nova senha': 'As senhas não coincidem',
    };
    for (const [campo, erro] of Object.entries(erros)) {
      const input = d.getByLabelText(campo);
      await waitFor(() => expect(input).toHaveAccessibleDescription(erro));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(d.getByText(erro)).toBeVisible();
    }
    await expect(args.onAlterar).not.toHaveBeenCalled();
  },
};

/** A nova senha precisa ser diferente da atual. */
export const NovaIgualAAtual: Story = {
  name: 'Nova igual à atual',
  play: async ({ args }) => {
    const d = await preencherAlterarSenha({ atual: 'segredo1', nova: 'segredo1', confirmar: 'segredo1' });
    await expect(await d.findByText('A nova senha deve ser diferente da atual')).toBeVisible();
    await expect(args.onAlterar).not.toHaveBeenCalled();
  },
};

/**
 * O servidor recusou a senha atual: a mensagem dele aparece sob “Senha atual” e o diálogo continua aberto.
 */
export const SenhaAtualIncorreta: Story = {
  name: 'Senha atual incorreta',
  args: {
    onAlterar: fn(async (_dados: AlterarSenhaInput): Promise<undefined> => Promise.reject(new Error('401'))),
  },
  render: function Render(args) {
    const [erro, setErro] = useState<string>();
    return (
      <AlterarSenhaDialog
        {...args}
        erroSenhaAtual={erro}
        onAlterar={async (dados) => {
          setErro(undefined);
          try {
            await args.onAlterar(dados);
          } catch (e) {
            setErro(MSG_ACESSO.senhaAtualIncorreta);
            throw e;
          }
        }}
      />
    );
  },
  play: async ({ args }) => {
    const d = await preencherAlterarSenha({ atual: 'errada1', nova: 'segredo2', confirmar: 'segredo2' });
    // The form validates before it submits (asynchronously): wait for the call, never assume it.
    await waitFor(() =>
      expect(args.onAlterar).toHaveBeenCalledWith({ senhaAtual: 'errada1', novaSenha: 'segredo2' }),
    );
    const atual = d.getByLabelText('Senha atual');
    await waitFor(() => expect(atual).toHaveAccessibleDescription('A senha atual está incorreta'));
    await expect(atual).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // A second failure shows the message again.
    await userEvent.type(atual, '2');
    await userEvent.click(d.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(args.onAlterar).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(atual).toHaveAccessibleDescription('A senha atual está incorreta'));
  },
};

/** “Salvando...” enquanto a troca acontece; com sucesso, o diálogo fecha e reabre em branco. */
export const AlteradaFecha: Story = {
  name: 'Alterada: o diálogo fecha',
  args: {
    open: false,
    onAlterar: fn((_dados: AlterarSenhaInput) => new Promise<undefined>((r) => setTimeout(r, 400))),
  },
  render: (args) => <AlterarSenhaButton onAlterar={args.onAlterar} />,
  play: async ({ canvasElement, args }) => {
    const abrir = within(canvasElement).getByRole('button', { name: 'Alterar senha' });
    await userEvent.click(abrir);
    const d = await preencherAlterarSenha({ atual: 'segredo1', nova: 'segredo2', confirmar: 'segredo2' });
    await expect(await d.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // “Salvando...” shows from the submit on; the call comes after the form's (asynchronous) validation.
    await waitFor(() =>
      expect(args.onAlterar).toHaveBeenCalledWith({ senhaAtual: 'segredo1', novaSenha: 'segredo2' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(abrir);
    const reaberto = await dialogoAlterarSenha();
    await expect(reaberto.getByLabelText('Senha atual')).toHaveValue('');
    // Closed again, so the screenshot never catches the dialog's overlay mid-animation.
    await userEvent.click(reaberto.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** “Cancelar” fecha o diálogo sem enviar nada. */
export const Cancelar: Story = {
  name: 'Cancelar',
  play: async ({ args }) => {
    const d = await dialogoAlterarSenha();
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onAlterar).not.toHaveBeenCalled();
  },
};

/** O estado “Todos os erros” na largura de um celular (375 px). */
export const Celular: Story = {
  ...TodosOsErros,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(TodosOsErros.play),
};
