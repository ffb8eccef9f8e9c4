import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG, TOAST_DURACAO } from '@morada/domain';
import { useState } from 'react';
import { agencia } from '../../lib/fixtures/site';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../dialog';
import { Toaster } from './toast';
import { getToast, toast, type ToastInput } from './toast-store';

/** Section 9, as written in the specification: the durations the toasts must carry. */
export const SECAO_9_MS = {
  contatoSucesso: 5000,
  auth: 3000,
  download: 3000,
  recuperacaoSenha: 4000,
} as const;

/** The toasts of the specification (section 8 texts, section 9 durations). */
export const TOASTS = {
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
export const DoisToasts = ({ primeiro, segundo }: { primeiro: ToastInput; segundo: ToastInput }) => (
  <>
    <div className="flex gap-2">
      <Trigger label="Primeiro" input={primeiro} />
      <Trigger label="Segundo" input={segundo} />
    </div>
    <Toaster />
  </>
);

/** The toasts' region (Radix Toast's viewport, reachable with F8). */
export const regiao = (hidden = false) => screen.getByRole('region', { name: 'Notificações (F8)', hidden });

/** Every toast on screen (`hidden`: also under a modal dialog, which hides the rest of the page). */
export const toastsVisiveis = (hidden = false) =>
  within(regiao(hidden)).queryAllByRole('listitem', { hidden });

/** Errors interrupt the screen reader; the other toasts wait for a pause. */
const urgencia = (t: ToastInput) => (t.variant === 'destructive' ? 'assertive' : 'polite');

/**
 * What a screen reader is given: a live region (role status) that receives the toast's texts just
 * after it appears, so they are read even though the toast is new in the page.
 */
export const anuncioDe = (titulo: string) =>
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
export const doisDisparos =
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

/** One button firing `input`, and the Toaster. */
export const UmAviso = ({ label, input }: { label: string; input: ToastInput }) => (
  <>
    <Trigger label={label} input={input} />
    <Toaster />
  </>
);

/** A story's canvas and play: the buttons of {@link DoisToasts} and {@link doisDisparos} over them. */
export const doisAvisos = (
  primeiro: ToastInput,
  spec1: number | undefined,
  segundo: ToastInput,
  spec2: number | undefined,
) => ({
  render: () => <DoisToasts primeiro={primeiro} segundo={segundo} />,
  play: doisDisparos(primeiro, spec1, segundo, spec2),
});

/**
 * A dialog whose Salvar raises a toast over it. With `desabilitaAoSalvar` the button is
 * disabled while it saves, as the back office's forms are, so the focus falls to the page.
 */
export function DialogoComAviso({ desabilitaAoSalvar = false }: { desabilitaAoSalvar?: boolean }) {
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
export const umEscFechaTudo =
  (antesDoEsc: () => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Garantia' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastsVisiveis(true)).toHaveLength(1));
    await antesDoEsc();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toastsVisiveis()).toHaveLength(0);
  };
