import { MSG_ACESSO, type LinkAcesso } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  linkConviteExemplo,
  linkRedefinicaoExemplo,
  usuarioDoLink,
  usuariosExemplo,
} from '../../stories/admin-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { LinkAcessoDialog } from './link-acesso';

const meta = {
  title: 'Admin/Diálogo de link de acesso',
  id: 'admin-linkacessodialog',
  component: LinkAcessoDialog,
  argTypes: { asChild: { description: 'Usa o elemento filho como conteúdo do diálogo (uso avançado).' } },
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    link: linkConviteExemplo,
    onOpenChange: fn(),
    agencia: 'Morada Imóveis',
    onCopiar: fn(async () => true),
  },
} satisfies Meta<typeof LinkAcessoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogo = async () => within(await screen.findByRole('dialog'));

/** The WhatsApp message, decoded from the button's wa.me address. */
const textoDoWhatsapp = (d: ReturnType<typeof within>) => {
  const url = new URL(d.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')!);
  return { destino: url.pathname, texto: url.searchParams.get('text') };
};

/** O convite de um usuário pendente: o link, a validade e a mensagem para o WhatsApp. */
export const Convite: Story = {
  name: 'Convite',
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('heading', { name: 'Convite de primeiro acesso' })).toBeVisible();
    await expect(d.getByText('Link de acesso de Paulo Proprietário')).toBeVisible();
    const campo = d.getByLabelText('Link de acesso');
    await expect(campo).toHaveValue(linkConviteExemplo.link);
    await expect(campo).toHaveAttribute('readonly');
    await expect(campo).toHaveAccessibleDescription('Válido até 30/11/2026 10:00, para um único acesso.');
    await expect(d.getByText(/o link aparece só agora/)).toBeVisible();
    await expect(d.queryByText(/por e-mail/)).toBeNull();
    const whatsapp = d.getByRole('link', { name: 'Enviar por WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(textoDoWhatsapp(d)).toEqual({
      destino: '/5511977772222',
      texto: `Olá, Paulo Proprietário! A Morada Imóveis criou o seu acesso à área do locatário. Para criar a sua senha, abra o link (válido até 30/11/2026 10:00): ${linkConviteExemplo.link}`,
    });
    // Without onGerarNovo there is nothing to regenerate from here.
    await expect(d.queryByRole('button', { name: 'Gerar novo link' })).toBeNull();
  },
};

/** O link de nova senha de um usuário ativo: título e mensagem próprios. */
export const Redefinicao: Story = {
  name: 'Redefinição',
  args: { link: linkRedefinicaoExemplo },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('heading', { name: 'Link para criar nova senha' })).toBeVisible();
    await expect(d.getByText('Link de acesso de Mariana Costa')).toBeVisible();
    await expect(d.getByText('Válido até 24/11/2026 10:00, para um único acesso.')).toBeVisible();
    const { destino, texto } = textoDoWhatsapp(d);
    await expect(destino).toBe('/5511988881111');
    await expect(texto).toContain('Para criar uma nova senha de acesso à Morada Imóveis');
    await expect(texto).toContain(linkRedefinicaoExemplo.link);
  },
};

/** A link that went by e-mail only (SMTP configured, or a staff account): the server answers no link. */
const linkPorEmail: LinkAcesso = {
  tipo: 'redefinicao',
  link: null,
  expiraEm: '2026-11-24T13:00:00.000Z',
  enviadoPorEmail: true,
  usuario: usuarioDoLink(usuariosExemplo[0]!),
};

/**
 * Com SMTP configurado, o link vai só para o e-mail da conta: o diálogo diz para quem foi e quando expira, e
 * não tem nada para copiar ou encaminhar.
 */
export const EnviadoPorEmail: Story = {
  name: 'Enviado por e-mail',
  args: { link: linkPorEmail, onGerarNovo: fn(async () => undefined) },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('heading', { name: 'Link para criar nova senha' })).toBeVisible();
    await expect(d.getByText('Link de acesso de Ana Administradora')).toBeVisible();
    await expect(
      d.getByText(
        'O link segue por e-mail para admin@morada.com.br. Por segurança, ele não aparece aqui: só o destinatário o recebe.',
      ),
    ).toBeVisible();
    await expect(d.getByText('Válido até 24/11/2026 10:00, para um único acesso.')).toBeVisible();
    await expect(d.queryByRole('textbox')).toBeNull();
    await expect(d.queryByRole('button', { name: 'Copiar link' })).toBeNull();
    await expect(d.queryByRole('link', { name: 'Enviar por WhatsApp' })).toBeNull();
    await expect(d.queryByText(/o link aparece só agora/)).toBeNull();
    // Another link can still be sent (it goes by e-mail again).
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onGerarNovo).toHaveBeenCalledTimes(1);
  },
};

