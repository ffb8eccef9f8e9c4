import { userEvent, within } from 'storybook/test';

/** Story plays: opens the picker labelled `rotulo` and taps the choice named `opcao`. */
export const escolherNoCombobox = async (
  escopo: ReturnType<typeof within>,
  rotulo: string,
  opcao: string | RegExp,
) => {
  await userEvent.click(escopo.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await escopo.findByRole('option', { name: opcao }));
};
