import { expect, userEvent, within } from 'storybook/test';

type Falha = {
  /** The error the list shows instead of its rows. */
  erro: string;
  /** The error is read in the list's alert (true) or as visible text (false). */
  emAlerta: boolean;
  /** The empty-list message that must not show: a failure is not "nothing found". */
  vazio?: string;
  /** 'Tentar novamente' calls the app's onRetry exactly once (true) or at least once (false). */
  umaVez: boolean;
};

/**
 * The play of a list that failed to load: its error instead of the empty message, and “Tentar
 * novamente” asking the app to load it again.
 */
export const verFalhaAoCarregar =
  ({ erro, emAlerta, vazio, umaVez }: Falha) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry?: unknown } }) => {
    const c = within(canvasElement);
    if (emAlerta) await expect(c.getByRole('alert')).toHaveTextContent(erro);
    else await expect(c.getByText(erro)).toBeVisible();
    if (vazio !== undefined) await expect(c.queryByText(vazio)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    if (umaVez) await expect(args.onRetry).toHaveBeenCalledTimes(1);
    else await expect(args.onRetry).toHaveBeenCalled();
  };
