import { expect, userEvent, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Types each `[rótulo, texto]` into the field of that label, in order. */
export const digitarCampos = async (c: Canvas, campos: readonly (readonly [string, string])[]) => {
  for (const [rotulo, texto] of campos) await userEvent.type(c.getByLabelText(rotulo), texto);
};

/** Clicks the button `botao` and checks that the form handed exactly `dados` over. */
export const enviarEsperando = async (c: Canvas, botao: string, onSubmit: unknown, dados: unknown) => {
  await userEvent.click(c.getByRole('button', { name: botao }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(dados));
};

/** Clicks the button `botao` and checks that the form handed over (at least) `dados`. */
export const enviarEsperandoParte = async (
  c: Canvas,
  botao: string,
  onSubmit: unknown,
  dados: Record<string, unknown>,
) => {
  await userEvent.click(c.getByRole('button', { name: botao }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(dados)));
};

/** Clicks the button `botao`: each message shows (under its field) and nothing is handed over. */
export const enviarRecusado = async (
  c: Canvas,
  botao: string,
  onSubmit: unknown,
  [primeira, ...outras]: readonly [string, ...string[]],
) => {
  await userEvent.click(c.getByRole('button', { name: botao }));
  await expect(await c.findByText(primeira)).toBeVisible();
  for (const mensagem of outras) await expect(c.getByText(mensagem)).toBeVisible();
  await expect(onSubmit).not.toHaveBeenCalled();
};
