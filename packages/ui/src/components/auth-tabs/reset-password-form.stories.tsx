import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { preencherNovaSenha } from '../../stories/play-helpers';
import { ResetPasswordForm } from './reset-password-form';
import { larguraMaxima } from '../../stories/componentes-largura';

const meta = {
  title: 'Site/Redefinir senha',
  id: 'site-resetpasswordform',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  args: { onRedefinir: fn(async () => undefined) },
  decorators: [larguraMaxima(420)],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const preencher = (el: HTMLElement, senha: string, confirmar: string) =>
  preencherNovaSenha(el, { senha, confirmar, botao: 'Redefinir senha' });

/** O formulário de nova senha, com os campos de senha e confirmação. */
export const Padrao: Story = { name: 'Padrão' };

/** Uma senha com menos de 6 caracteres é recusada sob o campo; nada é enviado. */
export const SenhaCurta: Story = {
  name: 'Senha curta',
  play: async ({ canvasElement, args }) => {
    await preencher(canvasElement, '123', '123');
    const erro = await within(canvasElement).findByText('A senha deve ter pelo menos 6 caracteres');
    await expect(erro).toBeVisible();
    // The message is read with its field.
    await expect(within(canvasElement).getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 6 caracteres',
    );
    await expect(args.onRedefinir).not.toHaveBeenCalled();
  },
};

/** Senhas diferentes: aparece o aviso e nada é enviado. */
export const SenhasNaoConferem: Story = {
  name: 'Senhas não conferem',
  play: async ({ canvasElement, args }) => {
    await preencher(canvasElement, 'segredo1', 'outra123');
    await expect(await within(canvasElement).findByText('As senhas não conferem.')).toBeVisible();
    await expect(args.onRedefinir).not.toHaveBeenCalled();
  },
};

/** Depois de redefinir a senha, o formulário dá lugar à confirmação e ao caminho para entrar. */
export const Redefinida: Story = {
  name: 'Redefinida',
  play: async ({ canvasElement, args }) => {
    await preencher(canvasElement, 'segredo1', 'segredo1');
    await expect(args.onRedefinir).toHaveBeenCalledWith('segredo1');
  },
};
