import type { AlvoAlerta } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { AlertsList } from './dashboard-alertas';
import { mostraOTexto, noEscuro } from '../../stories/play-helpers';

/**
 * Lista de alertas do painel: cada alerta com ícone e cor pelo tipo (perigo, atenção, sucesso ou informação),
 * título, descrição e prioridade. Com as URLs do app, cada título vira link para o que o alerta trata.
 */
const meta = {
  title: 'Admin/Painel/Alertas',
  id: 'admin-dashboard-alertslist',
  component: AlertsList,
  tags: ['autodocs'],
  args: { alertas: dashboardExemplo.alertas },
} satisfies Meta<typeof AlertsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Um alerta de cada tipo: perigo, atenção, sucesso e informação, cada um com seu ícone e sua cor. */
export const PorTipo: Story = {
  name: 'Por tipo',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Alertas Importantes')).toBeVisible();
    const itens = canvasElement.querySelectorAll('li[data-tipo]');
    // danger, warning, success, and an unknown tipo read as info.
    await expect([...itens].map((i) => i.getAttribute('data-tipo'))).toEqual([
      'danger',
      'warning',
      'success',
      'info',
    ]);
    for (const p of ['Urgente', 'Alta', 'Média', 'Baixa']) await expect(c.getByText(p)).toBeVisible();
    await expect(c.getByText('20/11/2026')).toBeVisible();
  },
};

const ALVOS: AlvoAlerta[] = [
  { tipo: 'pagamentos', id: 'c1', numero: 'CT-2026-001' },
  { tipo: 'contrato', id: 'c4', numero: 'CT-2026-004' },
];

/** Com as URLs do app, cada alerta que se refere a algo vira link para ele. */
export const ComLinks: Story = {
  name: 'Com links',
  args: {
    // The first two are about a contract; the third about nothing in particular.
    alertas: dashboardExemplo.alertas.slice(0, 3).map((a, i) => ({ ...a, alvo: ALVOS[i] })),
    hrefDoAlvo: (alvo) => `/app/${alvo.tipo}?numero=${alvo.numero}`,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '3 pagamentos em atraso' })).toHaveAttribute(
      'href',
      '/app/pagamentos?numero=CT-2026-001',
    );
    await expect(c.getByRole('link', { name: 'Contrato CT-2026-004 vence em 30 dias' })).toHaveAttribute(
      'href',
      '/app/contrato?numero=CT-2026-004',
    );
    await expect(c.getAllByRole('link')).toHaveLength(2);
  },
};

/** Sem alertas: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { alertas: [] },
  play: mostraOTexto('Nenhum alerta no momento'),
};

/** O estado “Por tipo” no tema escuro. */
export const Escuro: Story = {
  ...PorTipo,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(PorTipo.play),
};
