import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { VerificarDocumentoView } from './verificar-documento';
import { verificacaoInvalida, verificacaoValida } from './assinaturas.fixtures';

const NAO_PDF = 'O arquivo enviado não é um PDF.';

const pdf = () => new File(['%PDF-1.7 cópia'], 'contrato.pdf', { type: 'application/pdf' });

/**
 * /verificar e /verificar/:codigo: qualquer pessoa confere um documento assinado pelo código de
 * verificação ou enviando o PDF. Não mostra e-mail nem IP.
 */
const meta = {
  title: 'Telas/Site/Verificar documento',
  component: VerificarDocumentoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    resultado: undefined,
    onVerificarCodigo: fn(),
    onVerificarArquivo: fn(async () => verificacaoValida),
    onRetry: fn(),
    lerErro: (e: unknown) => ({ status: 400, mensagem: (e as Error).message }),
  },
} satisfies Meta<typeof VerificarDocumentoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /verificar: o campo do código e o envio do arquivo. */
export const Vazio: Story = {
  name: 'Vazio',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Verificar documento assinado' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Código de verificação'), 'acde-fghj-kmnp');
    await userEvent.click(c.getByRole('button', { name: 'Verificar código' }));
    await expect(args.onVerificarCodigo).toHaveBeenCalledWith('ACDE-FGHJ-KMNP');
  },
};

/** /verificar/:codigo de um documento assinado: título, partes e horários, sem e-mail. */
export const Valido: Story = {
  name: 'Válido',
  args: { codigo: 'ACDE-FGHJ-KMNP', resultado: verificacaoValida },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = c.getByRole('status');
    await expect(status).toHaveTextContent('Documento válido: é o documento assinado, sem alterações.');
    await expect(status).toHaveTextContent(verificacaoValida.documento!.titulo);
    await expect(status).toHaveTextContent('Ana Souza');
    await expect(status).toHaveTextContent('Assinou em 27/11/2026 14:42 (horário de Brasília)');
    await expect(status).not.toHaveTextContent('@');
  },
};

/** Enquanto a verificação é lida: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { codigo: 'ACDE-FGHJ-KMNP', isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verificando...'),
};

/** Um código que nenhum documento assinado tem (404). */
export const NaoEncontrado: Story = {
  name: 'Código não encontrado',
  args: { codigo: 'AAAA-BBBB-CCCC', naoEncontrado: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Nenhum documento assinado com este código.',
    ),
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao verificar',
  args: { codigo: 'ACDE-FGHJ-KMNP', loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Não foi possível verificar agora. Tente novamente.',
    );
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** O PDF final enviado, sem alterações: confirmado. */
export const ArquivoValido: Story = {
  name: 'Arquivo válido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText('Ou envie o PDF assinado'), pdf());
    await userEvent.click(c.getByRole('button', { name: 'Verificar arquivo' }));
    await expect(args.onVerificarArquivo).toHaveBeenCalledTimes(1);
    await expect(await c.findByRole('status')).toHaveTextContent('Documento válido');
  },
};

/** Uma cópia alterada: recusada. */
export const ArquivoAlterado: Story = {
  name: 'Arquivo alterado',
  args: { onVerificarArquivo: fn(async () => verificacaoInvalida) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText('Ou envie o PDF assinado'), pdf());
    await userEvent.click(c.getByRole('button', { name: 'Verificar arquivo' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(verificacaoInvalida.mensagem);
  },
};

/** Um arquivo que não é PDF (400): o texto do servidor sob o campo. */
export const NaoPdf: Story = {
  name: 'Não é PDF (400)',
  args: { onVerificarArquivo: fn(async () => Promise.reject(new Error(NAO_PDF))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText('Ou envie o PDF assinado'), pdf());
    await userEvent.click(c.getByRole('button', { name: 'Verificar arquivo' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(NAO_PDF);
  },
};

/** O documento válido no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Valido), name: 'Celular' };
/** O documento válido no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Valido), name: 'Escuro' };
