import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { AreaCorretorView, type AbaCorretor, type AreaCorretorViewProps } from './area-corretor-view';
import { LeadsView } from './leads-view';
import { CONTAGENS, leadsCorretor } from './leads.fixtures';
import { argsDaLista } from './leads.historias';

function Area(args: AreaCorretorViewProps) {
  const [aba, setAba] = useState<AbaCorretor>(args.aba);
  return <AreaCorretorView {...args} aba={aba} onAbaChange={setAba} />;
}

const meta = {
  title: 'Telas/Corretor/Área',
  id: 'corretor-views-area',
  component: AreaCorretorView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  render: Area,
  args: {
    nome: 'Carla Corretora',
    aba: 'leads',
    onAbaChange: () => undefined,
    leads: <LeadsView {...argsDaLista(leadsCorretor)} contagens={CONTAGENS} />,
    agenda: <p>Visitas da semana</p>,
  },
} satisfies Meta<typeof AreaCorretorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A área do corretor ao entrar: a saudação e a aba “Meus leads” aberta; “Agenda” mostra a agenda do app. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('Olá, Carla Corretora')(ctx);
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('heading', { name: 'Área do Corretor' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Meus leads' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByText('Mariana Alves')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Agenda' }));
    await expect(c.getByText('Visitas da semana')).toBeVisible();
  },
};

/** Com as abas de propostas e comissões: “Propostas” mostra a lista que o app passa. */
export const ComPropostas: Story = {
  name: 'Com propostas',
  args: { propostas: <p>Minhas propostas</p>, comissoes: <p>Minhas comissões</p> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Propostas' }));
    await expect(c.getByText('Minhas propostas')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Comissões' }));
    await expect(c.getByText('Minhas comissões')).toBeVisible();
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
