import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG, TOAST_DURACAO } from '@morada/domain';
import { useState } from 'react';
import { agencia } from '../../lib/fixtures/site';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog';
import { Toaster } from './toast';
import { dismissToast, getToast, toast, type ToastInput } from './toast-store';

const meta = {
  title: 'Primitivos/Aviso',
  id: 'primitivos-toast',
  parameters: {
    docs: {
      description: {
        component:
          'Aviso temporário do resultado de uma ação (“Contrato salvo”). Some sozinho, pausa sob o ponteiro e fecha com Esc. Variantes para sucesso e erro.',
      },
    },
  },
  component: Toaster,
  tags: ['autodocs'],
  argTypes: {
    className: {
      description: 'Classes extras da área dos avisos (monte um `Toaster` por app, perto da raiz).',
      control: 'text',
    },
    asChild: { description: 'Usa o elemento filho no lugar da área dos avisos (uso avançado).' },
  },
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

/** The toasts' region (Radix Toast's viewport, reachable with F8). */
const regiao = (hidden = false) => screen.getByRole('region', { name: 'Notificações (F8)', hidden });

/** Every toast on screen (`hidden`: also under a modal dialog, which hides the rest of the page). */
const toastsVisiveis = (hidden = false) => within(regiao(hidden)).queryAllByRole('listitem', { hidden });

/** Errors interrupt the screen reader; the other toasts wait for a pause. */
const urgencia = (t: ToastInput) => (t.variant === 'destructive' ? 'assertive' : 'polite');

/**
 * What a screen reader is given: a live region (role status) that receives the toast's texts just
 * after it appears, so they are read even though the toast is new in the page.
 */
const anuncioDe = (titulo: string) =>
  screen.queryAllByRole('status').find((el) => el.textContent?.includes(titulo)) ?? null;

/** Shows `t` and checks its texts, its announcement and the duration it was given. */
async function confereToast(t: ToastInput, duracaoSpec: number | undefined) {
  await waitFor(() => expect(toastsVisiveis()[0]).toHaveTextContent(t.title));
  const el = toastsVisiveis()[0]!;
  await expect(el).toBeVisible();
  await expect(within(el).getByText(t.title)).toBeVisible();
  if (t.description) await expect(within(el).getByText(t.description)).toBeVisible();
  await waitFor(() => expect(anuncioDe(t.title)).not.toBeNull());
  const anuncio = anuncioDe(t.title)!;
  await expect(anuncio).toHaveAttribute('aria-live', urgencia(t));
  await expect(anuncio).toHaveTextContent(`Notificação ${t.title}`);
  if (t.description) await expect(anuncio).toHaveTextContent(t.description);
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
    // Only the second one is announced.
    if (primeiro.title !== segundo.title) await expect(anuncioDe(primeiro.title)).toBeNull();
  };

/** Contato: um envio falha, depois a nova tentativa dá certo; o aviso de sucesso dura 5000 ms. */
export const ContatoSucesso: Story = {
  name: 'Contato sucesso',
  render: () => <DoisToasts primeiro={TOASTS.contatoErro} segundo={TOASTS.contatoSucesso} />,
  play: doisDisparos(TOASTS.contatoErro, undefined, TOASTS.contatoSucesso, SECAO_9_MS.contatoSucesso),
};

/** Falha no contato: aviso destrutivo (anunciado com urgência), com o endereço da administração. */
export const ContatoErro: Story = {
  name: 'Contato erro',
  render: () => <DoisToasts primeiro={TOASTS.contatoSucesso} segundo={TOASTS.contatoErro} />,
  play: async (ctx) => {
    await doisDisparos(TOASTS.contatoSucesso, SECAO_9_MS.contatoSucesso, TOASTS.contatoErro, undefined)(ctx);
    await expect(toastsVisiveis()[0]).toHaveTextContent(agencia.emailAdministracao);
    await expect(toastsVisiveis()[0]).toHaveAttribute('data-variant', 'destructive');
    await expect(anuncioDe(TOASTS.contatoErro.title)).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Login: senha errada, depois “Login bem-sucedido!” / “Bem-vindo, {nome}!” (3000 ms cada). */
export const LoginSucesso: Story = {
  name: 'Login sucesso',
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.loginSucesso} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginSucesso, SECAO_9_MS.auth),
};

/** Falha no login: “Erro no login” com o padrão “Email ou senha incorretos.” (3000 ms). */
export const LoginErro: Story = {
  name: 'Login erro',
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.loginErro} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginErro, SECAO_9_MS.auth),
};

