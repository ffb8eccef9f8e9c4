import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe } from '../../stories/gemeas';
import { LinksAssinaturaDialog } from './links-assinatura-dialog';

const LINK_ANA = 'https://morada.example/assinar/0123456789abcdef0123456789abcdef';
const LINK_JOAO = 'https://morada.example/assinar/fedcba9876543210fedcba9876543210';

const dialogo = async () => within(await screen.findByRole('dialog', { name: 'Links de assinatura' }));

const meta = {
  title: 'Telas/Admin/Contratos/Assinaturas — links',
  id: 'admin-views-contratos-assinaturas-links',
  component: LinksAssinaturaDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    links: [
      { signatarioId: 's1', nome: 'Ana Souza', link: LINK_ANA },
      { signatarioId: 's2', nome: 'João Pereira', link: LINK_JOAO },
    ],
    onOpenChange: fn(),
    onCopiar: fn(async () => true),
  },
} satisfies Meta<typeof LinksAssinaturaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sem SMTP: cada link aparece uma única vez, para copiar; “Fechar” fecha. */
export const MostradoUmaVez: Story = {
  name: 'Links mostrados uma vez',
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByLabelText('Link de Ana Souza')).toHaveValue(LINK_ANA);
    await expect(d.getByLabelText('Link de João Pereira')).toHaveValue(LINK_JOAO);
    await expect(
      d.getByText('Os links aparecem só agora; um link perdido exige reenviar outro.'),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Copiar link de João Pereira' }));
    await expect(args.onCopiar).toHaveBeenCalledWith(LINK_JOAO);
    await expect(await d.findByText('Link copiado')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** O navegador recusou copiar: o aviso pede para copiar à mão. */
export const CopiaRecusada: Story = {
  name: 'Cópia recusada',
  args: {
    links: [{ signatarioId: 's2', nome: 'João Pereira', link: LINK_JOAO }],
    onCopiar: fn(async () => false),
  },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Copiar link de João Pereira' }));
    await expect(await d.findByText('Não foi possível copiar: selecione o link e copie.')).toBeVisible();
  },
};

/** Num celular (375 px), sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(MostradoUmaVez), name: 'Celular' };
