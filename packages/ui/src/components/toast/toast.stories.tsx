import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG, TOAST_DURACAO } from '@morada/domain';
import { agencia } from '../../lib/fixtures/site';
import { Button } from '../button';
import { dismissToast, toast, Toaster } from './toast';
import { getToast, type ToastInput } from './toast-store';

const meta = {
  title: 'Primitivos/Toast',
  component: Toaster,
  tags: ['autodocs'],
  // The store is module-wide: start every story with nothing on screen.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Section 9, as written in the specification: the durations the toasts must carry. */
const SECAO_9_MS = { contatoSucesso: 5000, auth: 3000, download: 3000, recuperacaoSenha: 4000 } as const;

/** The toasts of the specification (section 8 texts, section 9 durations). */
const TOASTS = {
  contatoSucesso: {
    title: MSG.contato.sucessoTitulo,
    description: MSG.contato.sucessoDescricao,
    variant: 'success',
    duration: TOAST_DURACAO.contatoSucesso,
  },
  contatoErro: {
    title: MSG.contato.erroTitulo,
    description: MSG.contato.erroDescricao(agencia.emailAdministracao),
    variant: 'destructive',
  },
  loginSucesso: {
    title: MSG.auth.loginSucesso,
    description: MSG.auth.bemVindo('Mariana Costa'),
    variant: 'success',
    duration: TOAST_DURACAO.auth,
  },
  loginErro: {
    title: MSG.auth.erroLogin,
    description: MSG.auth.erroLoginPadrao,
    variant: 'destructive',
    duration: TOAST_DURACAO.auth,
  },
  registroSucesso: {
    title: MSG.auth.registroSucesso,
    description: MSG.auth.registroSucessoDescricao,
    variant: 'success',
    duration: TOAST_DURACAO.auth,
  },
  registroErro: {
    title: MSG.auth.erroRegistro,
    description: MSG.auth.erroRegistroPadrao,
    variant: 'destructive',
    duration: TOAST_DURACAO.auth,
  },
  recuperacaoSenha: {
    title: MSG.auth.indisponivelTitulo,
    description: MSG.auth.indisponivelDescricao,
    duration: TOAST_DURACAO.recuperacaoSenha,
  },
  downloadIndisponivel: {
    title: MSG.admin.downloadIndisponivel,
    description: MSG.admin.downloadIndisponivelDescricao,
    duration: TOAST_DURACAO.download,
  },
  downloadProcessando: {
    title: MSG.locatario.processando,
    description: MSG.locatario.processandoDescricao,
    duration: TOAST_DURACAO.download,
  },
  downloadPronto: {
    title: MSG.locatario.pronto,
    description: MSG.locatario.prontoDescricao,
    variant: 'success',
    duration: TOAST_DURACAO.download,
  },
} satisfies Record<string, ToastInput>;

const Trigger = ({ label, input }: { label: string; input: ToastInput }) => (
  <Button variant="outline" onClick={() => toast(input)}>
    {label}
  </Button>
);

/** Two buttons firing two toasts one after the other, and the single Toaster. */
const DoisToasts = ({ primeiro, segundo }: { primeiro: ToastInput; segundo: ToastInput }) => (
  <>
    <div className="flex gap-2">
      <Trigger label="Primeiro" input={primeiro} />
      <Trigger label="Segundo" input={segundo} />
    </div>
    <Toaster />
  </>
);

const papel = (t: ToastInput) => (t.variant === 'destructive' ? 'alert' : 'status');

/** Every toast on screen, whatever its role. */
const toastsVisiveis = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];

/** Shows `t` and checks its texts, its role and the duration it was given. */
async function confereToast(t: ToastInput, duracaoSpec: number | undefined) {
  await waitFor(() => expect(screen.getByRole(papel(t))).toHaveTextContent(t.title));
  const el = screen.getByRole(papel(t));
  await expect(el).toBeVisible();
  await expect(within(el).getByText(t.title)).toBeVisible();
  if (t.description) await expect(within(el).getByText(t.description)).toBeVisible();
  if (duracaoSpec !== undefined) await expect(getToast()?.duration).toBe(duracaoSpec);
  return el;
}

/**
 * Fires `primeiro`, checks it, fires `segundo`: the second replaces the first and only one toast
 * is visible (section 9).
 */
const doisDisparos =
  (primeiro: ToastInput, spec1: number | undefined, segundo: ToastInput, spec2: number | undefined) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Primeiro' }));
    await confereToast(primeiro, spec1);
    const idPrimeiro = getToast()?.id;
    await userEvent.click(c.getByRole('button', { name: 'Segundo' }));
    await confereToast(segundo, spec2);
    await expect(getToast()?.id).not.toBe(idPrimeiro);
    if (primeiro.title !== segundo.title) await expect(screen.queryByText(primeiro.title)).toBeNull();
    await expect(toastsVisiveis()).toHaveLength(1);
    await expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  };

