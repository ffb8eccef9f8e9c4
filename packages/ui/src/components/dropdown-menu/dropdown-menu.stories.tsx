import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { ABERTO, ABERTO_NO_INICIO } from '../../stories/argtypes-comuns';

const onSelect = fn();

/**
 * Menu suspenso de ações secundárias de um item (editar, excluir) atrás de um botão. Navegável por teclado.
 */
const meta = {
  title: 'Primitivos/Menu suspenso',
  id: 'primitivos-dropdownmenu',
  argTypes: {
    open: ABERTO,
    defaultOpen: ABERTO_NO_INICIO,
    modal: { description: 'Bloqueia o resto da página enquanto aberto.', control: 'boolean' },
  },
  component: DropdownMenu,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  beforeEach: () => {
    onSelect.mockClear();
  },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Ana Administradora</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Minha conta</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onSelect('perfil')}>Perfil</DropdownMenuItem>
        <DropdownMenuItem disabled>Configurações</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => onSelect('sair')}>
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O menu fechado: só o botão com o nome do usuário. */
export const Closed: Story = {
  name: 'Fechado',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ana Administradora' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(onSelect).toHaveBeenCalledWith('sair');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** O menu aberto, com as opções da conta. */
export const Open: Story = {
  name: 'Aberto',
  // Non-modal so the story's own trigger is not hidden behind aria-hidden while open on load.
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
