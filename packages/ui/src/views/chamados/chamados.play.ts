import { expect, userEvent, within } from 'storybook/test';

/** The failed read's box: its message, and “Tentar novamente” asks the app to read again. */
export const confereFalhaComRetry = async (el: HTMLElement, onRetry: unknown, mensagem: string) => {
  const c = within(el);
  await expect(c.getByRole('alert')).toHaveTextContent(mensagem);
  await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
  await expect(onRetry).toHaveBeenCalledTimes(1);
};

/** The spinner's text while a read is on its way. */
export const confereCarregando = async (el: HTMLElement, texto: string) => {
  await expect(within(el).getByRole('status')).toHaveTextContent(texto);
};