/** Registro: uma falha, depois “Registro realizado!” (3000 ms cada). */
export const RegistroSucesso: Story = {
  name: 'Registro sucesso',
  render: () => <DoisToasts primeiro={TOASTS.registroErro} segundo={TOASTS.registroSucesso} />,
  play: doisDisparos(TOASTS.registroErro, SECAO_9_MS.auth, TOASTS.registroSucesso, SECAO_9_MS.auth),
};

/** Falha no registro: “Erro no registro” / “Erro ao criar conta. Tente novamente.” (3000 ms). */
export const RegistroErro: Story = {
  name: 'Registro erro',
  render: () => <DoisToasts primeiro={TOASTS.registroSucesso} segundo={TOASTS.registroErro} />,
  play: doisDisparos(TOASTS.registroSucesso, SECAO_9_MS.auth, TOASTS.registroErro, SECAO_9_MS.auth),
};

/** “Esqueceu a senha?”: “Funcionalidade Indisponível” (4000 ms), no lugar de um erro de login. */
export const RecuperacaoSenhaIndisponivel: Story = {
  name: 'Recuperação senha indisponível',
  render: () => <DoisToasts primeiro={TOASTS.loginErro} segundo={TOASTS.recuperacaoSenha} />,
  play: doisDisparos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.recuperacaoSenha, SECAO_9_MS.recuperacaoSenha),
};

/** Documento jurídico sem arquivo: “Download indisponível” (3000 ms). */
export const DownloadIndisponivel: Story = {
  name: 'Download indisponível',
  render: () => <DoisToasts primeiro={TOASTS.downloadIndisponivel} segundo={TOASTS.downloadIndisponivel} />,
  play: doisDisparos(
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
  ),
};

/** Download do locatário: o aviso de “processando”, depois o de “pronto” o substitui (3000 ms cada). */
export const DownloadLocatario: Story = {
  name: 'Download locatário',
  render: () => <DoisToasts primeiro={TOASTS.downloadProcessando} segundo={TOASTS.downloadPronto} />,
  play: doisDisparos(
    TOASTS.downloadProcessando,
    SECAO_9_MS.download,
    TOASTS.downloadPronto,
    SECAO_9_MS.download,
  ),
};

/** Um aviso de 3000 ms ainda está lá depois de 2 s e some logo depois da sua duração. */
export const SomeAposADuracao: Story = {
  name: 'Some após a duração',
  render: () => (
    <>
      <Trigger label="Baixar" input={TOASTS.downloadIndisponivel} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(toastsVisiveis()[0]).toHaveTextContent(MSG.admin.downloadIndisponivel));
    await new Promise((r) => setTimeout(r, SECAO_9_MS.download - 1000));
    await expect(toastsVisiveis()[0]).toHaveTextContent(MSG.admin.downloadIndisponivel);
    await waitFor(() => expect(toastsVisiveis()).toHaveLength(0), { timeout: 2500 });
  },
};

/** O botão de fechar esconde o aviso antes do fim da duração. */
export const Fechar: Story = {
  name: 'Fechar',
  render: () => (
    <>
      <Trigger label="Enviar" input={TOASTS.contatoSucesso} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toastsVisiveis()[0]).toHaveTextContent(MSG.contato.sucessoTitulo));
    await userEvent.click(within(toastsVisiveis()[0]!).getByRole('button', { name: MSG.primitivos.fechar }));
    await expect(screen.queryByText(MSG.contato.sucessoTitulo)).toBeNull();
    await expect(toastsVisiveis()).toHaveLength(0);
  },
};

/**
 * O “um visível por vez” da seção 9, como o leitor de tela percebe: o segundo aviso substitui o primeiro na
 * região de notificações e só o segundo é anunciado, com educação para um aviso e com urgência para um erro.
 */
export const SegundoSubstituiPrimeiro: Story = {
  name: 'Segundo substitui primeiro',
  render: () => <DoisToasts primeiro={TOASTS.downloadProcessando} segundo={TOASTS.loginErro} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(toastsVisiveis()).toHaveLength(0);
    await userEvent.click(c.getByRole('button', { name: 'Primeiro' }));
    await waitFor(() => expect(anuncioDe(TOASTS.downloadProcessando.title)).not.toBeNull());
    await expect(anuncioDe(TOASTS.downloadProcessando.title)).toHaveAttribute('aria-live', 'polite');
    await expect(regiao()).toContainElement(toastsVisiveis()[0]!);
    await userEvent.click(c.getByRole('button', { name: 'Segundo' }));
    await waitFor(() => expect(anuncioDe(TOASTS.loginErro.title)).not.toBeNull());
    await expect(anuncioDe(TOASTS.loginErro.title)).toHaveAttribute('aria-live', 'assertive');
    await expect(anuncioDe(TOASTS.downloadProcessando.title)).toBeNull();
    await expect(toastsVisiveis()).toHaveLength(1);
    await expect(toastsVisiveis()[0]).toHaveTextContent(TOASTS.loginErro.title);
    await expect(screen.queryByText(TOASTS.downloadProcessando.title)).toBeNull();
  },
};