/** Contact: a failed send, then the retry succeeds; the success toast lasts 5000 ms. */
export const ContatoSucesso: Story = {
  render: () => <DoisToasts primeiro={TOASTS.contatoErro} segundo={TOASTS.contatoSucesso} />,
  play: doisDisparos(TOASTS.contatoErro, undefined, TOASTS.contatoSucesso, SECAO_9_MS.contatoSucesso),
};

/** Contact failure: destructive (role alert), with the administration address. */
export const ContatoErro: Story = {
  render: () => <DoisToasts primeiro={TOASTS.contatoSucesso} segundo={TOASTS.contatoErro} />,
  play: async (ctx) => {
    await doisDisparos(TOASTS.contatoSucesso, SECAO_9_MS.contatoSucesso, TOASTS.contatoErro, undefined)(ctx);
    await expect(screen.getByRole('alert')).toHaveTextContent(agencia.emailAdministracao);
    await expect(screen.queryByRole('status')).toBeNull();
  },
};

/** Login: wrong password, then 'Login bem-sucedido!' / 'Bem-vindo, {nome}!' (3000 ms each). */
export const LoginSucesso: Story = {
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.loginSucesso} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginSucesso, SECAO_9_MS.auth),
};

/** Login failure: 'Erro no login' with the default 'Email ou senha incorretos.' (3000 ms). */
export const LoginErro: Story = {
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.loginErro} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginErro, SECAO_9_MS.auth),
};

/** Register: a failure, then 'Registro realizado!' (3000 ms each). */
export const RegistroSucesso: Story = {
  render: () => <DoisToasts primeiro={TOASTS.registroErro} segundo={TOASTS.registroSucesso} />,
  play: doisDisparos(TOASTS.registroErro, SECAO_9_MS.auth, TOASTS.registroSucesso, SECAO_9_MS.auth),
};

/** Register failure: 'Erro no registro' / 'Erro ao criar conta. Tente novamente.' (3000 ms). */
export const RegistroErro: Story = {
  render: () => <DoisToasts primeiro={TOASTS.registroSucesso} segundo={TOASTS.registroErro} />,
  play: doisDisparos(TOASTS.registroSucesso, SECAO_9_MS.auth, TOASTS.registroErro, SECAO_9_MS.auth),
};

/** 'Esqueceu a senha?': 'Funcionalidade Indisponível' (4000 ms), replacing a login error. */
export const RecuperacaoSenhaIndisponivel: Story = {
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.recuperacaoSenha} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.recuperacaoSenha, SECAO_9_MS.recuperacaoSenha),
};

/** Legal document without a file: 'Download indisponível' (3000 ms). */
export const DownloadIndisponivel: Story = {
  render: () => <DoisToasts primeiro={TOASTS.downloadIndisponivel} segundo={TOASTS.downloadIndisponivel} />,
  play: doisDisparos(
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
  ),
};

/** Tenant download: the 'processing' notice, then 'ready' replaces it (3000 ms each). */
export const DownloadLocatario: Story = {
  render: () => <DoisToasts primeiro={TOASTS.downloadProcessando} segundo={TOASTS.downloadPronto} />,
  play: doisDisparos(
    TOASTS.downloadProcessando,
    SECAO_9_MS.download,
    TOASTS.downloadPronto,
    SECAO_9_MS.download,
  ),
};

/** A 3000 ms notice is still there after 2 s and gone shortly after its duration. */
export const SomeAposADuracao: Story = {
  render: () => (
    <>
      <Trigger label="Baixar" input={TOASTS.downloadIndisponivel} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Baixar' }));
    const el = await screen.findByRole('status');
    await expect(el).toHaveTextContent(MSG.admin.downloadIndisponivel);
    await new Promise((r) => setTimeout(r, SECAO_9_MS.download - 1000));
    await expect(screen.getByRole('status')).toHaveTextContent(MSG.admin.downloadIndisponivel);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 2500 });
  },
};

/** The close button hides the toast before its duration. */
export const Fechar: Story = {
  render: () => (
    <>
      <Trigger label="Enviar" input={TOASTS.contatoSucesso} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent(MSG.contato.sucessoTitulo);
    await userEvent.click(within(status).getByRole('button', { name: MSG.primitivos.fechar }));
    await expect(screen.queryByText(MSG.contato.sucessoTitulo)).toBeNull();
    await expect(toastsVisiveis()).toHaveLength(0);
  },
};

export const ContatoErroDark: Story = { ...ContatoErro, globals: { theme: 'dark' } };
export const ContatoSucessoDark: Story = { ...ContatoSucesso, globals: { theme: 'dark' } };
export const RecuperacaoSenhaDark: Story = { ...RecuperacaoSenhaIndisponivel, globals: { theme: 'dark' } };
