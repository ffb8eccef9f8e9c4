import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied, GuardLoading } from './route-guard';

const meta = {
  title: 'Site/Proteção de rota',
  id: 'site-routeguard',
  component: GuardLoading,
  tags: ['autodocs'],
} satisfies Meta<typeof GuardLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregando: Story = {
  name: 'Carregando',
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Carregando...')).toBeVisible(),
};
export const AcessoNegado: Story = {
  name: 'Acesso negado',
  render: () => <AccessDenied />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
    await expect(c.getByText('Faça login para acessar esta área.')).toBeVisible();
  },
};
export const CarregandoDark: Story = {
  ...Carregando,
  name: 'Carregando (escuro)',
  globals: { theme: 'dark' },
};
export const AcessoNegadoDark: Story = {
  ...AcessoNegado,
  name: 'Acesso negado (escuro)',
  globals: { theme: 'dark' },
};
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
