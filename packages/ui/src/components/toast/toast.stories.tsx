import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '@morada/domain';
import { agencia } from '../../lib/fixtures/site';
import { Toaster } from './toast';
import {
  anuncioDe,
  DialogoComAviso,
  DoisToasts,
  doisAvisos,
  doisDisparos,
  regiao,
  SECAO_9_MS,
  TOASTS,
  toastsVisiveis,
  UmAviso,
  umEscFechaTudo,
} from './toast.fixtures';
import { dismissToast, getToast } from './toast-store';

/**
 * Aviso temporário do resultado de uma ação (“Contrato salvo”). Some sozinho, pausa sob o ponteiro e fecha
 * com Esc. Variantes para sucesso e erro.
 */
const meta = {
  title: 'Primitivos/Aviso',
  id: 'primitivos-toast',
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

/** Contato: um envio falha, depois a nova tentativa dá certo; o aviso de sucesso dura 5000 ms. */
export const ContatoSucesso: Story = {
  name: 'Contato sucesso',
  ...doisAvisos(TOASTS.contatoErro, undefined, TOASTS.contatoSucesso, SECAO_9_MS.contatoSucesso),
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
  ...doisAvisos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginSucesso, SECAO_9_MS.auth),
};

/** Falha no login: “Erro no login” com o padrão “Email ou senha incorretos.” (3000 ms). */
export const LoginErro: Story = {
  name: 'Login erro',
  ...doisAvisos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.loginErro, SECAO_9_MS.auth),
};

/** Registro: uma falha, depois “Registro realizado!” (3000 ms cada). */
export const RegistroSucesso: Story = {
  name: 'Registro sucesso',
  ...doisAvisos(TOASTS.registroErro, SECAO_9_MS.auth, TOASTS.registroSucesso, SECAO_9_MS.auth),
};

/** Falha no registro: “Erro no registro” / “Erro ao criar conta. Tente novamente.” (3000 ms). */
export const RegistroErro: Story = {
  name: 'Registro erro',
  ...doisAvisos(TOASTS.registroSucesso, SECAO_9_MS.auth, TOASTS.registroErro, SECAO_9_MS.auth),
};

/** “Esqueceu a senha?”: “Funcionalidade Indisponível” (4000 ms), no lugar de um erro de login. */
export const RecuperacaoSenhaIndisponivel: Story = {
  name: 'Recuperação senha indisponível',
  ...doisAvisos(TOASTS.loginErro, SECAO_9_MS.auth, TOASTS.recuperacaoSenha, SECAO_9_MS.recuperacaoSenha),
};

/** Documento jurídico sem arquivo: “Download indisponível” (3000 ms). */
export const DownloadIndisponivel: Story = {
  name: 'Download indisponível',
  ...doisAvisos(
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
    TOASTS.downloadIndisponivel,
    SECAO_9_MS.download,
  ),
};

/** Download do locatário: o aviso de “processando”, depois o de “pronto” o substitui (3000 ms cada). */
export const DownloadLocatario: Story = {
  name: 'Download locatário',
  ...doisAvisos(TOASTS.downloadProcessando, SECAO_9_MS.download, TOASTS.downloadPronto, SECAO_9_MS.download),
};

/** Um aviso de 3000 ms ainda está lá depois de 2 s e some logo depois da sua duração. */
export const SomeAposADuracao: Story = {
  name: 'Some após a duração',
  render: () => <UmAviso label="Baixar" input={TOASTS.downloadIndisponivel} />,
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
  render: () => <UmAviso label="Enviar" input={TOASTS.contatoSucesso} />,
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
  render: () => <UmAviso label="Enviar" input={TOASTS.contatoSucesso} />,
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
  render: () => <UmAviso label="Curto" input={{ title: 'Aviso curto', duration: 600 }} />,
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
