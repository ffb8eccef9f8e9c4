import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Wraps a story's play function for its theme/viewport twin: first checks that the global really
 * applied (dark class on <html>, or the 375 px mobile viewport), then runs the original assertions.
 */
export const noEscuro =
  <C>(play?: (ctx: C) => unknown) =>
  async (ctx: C) => {
    await expect(document.documentElement).toHaveClass('dark');
    await play?.(ctx);
  };

export const noCelular =
  <C>(play?: (ctx: C) => unknown) =>
  async (ctx: C) => {
    await expect(window.innerWidth).toBe(375);
    await play?.(ctx);
  };

/** The same for a tablet twin: the 768 px tablet viewport really applied. */
export const noTablet =
  <C>(play?: (ctx: C) => unknown) =>
  async (ctx: C) => {
    await expect(window.innerWidth).toBe(768);
    await play?.(ctx);
  };

/** Types a new password and its confirmation ('Nova senha', 'Confirme a senha') and submits. */
export const preencherNovaSenha = async (
  el: HTMLElement,
  { senha, confirmar, botao }: { senha: string; confirmar: string; botao: string },
) => {
  const c = within(el);
  await userEvent.type(c.getByLabelText('Nova senha'), senha);
  await userEvent.type(c.getByLabelText('Confirme a senha'), confirmar);
  await userEvent.click(c.getByRole('button', { name: botao }));
};

/** The open 'Alterar senha' dialog (portalled, so looked up on the screen). */
export const dialogoAlterarSenha = async () =>
  within(await screen.findByRole('dialog', { name: 'Alterar senha' }));

/** Fills the 'Alterar senha' dialog (an empty string leaves its field blank) and submits it. */
export const preencherAlterarSenha = async ({
  atual,
  nova,
  confirmar,
}: {
  atual: string;
  nova: string;
  confirmar: string;
}) => {
  const d = await dialogoAlterarSenha();
  if (atual) await userEvent.type(d.getByLabelText('Senha atual'), atual);
  if (nova) await userEvent.type(d.getByLabelText('Nova senha'), nova);
  if (confirmar) await userEvent.type(d.getByLabelText('Confirme a nova senha'), confirmar);
  await userEvent.click(d.getByRole('button', { name: 'Alterar senha' }));
  return d;
};

/**
 * From an 'Alterar senha' button: changes the password, checks what the app received and that the
 * dialog closed.
 */
export const alterarSenhaComSucesso = async (botao: HTMLElement, onAlterarSenha: unknown) => {
  await userEvent.click(botao);
  await preencherAlterarSenha({ atual: 'segredo1', nova: 'segredo2', confirmar: 'segredo2' });
  await waitFor(() =>
    expect(onAlterarSenha).toHaveBeenCalledWith({ senhaAtual: 'segredo1', novaSenha: 'segredo2' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};
