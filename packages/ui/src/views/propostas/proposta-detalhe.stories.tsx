import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { PropostaDetalheView } from './proposta-detalhe-view';
import { aprovada, enviada, rascunho, recusada } from './propostas.fixtures';
import { mostraAEnviada } from './propostas.historias';

const meta = {
  title: 'Telas/Corretor/Proposta',
  id: 'corretor-views-proposta',
  component: PropostaDetalheView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    proposta: enviada,
    hrefVoltar: '/corretor?aba=propostas',
    hrefDocumento: (docId: string) => `/api/propostas/p2/documentos/${docId}`,
    hrefEditar: '/corretor/propostas/p1/editar',
    onRetry: fn(),
  },
} satisfies Meta<typeof PropostaDetalheView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uma proposta enviada, aguardando o admin: a ficha do inquilino e os documentos, cada um para baixar. */
export const Enviada: Story = {
  name: 'Enviada',
  play: async (ctx) => {
    const c = await mostraAEnviada(ctx);
    await expect(c.getByRole('link', { name: 'Baixar rg-mariana.pdf' })).toHaveAttribute(
      'href',
      '/api/propostas/p2/documentos/d1',
    );
    await expect(c.getByText('R$ 12.000,00')).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Editar rascunho' })).toBeNull();
  },
};

/** Um rascunho: “Editar rascunho” leva ao formulário. */
export const Rascunho: Story = {
  name: 'Rascunho',
  args: { proposta: rascunho },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Editar rascunho' })).toHaveAttribute(
      'href',
      '/corretor/propostas/p1/editar',
    );
  },
};

/** O corretor, num rascunho: “Enviar para aprovação” e “Cancelar proposta” ao lado de “Editar rascunho”. */
export const RascunhoDoCorretor: Story = {
  name: 'Rascunho: enviar ou cancelar',
  args: { proposta: rascunho, onEnviar: fn(), onCancelar: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar para aprovação' }));
    await expect(args.onEnviar).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('button', { name: 'Cancelar proposta' })).toBeEnabled();
  },
};

/** Enviando: os botões ficam desabilitados e o de envio diz “Enviando...”. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { proposta: rascunho, onEnviar: fn(), onCancelar: fn(async () => undefined), ocupado: 'enviando' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancelar proposta' })).toBeDisabled();
  },
};

/** “Cancelar proposta” numa enviada: o diálogo pede um motivo opcional e confirma com ele. */
export const CancelarEnviada: Story = {
  name: 'Cancelar a enviada',
  tags: ['quadro-proprio'],
  args: { proposta: enviada, onEnviar: fn(), onCancelar: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // Sent already: nothing to send again.
    await expect(c.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Cancelar proposta' }));
    const d = within(await within(document.body).findByRole('dialog', { name: 'Cancelar a proposta' }));
    await userEvent.type(d.getByLabelText('Motivo (opcional)'), 'O cliente desistiu');
    await userEvent.click(d.getByRole('button', { name: 'Cancelar proposta' }));
    await expect(args.onCancelar).toHaveBeenCalledWith('O cliente desistiu');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Aprovada: o número do contrato que a aprovação criou. */
export const Aprovada: Story = {
  name: 'Aprovada',
  args: { proposta: aprovada, onEnviar: fn(), onCancelar: fn(async () => undefined) },
  play: async (ctx) => {
    await mostraOTexto('Aprovada', 'Contrato CTR-2026-040')(ctx);
    // Decided: no send, no cancel, even with the corretor's callbacks.
    const c = within(ctx.canvasElement);
    await expect(c.queryByRole('button', { name: 'Cancelar proposta' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
  },
};

/** Recusada: o motivo que o admin deu, sob o status. */
export const RecusadaComMotivo: Story = {
  name: 'Recusada com motivo',
  args: { proposta: recusada },
  play: mostraOTexto('Recusada', 'O proprietário não aceita valor abaixo de R$ 900.000,00.', 'R$ 850.000,00'),
};

/** A proposta está carregando. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { proposta: undefined },
  play: mostraOTexto('Carregando a proposta...'),
};

/** A proposta não pôde ser lida: o erro e “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { proposta: undefined, erroCarregar: 'Não foi possível carregar a proposta' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar a proposta');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Outra pessoa abriu o endereço (a proposta é de outro corretor): “Proposta não encontrada”. */
export const NaoEncontrada: Story = {
  name: 'Não encontrada',
  args: { proposta: undefined, naoEncontrada: true },
  play: mostraOTexto('Proposta não encontrada'),
};

/** O estado “Enviada” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Enviada), name: 'Celular' };
/** O estado “Enviada” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Enviada), name: 'Escuro' };

/** O estado “Enviada” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Enviada), name: 'Tablet', tags: ['quadro-proprio'] };
