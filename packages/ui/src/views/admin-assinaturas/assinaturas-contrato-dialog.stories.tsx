import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { AssinaturasContratoDialog } from './assinaturas-contrato-dialog';
import {
  aditivosExemplo,
  documentoConcluido,
  documentoLinkBloqueado,
  documentoParcial,
  documentoPendente,
  documentoSubstituido,
} from './fixtures';

const TITULO = `Assinaturas: contrato ${contratoExemplo.numero}`;
const MESMO_PDF =
  'Este documento já foi enviado para assinatura e não mudou. Reenvie o link a quem falta assinar.';

/** The open dialog (portalled, so looked up on the screen). */
const dialogo = async () => within(await screen.findByRole('dialog', { name: TITULO }));
/** One document's card inside the dialog. */
const documento = async (titulo: string) =>
  within(await (await dialogo()).findByRole('article', { name: titulo }));

const meta = {
  title: 'Telas/Admin/Contratos/Assinaturas',
  id: 'admin-views-contratos-assinaturas',
  component: AssinaturasContratoDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    contrato: contratoExemplo,
    documentos: [documentoPendente],
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    onOpenChange: fn(),
    aditivos: [],
    onEnviar: fn(async () => undefined),
    mensagemDoErro: (e: unknown) => (e as { mensagem?: string }).mensagem,
    onReenviarLink: fn(async () => undefined),
    onBaixarFinal: fn(),
  },
} satisfies Meta<typeof AssinaturasContratoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enviado e ninguém assinou: cada signatário pendente, com “Reenviar link”. */
export const Pendente: Story = {
  name: 'Pendente',
  play: async ({ args }) => {
    const d = await documento('Contrato de locação CT-2026-001');
    await expect(d.getByText('Aguardando assinaturas')).toBeVisible();
    await expect(d.getByText('Enviado em 10/03/2026 09:00')).toBeVisible();
    await expect(d.getAllByText('Pendente')).toHaveLength(3);
    await expect(d.queryByRole('button', { name: 'Baixar PDF assinado' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Reenviar link João Pereira' }));
    await waitFor(() =>
      expect(args.onReenviarLink).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'd1' }),
        expect.objectContaining({ id: 's2', nome: 'João Pereira' }),
      ),
    );
  },
};

/** Parte assinou: “Assinou em dd/mm/aaaa hh:mm” (horário de Brasília); só quem falta tem “Reenviar link”. */
export const ParcialmenteAssinado: Story = {
  name: 'Parcialmente assinado',
  args: { documentos: [documentoParcial] },
  play: async () => {
    const d = await documento('Contrato de locação CT-2026-001');
    await expect(d.getByText('Assinou em 10/03/2026 10:05')).toBeVisible();
    await expect(d.getByText('Assinou em 10/03/2026 09:10')).toBeVisible();
    await expect(d.getByText('Pendente')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Reenviar link Ana Souza' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Reenviar link João Pereira' })).toBeEnabled();
  },
};

/** Três códigos errados bloquearam o link da locatária: “Link bloqueado”, e “Reenviar link” manda outro. */
export const LinkBloqueado: Story = {
  name: 'Link bloqueado',
  args: { documentos: [documentoLinkBloqueado] },
  play: async ({ args }) => {
    const d = await documento('Contrato de locação CT-2026-001');
    await expect(d.getByText('Link bloqueado')).toBeVisible();
    await expect(d.getByText('Pendente')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Reenviar link Ana Souza' }));
    await waitFor(() =>
      expect(args.onReenviarLink).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'd1' }),
        expect.objectContaining({ id: 's1' }),
      ),
    );
  },
};

/** Todos assinaram: o código de verificação e “Baixar PDF assinado”; nenhum reenvio. */
export const Concluido: Story = {
  name: 'Concluído',
  args: { documentos: [documentoConcluido] },
  play: async ({ args }) => {
    const d = await documento('Contrato de locação CT-2026-001');
    await expect(d.getByText('Concluído')).toBeVisible();
    await expect(d.getByText('Concluído em 11/03/2026 15:30')).toBeVisible();
    await expect(d.getByText('ACDE-FGHJ-KMNP')).toBeVisible();
    await expect(d.queryByRole('button', { name: /Reenviar link/ })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Baixar PDF assinado' }));
    await expect(args.onBaixarFinal).toHaveBeenCalledWith(expect.objectContaining({ id: 'd2' }));
  },
};

/** Um pedido substituído por outro com o PDF mudado: a evidência fica, as pendências ficam invalidadas. */
export const Substituido: Story = {
  name: 'Substituído por um novo envio',
  args: { documentos: [documentoPendente, documentoSubstituido] },
  play: async () => {
    const dlg = await dialogo();
    const [novo, antigo] = dlg.getAllByRole('article').map((a) => within(a));
    await expect(novo!.getByText('Aguardando assinaturas')).toBeVisible();
    await expect(antigo!.getByText('Substituído')).toBeVisible();
    await expect(antigo!.getByText('Assinou em 02/03/2026 11:00')).toBeVisible();
    await expect(antigo!.getAllByText('Invalidado')).toHaveLength(2);
    await expect(antigo!.queryByRole('button', { name: /Reenviar link/ })).toBeNull();
  },
};

/** Nada enviado ainda: “Enviar para assinatura” manda o contrato. */
export const Vazio: Story = {
  name: 'Vazio: enviar o contrato',
  args: { documentos: [] },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByText('Nenhum documento enviado para assinatura.')).toBeVisible();
    await expect(d.getByLabelText('Documento')).toHaveValue('contrato');
    // No aditivo and no rescisão: only the lease can be sent.
    await expect(within(d.getByLabelText('Documento')).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(d.getByRole('button', { name: 'Enviar para assinatura' }));
    await waitFor(() => expect(args.onEnviar).toHaveBeenCalledWith({ tipo: 'contrato' }));
  },
};

/** Com termos aditivos: escolhido “Termo aditivo”, o aditivo vai no pedido. */
export const EnviarAditivo: Story = {
  name: 'Enviar um termo aditivo',
  args: { documentos: [], aditivos: aditivosExemplo },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Documento'), 'aditivo');
    await expect(d.getByLabelText('Termo aditivo')).toHaveDisplayValue(
      '1º termo aditivo (vigência até 31/01/2028)',
    );
    await userEvent.click(d.getByRole('button', { name: 'Enviar para assinatura' }));
    await waitFor(() => expect(args.onEnviar).toHaveBeenCalledWith({ tipo: 'aditivo', aditivoId: 'ad1' }));
  },
};

/** O mesmo PDF ainda pendente: o 409 do servidor aparece sob o botão, e o diálogo fica. */
export const EnvioRecusado: Story = {
  name: 'Envio recusado: mesmo PDF pendente',
  args: {
    onEnviar: fn(async () => {
      throw { mensagem: MESMO_PDF };
    }),
  },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Enviar para assinatura' }));
    await expect(await d.findByRole('alert')).toHaveTextContent(MESMO_PDF);
    await expect(d.getByRole('button', { name: 'Enviar para assinatura' })).toBeEnabled();
  },
};

/** A primeira leitura: o aviso de carregamento no lugar dos documentos. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { documentos: undefined, loading: true },
  play: async () => {
    await expect((await dialogo()).getByRole('status')).toHaveTextContent('Carregando as assinaturas...');
  },
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { documentos: undefined, loadFailed: true },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as assinaturas do contrato.',
    );
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** “Parcialmente assinado” num celular (375 px), sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(ParcialmenteAssinado), name: 'Celular' };

/** “Concluído” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Concluido), name: 'Escuro' };
