import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { ABERTO, AO_ABRIR_OU_FECHAR } from '../../stories/argtypes-comuns';

/**
 * Diálogo modal para um formulário curto ou uma informação sem sair da tela. Prende o foco, fecha com Esc e
 * devolve o foco ao gatilho. Sempre com `DialogTitle`. Para confirmar algo irreversível, use o diálogo de
 * confirmação; com muitos campos no celular, o painel lateral.
 */
const meta = {
  title: 'Primitivos/Diálogo',
  id: 'primitivos-dialog',
  argTypes: {
    open: ABERTO,
    defaultOpen: { description: 'Aberto no início (não controlado).', control: 'boolean' },
    onOpenChange: AO_ABRIR_OU_FECHAR,
    modal: {
      description: 'Bloqueia o resto da página enquanto aberto.',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
  },
  component: Dialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Novo imóvel</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo imóvel</DialogTitle>
          <DialogDescription>Preencha os dados do imóvel.</DialogDescription>
        </DialogHeader>
        <p className="text-sm">Conteúdo do formulário.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button>Salvar</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O diálogo fechado: só o botão que o abre. */
export const Closed: Story = {
  name: 'Fechado',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo imóvel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await expect(dialog).toHaveAccessibleDescription('Preencha os dados do imóvel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** O diálogo aberto, com título, formulário curto e os botões de ação. */
export const Open: Story = {
  name: 'Aberto',
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

/** Esc fecha o diálogo e o foco volta ao botão que o abriu. */
export const ClosesWithEscape: Story = {
  name: 'Fecha com Esc',
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** O estado “Aberto” na largura de um celular (375 px). */
export const OpenMobile: Story = {
  name: 'Aberto — celular',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Novo imóvel' })).toBeVisible();
  },
};

/** O estado “Aberto” no tema escuro. */
export const OpenDark: Story = {
  name: 'Aberto — escuro',
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Novo imóvel' })).toBeVisible();
  },
};
