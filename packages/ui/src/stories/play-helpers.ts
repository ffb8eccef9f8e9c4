import { expect } from 'storybook/test';

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
