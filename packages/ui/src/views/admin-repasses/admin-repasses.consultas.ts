import { expect, userEvent, within } from 'storybook/test';

/** Where the admin repasses stories look for an owner's repasse, its details and the month's summary. */
type Tela = ReturnType<typeof within>;

/** An owner's repasse: its table row from a laptop up, its card on a phone. */
export const repasseDe = (c: Tela, nome: string) =>
  within(
    c.queryByRole('row', { name: new RegExp(nome) }) ?? c.getByRole('article', { name: new RegExp(nome) }),
  );

/** Opens an owner's details and returns them (the button names the region it controls). */
export const abrirDetalhes = async (c: Tela, nome: string) => {
  const botao = c.getByRole('button', { name: `Detalhes do repasse de ${nome}` });
  await userEvent.click(botao);
  await expect(botao).toHaveAttribute('aria-expanded', 'true');
  const regiao = document.getElementById(botao.getAttribute('aria-controls') ?? '');
  await expect(regiao).toBeVisible();
  return within(regiao!);
};

/** The figure under a summary card's label. */
export const resumo = (c: Tela, rotulo: string) =>
  within(c.getByRole('region', { name: 'Resumo do mês' })).getByText(rotulo).nextElementSibling;
