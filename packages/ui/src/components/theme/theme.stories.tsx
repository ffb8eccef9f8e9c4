import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, ThemeToggle, THEME_STORAGE_KEY } from './theme';

const meta = {
  title: 'Primitivos/Alternar tema',
  id: 'primitivos-themetoggle',
  parameters: {
    docs: {
      description: {
        component:
          'Botão que alterna o tema claro/escuro: põe a classe `dark` no `<html>` e guarda a escolha no navegador.',
      },
    },
  },
  component: ThemeToggle,
  tags: ['autodocs'],
  argTypes: {
    className: { description: 'Classes extras do botão (posição na barra).', control: 'text' },
    disabled: { description: 'Desabilita a troca.', control: 'boolean' },
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

export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alternar tema' }));
    await expect(document.documentElement).not.toHaveClass('dark');
  },
};

/** ThemeProvider restores the saved choice on mount. */
export const RestoresSavedTheme: Story = {
  name: 'Restaura o tema salvo',
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
