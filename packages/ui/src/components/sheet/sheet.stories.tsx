import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from 'lucide-react';
import { Button } from '../button';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet';
import { ABERTO, ABERTO_NO_INICIO, AO_ABRIR_OU_FECHAR } from '../../stories/argtypes-comuns';

type Side = 'left' | 'right' | 'top' | 'bottom';

/**
 * Painel lateral: um diálogo que desliza de uma borda. Usado no menu do celular e em formulários longos.
 */
const meta = {
  title: 'Primitivos/Painel lateral',
  id: 'primitivos-sheet',
  argTypes: {
    open: ABERTO,
    defaultOpen: ABERTO_NO_INICIO,
    onOpenChange: AO_ABRIR_OU_FECHAR,
  },
  component: Sheet,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  render: (args, { parameters }) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side={(parameters.side as Side | undefined) ?? 'right'}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navegação do site</SheetDescription>
        </SheetHeader>
        <nav className="grid gap-2 text-sm">
          <a href="#inicio">Início</a>
          <a href="#imoveis">Imóveis</a>
        </nav>
        <SheetClose asChild>
          <Button variant="secondary">Fechar menu</Button>
        </SheetClose>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O painel lateral fechado: só o botão que o abre. */
export const Closed: Story = {
  name: 'Fechado',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'Imóveis' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** O estado “Aberto à direita” na largura de um celular (375 px). */
export const OpenRight: Story = {
  name: 'Aberto à direita — celular',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** O painel abrindo pela esquerda. */
export const OpenLeft: Story = {
  ...OpenRight,
  name: 'Aberto à esquerda — celular',
  parameters: { side: 'left' },
};
/** O painel abrindo pelo topo. */
export const OpenTop: Story = { ...OpenRight, name: 'Aberto no topo — celular', parameters: { side: 'top' } };
/** O painel abrindo por baixo. */
export const OpenBottom: Story = {
  ...OpenRight,
  name: 'Aberto embaixo — celular',
  parameters: { side: 'bottom' },
};
