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

/**
 * The open dialog (the one of that name, when given), once it takes clicks. Radix turns <body> to
 * `pointer-events: none` as the dialog mounts and gives the dialog back `pointer-events: auto` one
 * render later: a click in between is refused by userEvent, the play function stops and the story
 * stays as first opened.
 */
export const dialogoClicavel = async (nome?: string) => {
  const dialog = await screen.findByRole('dialog', nome === undefined ? undefined : { name: nome });
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).toBe('auto'));
  return dialog;
};

/** The row of a table that holds this text (a competência, a contract number), to query inside it. */
export const linhaComTexto = (el: HTMLElement | ReturnType<typeof within>, texto: string) => {
  const c = el instanceof HTMLElement ? within(el) : el;
  return within(c.getByText(texto).closest('tr') as HTMLElement);
};

/** The page does not scroll sideways (at 375 px only a table may, inside its frame). */
export const semRolagemLateral = async () => {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
};

/** A play that checks each text is on the canvas and visible, in that order. */
export const mostraOTexto =
  (...textos: (string | RegExp)[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const texto of textos) await expect(within(canvasElement).getByText(texto)).toBeVisible();
  };
