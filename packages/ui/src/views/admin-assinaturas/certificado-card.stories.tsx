import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { CertificadoCard } from './certificado-card';
import { certificadoExemplo } from './fixtures';

const INVALIDO = 'Não foi possível abrir o certificado: verifique o arquivo (.pfx/.p12) e a senha.';
const pfx = () => new File([new Uint8Array([48, 130, 1, 2])], 'morada.pfx', { type: 'application/x-pkcs12' });

type Tela = ReturnType<typeof within>;
const cartao = (el: HTMLElement) =>
  within(within(el).getByRole('region', { name: 'Certificado digital A1' }));
const enviar = async (c: Tela, senha: string, botao: string) => {
  await userEvent.upload(c.getByLabelText('Arquivo do certificado (.pfx ou .p12)'), pfx());
  await userEvent.type(c.getByLabelText('Senha do certificado'), senha);
  await userEvent.click(c.getByRole('button', { name: botao }));
};

const meta = {
  title: 'Telas/Admin/Configurações/Certificado A1',
  id: 'admin-views-configuracoes-certificado',
  component: CertificadoCard,
  // The removal's confirmation opens an overlay: each story in its own frame on the docs page.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    certificado: certificadoExemplo,
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    onSalvar: fn(async () => undefined),
    errosDoErro: (e: unknown) => (e as { erros?: Record<string, string> }).erros,
    onRemover: fn(async () => undefined),
  },
} satisfies Meta<typeof CertificadoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Configurado: titular, emissor e validade; “Trocar certificado” e “Remover certificado”. */
export const Configurado: Story = {
  name: 'Configurado',
  play: async ({ canvasElement }) => {
    const c = cartao(canvasElement);
    await expect(c.getByText('MORADA IMOVEIS LTDA:12345678000190')).toBeVisible();
    await expect(c.getByText('AC Certisign RFB G5')).toBeVisible();
    await expect(c.getByText('15/01/2026 a 15/01/2027')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Trocar certificado' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Remover certificado' })).toBeEnabled();
  },
};

/** Nenhum certificado: o aviso e o envio do .pfx/.p12 com a senha. */
export const Nenhum: Story = {
  name: 'Nenhum: configurar',
  args: { certificado: null },
  play: async ({ canvasElement, args }) => {
    const c = cartao(canvasElement);
    await expect(c.getByText(/Nenhum certificado configurado/)).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Remover certificado' })).toBeNull();
    await enviar(c, 'segredo', 'Salvar certificado');
    await waitFor(() =>
      expect(args.onSalvar).toHaveBeenCalledWith({ arquivo: expect.any(File), senha: 'segredo' }),
    );
    await waitFor(() => expect(c.getByLabelText('Senha do certificado')).toHaveValue(''));
  },
};

/** Sem arquivo: o campo pede o certificado e nada é enviado. */
export const SemArquivo: Story = {
  name: 'Sem arquivo',
  args: { certificado: null },
  play: async ({ canvasElement, args }) => {
    const c = cartao(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar certificado' }));
    await expect(await c.findByText('Escolha o arquivo do certificado')).toBeVisible();
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** Senha errada ou arquivo que não é PKCS#12: o 400 do servidor sob o campo do arquivo. */
export const SenhaErrada: Story = {
  name: 'Senha errada',
  args: {
    certificado: null,
    onSalvar: fn(async () => {
      throw { erros: { arquivo: INVALIDO } };
    }),
  },
  play: async ({ canvasElement }) => {
    const c = cartao(canvasElement);
    await enviar(c, 'errada', 'Salvar certificado');
    await expect(await c.findByText(INVALIDO)).toBeVisible();
    await expect(c.getByLabelText('Arquivo do certificado (.pfx ou .p12)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(c.getByLabelText('Senha do certificado')).toHaveValue('errada');
  },
};

/** “Remover certificado” pede confirmação; confirmado, chama onRemover. */
export const Remover: Story = {
  name: 'Remover com confirmação',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cartao(canvasElement).getByRole('button', { name: 'Remover certificado' }));
    const a = within(await screen.findByRole('alertdialog', { name: 'Remover o certificado A1?' }));
    await expect(
      a.getByText(
        'Os próximos PDFs finais saem sem a assinatura PAdES de MORADA IMOVEIS LTDA:12345678000190.',
      ),
    ).toBeVisible();
    await expect(args.onRemover).not.toHaveBeenCalled();
    await userEvent.click(a.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(args.onRemover).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** A primeira leitura. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { certificado: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(cartao(canvasElement).getByRole('status')).toHaveTextContent('Carregando o certificado...');
  },
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { certificado: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = cartao(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar o certificado.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** “Configurado” num celular (375 px), sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Configurado), name: 'Celular' };

/** “Configurado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Configurado), name: 'Escuro' };
