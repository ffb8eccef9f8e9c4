import type { Decorator } from '@storybook/react-vite';

/** Shows the story no wider than `px` (a form column, a dialog, a card), as the app places it. */
const larguraMaxima =
  (px: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth: px }}>
      <Story />
    </div>
  );

export { larguraMaxima };
