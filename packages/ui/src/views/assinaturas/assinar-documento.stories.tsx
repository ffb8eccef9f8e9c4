import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { AssinarDocumentoView, type AssinarDocumentoViewProps } from './assinar-documento';
import { evidencia, linkConcluido, linkJaAssinado, linkPendente, linkPorSenha } from './assinaturas.fixtures';

const BLOQUEADO = 'Este link foi bloqueado após 3 códigos incorretos. Peça um novo link à imobiliária.';
const INVALIDO = 'Link de assinatura inválido ou expirado. Peça um novo link à imobiliária.';
const ENVIADO = 'Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.';
const INCORRETO = 'Código incorreto ou expirado.';

/** Lê as recusas simuladas das histórias: `new Error('409|texto')`. */
const lerErro = (e: unknown) => {
  const [status, mensagem] = String((e as Error).message).split('|');
  return { status: Number(status), mensagem };
};

/**
 * /assinar/:token: a página do link de assinatura enviado por e-mail (sem entrar na conta). O documento,
 * as partes e o PDF; depois o código enviado por e-mail (ou a senha da conta) e “Assinar”.
 */
const meta = {
  title: 'Telas/Site/Assinar documento',
  component: AssinarDocumentoView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    link: linkPendente,
    urlDocumento: '/api/assinaturas/link/abc/documento.pdf',
    urlFinal: '/api/assinaturas/link/abc/final.pdf',
    onEnviarCodigo: fn(async () => ({ metodo: 'codigo_email' as const, mensagem: ENVIADO })),
    onAssinar: fn(async () => evidencia),
    onRetry: fn(),
    lerErro,
  },
} satisfies Meta<typeof AssinarDocumentoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pronto: título, partes (quem assinou e quando), o link do PDF e “Enviar código”. */
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

/** Enquanto o link é lido: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { link: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando o documento...'),
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
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

/** “Enviar código”: a mensagem do servidor e o campo de 6 dígitos. */
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

/** Assinado com o código: a evidência (nome, hora de São Paulo, SHA-256 abreviado). */
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

/** Um código que não tem 6 dígitos não é enviado. */
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

/** Código errado (400): o texto do servidor sob o campo, que continua na tela. */
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

/** O 3º código errado bloqueia o link (409): é preciso pedir um novo à imobiliária. */
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

/** Um link que já está bloqueado quando é aberto. */
export const BloqueadoAoAbrir: Story = {
  name: 'Bloqueado ao abrir',
  args: { link: undefined, bloqueado: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(BLOQUEADO),
};

/** Link desconhecido, substituído ou vencido (404). */
export const LinkInvalido: Story = {
  name: 'Link inválido ou vencido (404)',
  args: { link: undefined, naoEncontrado: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(INVALIDO);
    await expect(c.queryByRole('link', { name: 'Ver documento (PDF)' })).toBeNull();
  },
};

/** Sem e-mail, a senha da conta confirma a assinatura. */
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

/** O link aberto de novo depois de assinar. */
export const JaAssinado: Story = {
  name: 'Já assinado',
  args: { link: linkJaAssinado },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent(
      'Você já assinou este documento. 27/11/2026 14:42 (horário de Brasília)',
    );
    await expect(c.queryByRole('button', { name: 'Enviar código' })).toBeNull();
    // Someone still has to sign: no final PDF yet.
    await expect(c.queryByRole('link', { name: 'Baixar PDF assinado' })).toBeNull();
  },
};

/** O link reaberto depois que todos assinaram: o código de verificação e o PDF assinado. */
export const Concluido: Story = {
  name: 'Concluído: PDF assinado',
  args: { link: linkConcluido },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Código de verificação')).toBeVisible();
    await expect(c.getByText('ACDE-FGHJ-KMNP')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Baixar PDF assinado' })).toHaveAttribute(
      'href',
      '/api/assinaturas/link/abc/final.pdf',
    );
  },
};

/**
 * A última a assinar: depois de “Assinar”, a página relê o link (agora concluído) e oferece o PDF
 * assinado ali mesmo.
 */
export const UltimaAssinar: Story = {
  name: 'Última a assinar',
  args: { link: linkPorSenha },
  render: function Render(args) {
    const [link, setLink] = useState(args.link);
    // The story's mock takes no argument; the view calls it with the proof.
    const onAssinar: AssinarDocumentoViewProps['onAssinar'] = args.onAssinar;
    return (
      <AssinarDocumentoView
        {...args}
        link={link}
        onAssinar={async (prova) => {
          const e = await onAssinar(prova);
          setLink(linkConcluido);
          return e;
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Senha da sua conta'), 'segredo123');
    await userEvent.click(c.getByRole('button', { name: 'Assinar' }));
    await expect(await c.findByText('Todas as partes assinaram.')).toBeVisible();
    await expect(c.getByText('ACDE-FGHJ-KMNP')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Baixar PDF assinado' })).toHaveAttribute(
      'href',
      '/api/assinaturas/link/abc/final.pdf',
    );
  },
};

/** A página pronta no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Pronto), name: 'Celular' };
/** A evidência da assinatura no celular. */
export const CelularAssinado: Story = { ...noCelularSemRolagemDe(Assinado), name: 'Celular assinado' };
/** O PDF assinado no celular. */
export const CelularConcluido: Story = { ...noCelularSemRolagemDe(Concluido), name: 'Celular concluído' };
/** A página pronta no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Pronto), name: 'Escuro' };
