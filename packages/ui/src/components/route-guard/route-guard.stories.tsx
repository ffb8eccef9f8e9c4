import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied, GuardLoading } from './route-guard';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Site/Proteção de rota',
  id: 'site-routeguard',
  component: GuardLoading,
  tags: ['autodocs'],
} satisfies Meta<typeof GuardLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sessão está sendo restaurada: “Carregando...” no lugar da página. */
export const Carregando: Story = {
  name: 'Carregando',
  play: mostraOTexto('Carregando...'),
};
/** Um usuário sem permissão para a página vê “Acesso Negado”. */
export const AcessoNegado: Story = {
  name: 'Acesso negado',
  render: () => <AccessDenied />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(c.getByText('Faça login para acessar esta área.')).toBeVisible();
  },
};
/** O estado “Carregando” no tema escuro. */
export const CarregandoDark: Story = {
  ...Carregando,
  name: 'Carregando — escuro',
  globals: { theme: 'dark' },
};
/** O estado “Acesso negado” no tema escuro. */
export const AcessoNegadoDark: Story = {
  ...AcessoNegado,
  name: 'Acesso negado — escuro',
  globals: { theme: 'dark' },
};
/**
 * A tela de acesso negado enquanto o acesso ainda é verificado: “Verificando acesso...” acima de “Acesso
 * Negado” e do convite para fazer login.
 */
export const VerificandoAcesso: Story = {
  name: 'Verificando acesso',
  render: () => <AccessDenied isVerificando />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Verificando acesso....')).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(c.getByText('Faça login para acessar esta área.')).toBeVisible();
  },
};
