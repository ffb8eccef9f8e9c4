import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { AssinaturasPendentesView } from './assinaturas-pendentes';
import { evidencia, pendenteComOutros, pendenteUltimo } from './assinaturas.fixtures';

/**
 * “Assinaturas pendentes” nos documentos do locatário e do proprietário: cada documento que aguarda a
 * minha assinatura, assinado aqui com a minha senha; o PDF final é baixado quando todos assinaram.
 */
const meta = {
  title: 'Telas/Área do cliente/Assinaturas pendentes',
  component: AssinaturasPendentesView,
  tags: ['autodocs'],
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
  args: {
    documentos: [pendenteUltimo, pendenteComOutros],
    onAssinar: fn(async () => evidencia),
    onBaixarFinal: fn(async () => undefined),
    onRetry: fn(),
    lerErro: (e: unknown) => ({ status: 400, mensagem: (e as Error).message }),
  },
} satisfies Meta<typeof AssinaturasPendentesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dois documentos à espera da minha assinatura, cada um com o botão “Assinar”. */
export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Assinaturas pendentes' })).toBeVisible();
    await expect(c.getByRole('heading', { name: pendenteUltimo.titulo })).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Assinar' })).toHaveLength(2);
  },
};

/** Enquanto a lista chega: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { documentos: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando as assinaturas...'),
};

/** Nenhum documento aguarda a minha assinatura. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { documentos: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Nenhum documento aguardando a sua assinatura.')).toBeVisible(),
};

/** A leitura falhou: a mensagem e “Tentar novamente”, que pede a lista de novo. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { documentos: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar as assinaturas.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A última assinatura que faltava: o registro da evidência e “Baixar PDF assinado”. */
export const AssinadoCompleto: Story = {
  name: 'Assinado: documento completo',
  play: async ({ canvasElement, args }) => {
    const c = within(within(canvasElement).getAllByRole('listitem')[0]!);
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await userEvent.type(c.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(args.onAssinar).toHaveBeenCalledWith('doc-1', 'segredo123');
    await expect(await c.findByText('Você assinou este documento.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Baixar PDF assinado' }));
    await expect(args.onBaixarFinal).toHaveBeenCalledWith('doc-1');
  },
};

/** Outras partes ainda precisam assinar: ainda não há PDF para baixar. */
export const AssinadoAguardando: Story = {
  name: 'Assinado: aguardando outros',
  args: { documentos: [pendenteComOutros] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await userEvent.type(c.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(await c.findByText('Aguardando as outras partes.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Baixar PDF assinado' })).toBeNull();
  },
};

/** Senha errada (400): o texto do servidor aparece sob o campo. */
export const SenhaErrada: Story = {
  name: 'Senha errada',
  args: {
    documentos: [pendenteComOutros],
    onAssinar: fn(async () => Promise.reject(new Error('Senha incorreta.'))),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await userEvent.type(c.getByLabelText('Senha'), 'errada');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('Senha incorreta.');
  },
};

/** A lista no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Lista), name: 'Celular' };
/** A lista no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Lista), name: 'Escuro' };
