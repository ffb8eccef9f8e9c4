import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BellBadge } from './dashboard-sino';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const alerta = (id: string, titulo: string, prioridade: string) => ({
  id,
  titulo,
  prioridade,
  acao: `Ação para ${titulo.toLowerCase()}`,
});

const meta = {
  title: 'Admin/Painel/Sino com contador',
  id: 'admin-dashboard-bellbadge',
  component: BellBadge,
  tags: ['autodocs'],
  args: {
    alertas: [
      alerta('1', 'Contrato CT-2026-003 vence em 5 dias', 'Urgente'),
      alerta('2', 'Boleto de março em atraso', 'Alta'),
      alerta('3', 'Vistoria agendada', 'Média'),
      alerta('4', 'Atualizar fotos do imóvel', 'Baixa'),
      alerta('5', 'Reajuste IGP-M pendente', 'Alta'),
    ],
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BellBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const NOME = '3 alertas urgentes ou de alta prioridade';

/** Só “Urgente” e “Alta” contam: 3 destes 5. */
export const ContaUrgenteEAlta: Story = {
  name: 'Conta urgente e alta',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: NOME })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="bell-count"]')).toHaveTextContent('3');
  },
};

/** O sino abre a lista exatamente dos alertas que conta; Esc fecha e o foco volta ao sino. */
export const AbreALista: Story = {
  name: 'Abre a lista',
  play: async ({ canvasElement }) => {
    const sino = within(canvasElement).getByRole('button', { name: NOME });
    await expect(sino).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sino);
    const lista = await screen.findByRole('dialog', { name: NOME });
    await expect(sino).toHaveAttribute('aria-expanded', 'true');
    const itens = within(lista).getAllByRole('listitem');
    await expect(itens).toHaveLength(3);
    await expect(itens[0]).toHaveTextContent('Contrato CT-2026-003 vence em 5 dias');
    await expect(itens[0]).toHaveTextContent('Urgente');
    await expect(itens[1]).toHaveTextContent('Boleto de março em atraso');
    await expect(itens[1]).toHaveTextContent('Alta');
    await expect(itens[2]).toHaveTextContent('Reajuste IGP-M pendente');
    await expect(within(lista).queryByText('Vistoria agendada')).toBeNull();
    await expect(within(lista).queryByText('Atualizar fotos do imóvel')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(sino).toHaveFocus();
  },
};

/** Pelo teclado: Tab até o sino, Enter abre, Esc fecha. */
export const PeloTeclado: Story = {
  name: 'Pelo teclado',
  play: async ({ canvasElement }) => {
    const sino = within(canvasElement).getByRole('button', { name: NOME });
    await userEvent.tab();
    await expect(sino).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: NOME })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Cada alerta é link para aquilo de que trata, na URL que o app informa (o componente não conhece nenhuma).
 */
export const ComLinks: Story = {
  name: 'Com links',
  args: {
    alertas: [
      {
        ...alerta('1', 'Pagamento em atraso: CT-1 (Mariana Costa)', 'Urgente'),
        alvo: { tipo: 'pagamentos', id: 'c1', numero: 'CT-1' },
      },
      {
        ...alerta('2', 'Prazo do processo P-7', 'Alta'),
        alvo: { tipo: 'processo', id: 'p7', numero: 'P-7' },
      },
      alerta('3', 'Reajuste IGP-M pendente', 'Alta'),
    ],
    hrefDoAlvo: (alvo) => `/app/${alvo.tipo}/${alvo.id}`,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: NOME }));
    const lista = await screen.findByRole('dialog', { name: NOME });
    await expect(
      within(lista).getByRole('link', { name: 'Pagamento em atraso: CT-1 (Mariana Costa)' }),
    ).toHaveAttribute('href', '/app/pagamentos/c1');
    await expect(within(lista).getByRole('link', { name: 'Prazo do processo P-7' })).toHaveAttribute(
      'href',
      '/app/processo/p7',
    );
    // An alert about nothing in particular stays plain text.
    await expect(within(lista).getByText('Reajuste IGP-M pendente').closest('a')).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Só há alertas de prioridade média e baixa: o sino aparece sem número e a lista diz que não há alertas
 * importantes.
 */
export const SemAlertasImportantes: Story = {
  name: 'Sem alertas importantes',
  args: { alertas: [alerta('3', 'Vistoria agendada', 'Média'), alerta('4', 'Atualizar fotos', 'Baixa')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="bell-count"]')).toBeNull();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: '0 alertas urgentes ou de alta prioridade' }),
    );
    const lista = await screen.findByRole('dialog');
    await expect(lista).toHaveTextContent('Nenhum alerta no momento');
    await expect(within(lista).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
  },
};

/** O estado “Abre a lista” no tema escuro. */
export const Escuro: Story = {
  ...AbreALista,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(AbreALista.play),
};

/** O estado “Abre a lista” na largura de um celular (375 px). */
export const Celular: Story = {
  ...AbreALista,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(AbreALista.play),
};
