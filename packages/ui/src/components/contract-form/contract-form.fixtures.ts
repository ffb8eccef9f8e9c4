import type { Contrato } from '@morada/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';

type Canvas = ReturnType<typeof within>;

/** The agency's defaults (Configurações) the administration fields show when blank. */
export const padroesAdministracao = {
  taxaAdministracaoPercentual: 10,
  taxaAdministracaoMinima: 150,
  taxaIntermediacaoPercentual: 100,
  diaRepassePadrao: 10,
};

/** A contract whose tenant has a phone and a CPF to show masked. */
export const contratoComMascaras: Contrato = {
  ...contratoExemplo,
  inquilino: { ...contratoExemplo.inquilino, telefone: '11988881111', cpf: '12345678909' },
};

/** A contract readjusted by a fixed 4,5 % from December, its rent reduced when the index is negative. */
export const contratoReajusteFixo: Contrato = {
  ...contratoExemplo,
  indiceReajuste: 'Fixo',
  reajustePercentualFixo: 4.5,
  reajusteMesBase: '2025-12',
  reajusteNegativo: 'reduzir',
};

/** A contract with its own administration terms (blank ones keep the agency's defaults). */
export const contratoComTermos: Contrato = {
  ...contratoExemplo,
  taxaAdministracaoPercentual: 8.5,
  taxaAdministracaoMinima: null,
  taxaIntermediacaoPercentual: null,
  diaRepasse: 12,
  encargosRepassados: false,
};

/** A play function given the canvas's queries (and the story's args) instead of the canvas. */
export const jogar =
  (passos: (c: Canvas, args: { onSubmit: unknown }) => Promise<void>) =>
  ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onSubmit: unknown } }) =>
    passos(within(canvasElement), args);

export const salvar = (c: Canvas) => userEvent.click(c.getByRole('button', { name: 'Salvar' }));

/** Clears the field labelled `rotulo`, types `texto` into it and, given `mostrado`, checks it shows that. */
export const substituir = async (c: Canvas, rotulo: string, texto: string, mostrado?: string) => {
  await userEvent.clear(c.getByLabelText(rotulo));
  await userEvent.type(c.getByLabelText(rotulo), texto);
  if (mostrado !== undefined) await expect(c.getByLabelText(rotulo)).toHaveValue(mostrado);
};

/** Saves, waits for the form to hand its data over and returns what it handed over. */
export const salvarEObter = async (c: Canvas, onSubmit: unknown) => {
  await salvar(c);
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return (onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
};

/** Saves and checks that the form handed over (at least) `dados`. */
export const salvarEnviando = async (c: Canvas, onSubmit: unknown, dados: Record<string, unknown>) => {
  await salvar(c);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining(dados)));
};

/** Saves: `mensagem` shows (under its field) and nothing is handed over. */
export const salvarRecusado = async (c: Canvas, onSubmit: unknown, mensagem: string) => {
  await salvar(c);
  await expect(await c.findByText(mensagem)).toBeVisible();
  await expect(onSubmit).not.toHaveBeenCalled();
};
