import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoginView } from './login';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

/**
 * Tela /login: as abas “Entrar” e “Registrar”, o aviso de sessão expirada e o caminho para redefinir a senha.
 */
const meta = {
  title: 'Telas/Site/Login',
  component: LoginView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onLogin: fn(async () => undefined), onRegister: fn(async () => undefined), onForgotPassword: fn() },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tela de login na aba “Entrar”. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Registrar' })).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** Chegada por /login?session_expired=true: o aviso “Sua sessão expirou. Faça login novamente.” acima das abas. */
export const SessaoExpirada: Story = {
  name: 'Sessão expirada',
  args: { sessaoExpirada: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sua sessão expirou. Faça login novamente.',
    ),
};

/** /login?aba=registrar: o “Registrar” da barra superior chega aqui, na aba Registrar. */
export const AbaRegistrar: Story = {
  name: 'Aba Registrar',
  args: { aba: 'registrar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByLabelText('Nome completo')).toBeVisible();
  },
};

/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = { ...noCelularDe(Padrao), name: 'Celular' };
/** O estado padrão no tema escuro. */
export const Dark: Story = { ...noEscuroDe(Padrao), name: 'Escuro' };

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
