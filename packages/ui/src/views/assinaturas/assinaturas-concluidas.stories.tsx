import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { AssinaturasConcluidasView } from './assinaturas-concluidas';
import { concluido } from './assinaturas.fixtures';

/**
 * “Documentos assinados” ao lado das assinaturas pendentes, na área do locatário e no portal do
 * proprietário: o que todas as partes assinaram, o código de verificação e o PDF assinado.
 */
const meta = {
  title: 'Telas/Área do cliente/Documentos assinados',
  component: AssinaturasConcluidasView,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
  args: {
    documentos: [concluido],
    onBaixarFinal: fn(async () => undefined),
    onRetry: fn(),
    lerErro: (e: unknown) => ({ status: 409, mensagem: (e as Error).message }),
  },
} satisfies Meta<typeof AssinaturasConcluidasView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O contrato assinado por todos: quando foi concluído, o código e “Baixar PDF assinado”. */
export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Documentos assinados' })).toBeVisible();
    await expect(c.getByRole('heading', { name: concluido.titulo })).toBeVisible();
    await expect(c.getByText('27/11/2026 15:10 (horário de Brasília)')).toBeVisible();
    await expect(c.getByText('ACDE-FGHJ-KMNP')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Baixar PDF assinado' }));
    await expect(args.onBaixarFinal).toHaveBeenCalledWith('doc-3');
  },
};

/** Enquanto a lista chega: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { documentos: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Carregando os documentos assinados...',
    ),
};

/** Nada assinado por todas as partes ainda. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { documentos: [] },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText('Nenhum documento assinado por todas as partes ainda.'),
    ).toBeVisible(),
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { documentos: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os documentos assinados.',
    );
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** O download recusado: o texto do servidor sob o botão. */
export const ErroAoBaixar: Story = {
  name: 'Erro ao baixar',
  args: { onBaixarFinal: fn(async () => Promise.reject(new Error('Documento não encontrado.'))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Baixar PDF assinado' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('Documento não encontrado.');
  },
};

/** A lista no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Lista), name: 'Celular' };
/** A lista no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Lista), name: 'Escuro' };
