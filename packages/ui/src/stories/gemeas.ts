import { noCelular, noEscuro, noTablet, semRolagemLateral } from './play-helpers';

/**
 * A story's twins on a phone (375 px), in the dark theme and on a tablet (768 px): the same args and
 * render, the twin's global set, and the base play run after checking that the global applied.
 * The story file still writes `name` (and a tablet's `tags: ['quadro-proprio']`) itself, as string
 * literals: Storybook's indexer reads them from the source, not from a spread.
 */
type ComPlay = { play?: (ctx: never) => unknown };

export const noCelularDe = <S extends ComPlay>(base: S) => ({
  ...base,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(base.play),
});

export const noEscuroDe = <S extends ComPlay>(base: S) => ({
  ...base,
  globals: { theme: 'dark' },
  play: noEscuro(base.play),
});

export const noTabletDe = <S extends ComPlay>(base: S) => ({
  ...base,
  globals: { viewport: { value: 'tablet' } },
  play: noTablet(base.play),
});

/** The phone twin that also checks the page does not scroll sideways at 375 px after the base play. */
export const noCelularSemRolagemDe = <C, S extends { play?: (ctx: C) => unknown }>(
  base: S & { play?: (ctx: C) => unknown },
) => ({
  ...base,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx: C) => {
    await base.play?.(ctx);
    await semRolagemLateral();
  }),
});
