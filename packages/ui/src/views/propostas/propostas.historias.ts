import { expect, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';

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

/** The two lists of commissions (the corretor's and the back office's) fail and stay empty alike. */
export const comissoesVazias = {
  name: 'Vazio',
  args: { resumo: { itens: [], totalCentavos: 0, porMes: [] } },
  play: mostraOTexto('Nenhuma comissão ainda.'),
};

export const comissoesComFalha = {
  name: 'Erro ao carregar',
  args: { resumo: undefined, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar as comissões',
    emAlerta: false,
    vazio: 'Nenhuma comissão ainda.',
    umaVez: true,
  }),
};
