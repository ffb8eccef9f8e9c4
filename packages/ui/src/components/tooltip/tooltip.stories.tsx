import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Heart } from 'lucide-react';
import { Button } from '../button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';
import { controlado, noInicio } from '../../stories/argtypes-comuns';

/**
 * Dica curta ao passar o mouse ou focar um elemento, como o nome de um botão só com ícone. Não coloque nela
 * informação essencial nem ações.
 */
const meta = {
  title: 'Primitivos/Dica',
  id: 'primitivos-tooltip',
  argTypes: {
    open: controlado('Aberta'),
    defaultOpen: noInicio('Aberta'),
    delayDuration: { description: 'Atraso antes de abrir, em ms.', control: 'number' },
  },
  component: Tooltip,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Favoritar">
            <Heart aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Favoritar</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dica aparece quando o ponteiro para sobre o botão (ou quando ele recebe o foco). */
export const OnHover: Story = {
  name: 'Ao passar o mouse',
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Favoritar' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Favoritar');
  },
};

/** A dica aberta, para conferir o texto e a posição. */
export const Open: Story = {
  name: 'Aberto',
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Favoritar');
  },
};
