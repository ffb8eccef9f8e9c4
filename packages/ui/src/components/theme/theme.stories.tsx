import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, ThemeToggle, THEME_STORAGE_KEY } from './theme';

/**
 * Botão que alterna o tema claro/escuro: põe a classe `dark` no `<html>` e guarda a escolha no navegador.
 */
const meta = {
  title: 'Primitivos/Alternar tema',
  id: 'primitivos-themetoggle',
  component: ThemeToggle,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it changes <html>.
  tags: ['autodocs', 'quadro-proprio'],
  argTypes: {
    className: { description: 'Classes extras do botão (posição na barra).', control: 'text' },
    disabled: { description: 'Desabilita a troca.', control: 'boolean' },
    variant: { description: 'Estilo do botão (veja Primitivos/Botão).' },
    size: { description: 'Tamanho do botão (veja Primitivos/Botão).' },
    asChild: { description: 'Aplica o estilo do botão ao elemento filho (uso avançado).' },
  },
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    return () => {
      localStorage.removeItem(THEME_STORAGE_KEY);
      document.documentElement.classList.remove('dark');
    };
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O botão no tema claro: o ícone indica a troca para o escuro. */
export const Light: Story = {
  name: 'Claro',
  play: async ({ canvasElement }) => {
    const html = document.documentElement;
    const toggle = within(canvasElement).getByRole('button', { name: 'Alternar tema' });
    await expect(html).not.toHaveClass('dark');
    await userEvent.click(toggle);
    await expect(html).toHaveClass('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(toggle);
    await expect(html).not.toHaveClass('dark');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alternar tema' }));
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

/** O `ThemeProvider` restaura a escolha salva ao montar. */
export const RestoresSavedTheme: Story = {
  name: 'Restaura o tema salvo',
  // Its subject is <html> turning dark: the docs-page test (e2e/docs) lets its frame be dark.
  tags: ['muda-tema'],
  beforeEach: () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  },
  render: () => (
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>
  ),
  play: async () => {
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  },
};
