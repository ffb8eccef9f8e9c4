import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { linkConviteExemplo } from '../../stories/admin-fixtures';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { dialogoClicavel, mostraOTexto } from '../../stories/play-helpers';
import { AdminPropostaDetalheView } from './admin-proposta-detalhe-view';
import { aprovada, enviada, recusada } from './propostas.fixtures';
import { mostraAEnviada } from './propostas.historias';

const meta = {
  title: 'Telas/Admin/Proposta',
  id: 'admin-views-proposta',
  component: AdminPropostaDetalheView,
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    proposta: enviada,
    hrefVoltar: '/admin/propostas',
    hrefDocumento: (docId: string) => `/api/propostas/p2/documentos/${docId}`,
    hrefContrato: (id: string) => `/admin/contratos?busca=${id}`,
    onAprovar: fn(async () => undefined),
    onRecusar: fn(async () => undefined),
    agencia: 'Morada Imóveis',
  },
} satisfies Meta<typeof AdminPropostaDetalheView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uma proposta enviada: o resumo, os documentos e “Aprovar” e “Recusar”. */
export const Enviada: Story = {
  name: 'Enviada',
  play: async (ctx) => {
    const c = await mostraAEnviada(ctx);
    await expect(c.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Recusar' })).toBeEnabled();
  },
};

/** “Recusar” sem motivo mostra o erro e não envia; com o motivo, recusa. */
export const Recusar: Story = {
  name: 'Recusar',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recusar' }));
    const d = within(await dialogoClicavel('Recusar a proposta'));
    await userEvent.click(d.getByRole('button', { name: 'Recusar' }));
    await expect(await d.findByText('Motivo da recusa é obrigatório')).toBeVisible();
    await expect(args.onRecusar).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Motivo'), 'Renda não comprovada.');
    await userEvent.click(d.getByRole('button', { name: 'Recusar' }));
    await expect(args.onRecusar).toHaveBeenCalledWith('Renda não comprovada.');
  },
};

/** “Aprovar” numa locação pede o número do contrato (obrigatório), o início e o vencimento. */
export const Aprovar: Story = {
  name: 'Aprovar',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aprovar' }));
    const d = within(await dialogoClicavel('Aprovar a proposta'));
    await userEvent.click(d.getByRole('button', { name: 'Aprovar' }));
    await expect(await d.findByText('Número do contrato é obrigatório')).toBeVisible();
    await userEvent.type(d.getByLabelText('Número do contrato'), 'CTR-2026-050');
    await userEvent.type(d.getByLabelText('Dia do vencimento'), '10');
    await userEvent.click(d.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() =>
      expect(args.onAprovar).toHaveBeenCalledWith(
        expect.objectContaining({ numero: 'CTR-2026-050', dataInicio: '2026-12-10', diaVencimento: 10 }),
      ),
    );
  },
};

/** A aprovação criou o contrato e o inquilino novo, sem e-mail: o convite aparece uma vez, para copiar. */
export const ConviteDoInquilino: Story = {
  name: 'Convite do inquilino',
  args: { proposta: aprovada, convite: linkConviteExemplo },
  play: async () => {
    const d = within(await dialogoClicavel());
    await expect(d.getByText(/O locatário é novo/)).toBeVisible();
  },
};

/** Aprovada: o link para o contrato criado, sem os botões de decisão. */
export const Aprovada: Story = {
  name: 'Aprovada',
  args: { proposta: aprovada },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Contrato CTR-2026-040' })).toHaveAttribute(
      'href',
      '/admin/contratos?busca=CTR-2026-040',
    );
    await expect(c.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  },
};

/** Recusada: o motivo. */
export const RecusadaComMotivo: Story = {
  name: 'Recusada com motivo',
  args: { proposta: recusada },
  play: mostraOTexto('O proprietário não aceita valor abaixo de R$ 900.000,00.'),
};

/** Aprovando: os botões ficam desabilitados. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { salvando: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
  },
};

/** O estado “Enviada” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Enviada), name: 'Celular' };
/** O estado “Enviada” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Enviada), name: 'Escuro' };

/** O estado “Enviada” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Enviada), name: 'Tablet', tags: ['quadro-proprio'] };
