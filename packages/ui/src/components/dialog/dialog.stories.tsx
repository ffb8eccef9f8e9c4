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

const meta = {
  title: 'Primitivos/Dialog',
  component: Dialog,
  tags: ['autodocs'],
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

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo imóvel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await expect(dialog).toHaveAccessibleDescription('Preencha os dados do imóvel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeVisible();
  },
};

export const ClosesWithEscape: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Novo imóvel' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenMobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Novo imóvel' })).toBeVisible();
  },
};

export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Novo imóvel' })).toBeVisible();
  },
};
