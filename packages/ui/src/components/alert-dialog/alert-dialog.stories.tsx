import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG } from '@morada/domain';
import { Button } from '../button';
import { ConfirmDialog } from './alert-dialog';
import { ABERTO, AO_ABRIR_OU_FECHAR } from '../../stories/argtypes-comuns';

/**
 * Diálogo de confirmação para ações que não se desfazem (excluir, rescindir). O título diz a ação; o botão de
 * confirmar repete o verbo. Em `busy`, os botões ficam desativados até a ação terminar.
 */
const meta = {
  title: 'Primitivos/Diálogo de confirmação',
  id: 'primitivos-confirmdialog',
  argTypes: {
    open: ABERTO,
    title: { description: 'A pergunta (“Excluir contrato?”).', control: 'text' },
    description: { description: 'A consequência, em uma frase.', control: 'text' },
    confirmLabel: { description: 'Rótulo do botão de confirmar.', control: 'text' },
    cancelLabel: { description: 'Rótulo do botão de cancelar.', control: 'text' },
    busy: { description: 'Ação em andamento.', control: 'boolean' },
    onConfirm: { description: 'Chamado ao confirmar.' },
    onOpenChange: AO_ABRIR_OU_FECHAR,
  },
  component: ConfirmDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Excluir contrato',
    description: MSG.admin.confirmarExcluirContrato,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O diálogo aberto, com a pergunta e os botões “Cancelar” e “Excluir”: use para confirmar uma ação que não se
 * desfaz.
 */
export const Open: Story = {
  name: 'Aberto',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir contrato' });
    await expect(dialog).toHaveTextContent('Tem certeza que deseja excluir este contrato?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** “Cancelar” fecha o diálogo sem confirmar nada. */
export const Cancel: Story = {
  name: 'Cancelar',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Os textos do título e dos botões podem mudar conforme a ação (aqui, desativar um usuário). */
export const CustomLabels: Story = {
  name: 'Rótulos personalizados',
  args: { confirmLabel: 'Desativar', cancelLabel: 'Voltar', title: 'Desativar usuário' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar usuário' });
    await expect(within(dialog).getByRole('button', { name: 'Desativar' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeVisible();
  },
};

/** Enquanto a confirmação é processada, os botões ficam desabilitados e o diálogo não fecha. */
export const Busy: Story = {
  name: 'Ocupado',
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Controlado por um gatilho: o diálogo fecha quando a confirmação (assíncrona) termina. */
export const FromTrigger: Story = {
  name: 'A partir do gatilho',
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Excluir
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          onConfirm={async () => {
            await args.onConfirm();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = { name: 'Escuro', globals: { theme: 'dark' }, play: Open.play };