/** Um contrato acabou de criar a conta do locatário: a observação explica por que o diálogo abriu. */
export const AvisoDoContrato: Story = {
  name: 'Aviso do contrato',
  args: { aviso: MSG_ACESSO.conviteCriado },
  play: async () => {
    const d = await dialogo();
    await expect(
      d.getByText('Contrato salvo. O locatário é novo: envie o convite de primeiro acesso.'),
    ).toBeVisible();
  },
};

/** “Copiar link” copia o link e confirma com “Link copiado”. */
export const LinkCopiado: Story = {
  name: 'Link copiado',
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('status')).toHaveTextContent('');
    await userEvent.click(d.getByRole('button', { name: 'Copiar link' }));
    await expect(args.onCopiar).toHaveBeenCalledWith(linkConviteExemplo.link);
    await expect(d.getByRole('status')).toHaveTextContent('Link copiado');
  },
};

/** O navegador recusou a área de transferência: o link fica selecionado para ser copiado à mão. */
export const FalhaAoCopiar: Story = {
  name: 'Erro ao copiar',
  args: { onCopiar: fn(async () => false) },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Copiar link' }));
    await expect(d.getByRole('status')).toHaveTextContent(
      'Não foi possível copiar. Selecione o link e copie manualmente.',
    );
    const campo = d.getByLabelText<HTMLInputElement>('Link de acesso');
    await expect(campo).toHaveFocus();
    await expect(campo.selectionEnd! - campo.selectionStart!).toBe(linkConviteExemplo.link!.length);
  },
};

const novoLink: LinkAcesso = {
  ...linkConviteExemplo,
  link: 'https://www.moradaimoveis.com.br/login?convite=T3V0cm8tY29udml0ZS1wYXJhLW8tcGF1bG8tcHJvcHJpZXRhcmlv',
  expiraEm: '2026-12-01T13:00:00.000Z',
};

/** “Gerar novo link” substitui o link (o antigo deixa de valer) e apaga o “Link copiado”. */
export const GerarNovo: Story = {
  name: 'Gerar novo link',
  args: { onGerarNovo: fn(async () => undefined) },
  render: function Render(args) {
    const [link, setLink] = useState<LinkAcesso | null>(args.link);
    const [gerando, setGerando] = useState(false);
    return (
      <LinkAcessoDialog
        {...args}
        link={link}
        gerando={gerando}
        onGerarNovo={async () => {
          setGerando(true);
          await args.onGerarNovo?.();
          await new Promise((r) => setTimeout(r, 300));
          setLink(novoLink);
          setGerando(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Copiar link' }));
    await expect(d.getByRole('status')).toHaveTextContent('Link copiado');
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onGerarNovo).toHaveBeenCalledTimes(1);
    await expect(d.getByRole('button', { name: 'Gerando...' })).toBeDisabled();
    await waitFor(() => expect(d.getByLabelText('Link de acesso')).toHaveValue(novoLink.link));
    await expect(d.getByText('Válido até 01/12/2026 10:00, para um único acesso.')).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('');
    await expect(d.getByRole('button', { name: 'Gerar novo link' })).toBeEnabled();
  },
};

/** Enquanto um novo link está a caminho, o diálogo não pode ser fechado (a resposta se perderia). */
export const Gerando: Story = {
  name: 'Gerando',
  args: { onGerarNovo: fn(async () => undefined), gerando: true },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('button', { name: 'Gerando...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Em 375 px o link longo rola dentro do campo; nada passa da borda da tela. */
export const Celular: Story = {
  name: 'Celular',
  args: { onGerarNovo: fn(async () => undefined) },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const d = await dialogo();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(screen.getByRole('dialog').getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const campo = d.getByLabelText('Link de acesso');
    await expect(campo.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(campo.scrollWidth).toBeGreaterThan(campo.clientWidth);
    for (const botao of [
      d.getByRole('button', { name: 'Copiar link' }),
      d.getByRole('link', { name: 'Enviar por WhatsApp' }),
      d.getByRole('button', { name: 'Gerar novo link' }),
    ]) {
      await expect(botao.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  }),
};