/** F8 leva o teclado ao aviso; Esc ali o dispensa. */
export const EscapeNoToast: Story = {
  name: 'Esc no aviso',
  render: () => (
    <>
      <Trigger label="Enviar" input={TOASTS.contatoSucesso} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toastsVisiveis()).toHaveLength(1));
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(toastsVisiveis()[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(toastsVisiveis()).toHaveLength(0));
    await expect(getToast()).toBeNull();
  },
};

/** O ponteiro sobre o aviso para o relógio dele: o aviso fica enquanto é lido e depois se esgota. */
export const PausaSobOPonteiro: Story = {
  name: 'Pausa sob o ponteiro',
  render: () => (
    <>
      <Trigger label="Curto" input={{ title: 'Aviso curto', duration: 600 }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const botao = within(canvasElement).getByRole('button', { name: 'Curto' });
    await userEvent.click(botao);
    await waitFor(() => expect(toastsVisiveis()).toHaveLength(1));
    await userEvent.hover(toastsVisiveis()[0]!);
    await new Promise((r) => setTimeout(r, 1000));
    await expect(toastsVisiveis()[0]).toHaveTextContent('Aviso curto');
    await userEvent.unhover(toastsVisiveis()[0]!);
    await userEvent.hover(botao);
    await waitFor(() => expect(toastsVisiveis()).toHaveLength(0), { timeout: 1500 });
  },
};

/**
 * A dialog whose Salvar raises a toast over it. With `desabilitaAoSalvar` the button is
 * disabled while it saves, as the back office's forms are, so the focus falls to the page.
 */
function DialogoComAviso({ desabilitaAoSalvar = false }: { desabilitaAoSalvar?: boolean }) {
  const [salvando, setSalvando] = useState(false);
  const avisar = () => toast({ title: 'Garantia salva', variant: 'success' });
  const salvar = () => {
    if (!desabilitaAoSalvar) return avisar();
    setSalvando(true);
    setTimeout(() => {
      avisar();
      setSalvando(false);
    }, 50);
  };
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Abrir</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Garantia</DialogTitle>
          <DialogDescription>Um diálogo aberto.</DialogDescription>
          <Button disabled={salvando} onClick={salvar}>
            Salvar
          </Button>
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

/** Opens the dialog, saves, checks the toast with `antesDoEsc`, then one Escape closes both. */
const umEscFechaTudo =
  (antesDoEsc: () => Promise<void>): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Garantia' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastsVisiveis(true)).toHaveLength(1));
    await antesDoEsc();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toastsVisiveis()).toHaveLength(0);
  };

/**
 * Um aviso sobre um diálogo aberto não captura o Esc destinado ao diálogo: um Esc fecha o diálogo (e o aviso
 * junto).
 */
export const EscapeComDialogoAberto: Story = {
  name: 'Esc com diálogo aberto',
  render: () => <DialogoComAviso />,
  play: umEscFechaTudo(async () => {
    // Shown after the dialog opened, the announcement is outside what the dialog hides.
    await waitFor(() => expect(anuncioDe('Garantia salva')).not.toBeNull());
  }),
};

/**
 * O mesmo quando o foco caiu na página: o “Salvar” do diálogo fica desabilitado enquanto salva, então o Esc
 * que fecha o aviso ainda chega ao diálogo.
 */
export const EscapeDepoisDeSalvar: Story = {
  name: 'Esc depois de salvar',
  render: () => <DialogoComAviso desabilitaAoSalvar />,
  play: umEscFechaTudo(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(document.activeElement).toBe(document.body);
  }),
};

/** O estado “Contato erro” no tema escuro. */
export const ContatoErroDark: Story = {
  ...ContatoErro,
  name: 'Contato erro — escuro',
  globals: { theme: 'dark' },
};
/** O estado “Contato sucesso” no tema escuro. */
export const ContatoSucessoDark: Story = {
  ...ContatoSucesso,
  name: 'Contato sucesso — escuro',
  globals: { theme: 'dark' },
};
/** O estado “Recuperação senha” no tema escuro. */
export const RecuperacaoSenhaDark: Story = {
  ...RecuperacaoSenhaIndisponivel,
  name: 'Recuperação senha — escuro',
  globals: { theme: 'dark' },
};
