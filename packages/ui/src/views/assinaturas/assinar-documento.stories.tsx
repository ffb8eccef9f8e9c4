import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { AssinarDocumentoView } from './assinar-documento';
import { evidencia, linkJaAssinado, linkPendente, linkPorSenha } from './assinaturas.fixtures';

const BLOQUEADO = 'Este link foi bloqueado após 3 códigos incorretos. Peça um novo link à imobiliária.';
const INVALIDO = 'Link de assinatura inválido ou expirado. Peça um novo link à imobiliária.';
const ENVIADO = 'Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.';
const INCORRETO = 'Código incorreto ou expirado.';

/** Reads the story's fake refusals: `new Error('409|texto')`. */
const lerErro = (e: unknown) => {
  const [status, mensagem] = String((e as Error).message).split('|');
  return { status: Number(status), mensagem };
};

/**
 * /assinar/:token: the page of the e-mailed signing link (no sign-in). The document, its parties, the
 * PDF, then the code sent by e-mail (or the account's password) and "Assinar".
 */
const meta = {
  title: 'Telas/Site/Assinar documento',
  component: AssinarDocumentoView,
  // Off the docs pages until their story and prop descriptions are written in pt-BR (the docs
  // check asks for it); the stories still run as tests and their screenshots are compared.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    link: linkPendente,
    urlDocumento: '/api/assinaturas/link/abc/documento.pdf',
    onEnviarCodigo: fn(async () => ({ metodo: 'codigo_email' as const, mensagem: ENVIADO })),
    onAssinar: fn(async () => evidencia),
    onRetry: fn(),
    lerErro,
  },
} satisfies Meta<typeof AssinarDocumentoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: title, parties (who signed when), the PDF link and "Enviar código". */
export const Pronto: Story = {
  name: 'Pronto',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Assinatura eletrônica' })).toBeVisible();
    await expect(c.getByRole('heading', { name: linkPendente.titulo })).toBeVisible();
    await expect(c.getByText('Assinou em 27/11/2026 10:05 (horário de Brasília)')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Ver documento (PDF)' })).toHaveAttribute(
      'href',
      '/api/assinaturas/link/abc/documento.pdf',
    );
    await expect(c.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  },
};

export const Carregando: Story = {
  name: 'Carregando',
  args: { link: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando o documento...'),
};

export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { link: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar o documento.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** "Enviar código": the server's message and the 6-digit field. */
export const CodigoEnviado: Story = {
  name: 'Código enviado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onEnviarCodigo).toHaveBeenCalledTimes(1);
    await expect(await c.findByText(ENVIADO)).toBeVisible();
    await expect(c.getByLabelText('Código de 6 dígitos')).toBeVisible();
  },
};

/** Signing with the code: the evidence (name, São Paulo time, SHA-256 shortened). */
export const Assinado: Story = {
  name: 'Assinado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await c.findByLabelText('Código de 6 dígitos'), '123456');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(args.onAssinar).toHaveBeenCalledWith({ codigo: '123456' });
    const status = await c.findByRole('status');
    await expect(status).toHaveTextContent('Documento assinado');
    await expect(status).toHaveTextContent('27/11/2026 14:42 (horário de Brasília)');
    await expect(status).toHaveTextContent('9f86d081884c…b0f00a08');
  },
};

/** A code that is not 6 digits is not sent. */
export const CodigoIncompleto: Story = {
  name: 'Código incompleto',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await c.findByLabelText('Código de 6 dígitos'), '12a3');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Informe o código de 6 dígitos');
    await expect(args.onAssinar).not.toHaveBeenCalled();
  },
};

/** A wrong code (400): the server's text under the field, which stays. */
export const CodigoErrado: Story = {
  name: 'Código errado',
  args: { onAssinar: fn(async () => Promise.reject(new Error(`400|${INCORRETO}`))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await c.findByLabelText('Código de 6 dígitos'), '000000');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(INCORRETO);
    await expect(c.getByLabelText('Código de 6 dígitos')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The 3rd wrong code locks the link (409): ask the agency for a new one. */
export const Bloqueado: Story = {
  name: 'Bloqueado (409)',
  args: { onAssinar: fn(async () => Promise.reject(new Error(`409|${BLOQUEADO}`))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await c.findByLabelText('Código de 6 dígitos'), '000000');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(BLOQUEADO);
    await expect(c.queryByRole('button', { name: 'Assinar' })).toBeNull();
  },
};

/** A link already locked when opened. */
export const BloqueadoAoAbrir: Story = {
  name: 'Bloqueado ao abrir',
  args: { link: undefined, bloqueado: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(BLOQUEADO),
};

/** Unknown, replaced or expired link (404). */
export const LinkInvalido: Story = {
  name: 'Link inválido ou vencido (404)',
  args: { link: undefined, naoEncontrado: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(INVALIDO);
    await expect(c.queryByRole('link', { name: 'Ver documento (PDF)' })).toBeNull();
  },
};

/** Without e-mail the password of the account confirms. */
export const PorSenha: Story = {
  name: 'Sem e-mail: senha',
  args: { link: linkPorSenha },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Enviar código' })).toBeNull();
    await userEvent.type(c.getByLabelText('Senha da sua conta'), 'segredo123');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(args.onAssinar).toHaveBeenCalledWith({ senha: 'segredo123' });
    await expect(await c.findByRole('status')).toHaveTextContent('Documento assinado');
  },
};

/** Opening the link again after signing. */
export const JaAssinado: Story = {
  name: 'Já assinado',
  args: { link: linkJaAssinado },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(
      'Você já assinou este documento. 27/11/2026 14:42 (horário de Brasília)',
    );
    await expect(c.queryByRole('button', { name: 'Enviar código' })).toBeNull();
  },
};

export const Celular: Story = { ...noCelularSemRolagemDe(Pronto), name: 'Celular' };
export const CelularAssinado: Story = { ...noCelularSemRolagemDe(Assinado), name: 'Celular assinado' };
export const Escuro: Story = { ...noEscuroDe(Pronto), name: 'Escuro' };
