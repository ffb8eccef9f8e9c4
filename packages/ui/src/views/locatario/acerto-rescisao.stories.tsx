import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AcertoRescisao } from './acerto-rescisao';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

const meta = {
  title: 'Telas/Site/Área do Locatário/Acerto da rescisão',
  component: AcertoRescisao,
  tags: ['autodocs'],
  args: {
    acerto: {
      contratoNumero: 'CT-2026-001',
      dataSaida: '2026-06-15',
      cobranca: { pagamentoId: 'p-acerto', valor: 5872.46, vencimento: '2026-06-25' },
      devolucao: null,
    },
  },
} satisfies Meta<typeof AcertoRescisao>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O locatário deve: o valor e o vencimento da cobrança (o boleto está na lista de pagamentos). */
export const Cobranca: Story = {
  name: 'Cobrança do acerto',
  play: async ({ canvasElement }) => {
    const acerto = within(within(canvasElement).getByRole('region', { name: 'Acerto da rescisão' }));
    await expect(
      acerto.getByText(
        'Acerto da rescisão: R$ 5.872,46 com vencimento em 25/06/2026, na lista de pagamentos.',
      ),
    ).toBeVisible();
    await expect(acerto.queryByRole('heading', { name: 'A receber' })).toBeNull();
  },
};

/** O locatário tem a receber: “A receber”, até a administração registrar que devolveu. */
export const AReceber: Story = {
  name: 'A receber',
  args: {
    acerto: {
      contratoNumero: 'CT-2026-001',
      dataSaida: '2026-06-15',
      cobranca: null,
      devolucao: { valor: 5200, data: null, meio: null },
    },
  },
  play: async ({ canvasElement }) => {
    const acerto = within(within(canvasElement).getByRole('region', { name: 'Acerto da rescisão' }));
    await expect(acerto.getByRole('heading', { name: 'A receber' })).toBeVisible();
    await expect(
      acerto.getByText('A administração devolverá R$ 5.200,00 do acerto da rescisão.'),
    ).toBeVisible();
  },
};

/** Devolvido: o dia em que foi devolvido. */
export const Recebido: Story = {
  name: 'Valor devolvido',
  args: {
    acerto: {
      contratoNumero: 'CT-2026-001',
      dataSaida: '2026-06-15',
      cobranca: null,
      devolucao: { valor: 5200, data: '2026-06-20', meio: 'Transferência' },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('R$ 5.200,00 devolvido em 20/06/2026.')).toBeVisible();
  },
};

/** O estado “Cobrança do acerto” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Cobranca), name: 'Celular' };

/** O estado “Cobrança do acerto” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Cobranca), name: 'Escuro' };

/** O estado “Cobrança do acerto” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Cobranca), name: 'Tablet', tags: ['quadro-proprio'] };
