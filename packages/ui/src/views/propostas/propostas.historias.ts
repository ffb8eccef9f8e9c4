import { expect, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';

type Ctx = { canvasElement: HTMLElement };

/** The start of a list story's play: the count of the four fixture proposals, and the canvas to query. */
export const mostraAsQuatro = async (ctx: Ctx) => {
  await mostraOTexto('4 propostas')(ctx);
  return within(ctx.canvasElement);
};

/** The start of a detail story's play: the sent proposal's title and client, and the canvas to query. */
export const mostraAEnviada = async (ctx: Ctx) => {
  await mostraOTexto('Proposta PR-2026-0002')(ctx);
  const c = within(ctx.canvasElement);
  await expect(c.getAllByText('Ana Souza')[0]).toBeVisible();
  return c;
};
