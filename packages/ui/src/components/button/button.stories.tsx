import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from './button';
import { Spinner } from '../spinner';
import { noEscuro } from '../../stories/play-helpers';

/**
 * Botão de ação. Use uma variante `default` por tela para a ação principal; `outline`/`ghost` para
 * secundárias; `destructive` para excluir ou desativar (sempre com confirmação). Para navegar, use `asChild`
 * com um link. Em envio, desative e marque `aria-busy`.
 */
const meta = {
  title: 'Primitivos/Botão',
  id: 'primitivos-button',
  argTypes: {
    variant: {
      description: 'Aparência: a ênfase da ação.',
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
      table: { defaultValue: { summary: 'default' } },
    },
    size: {
      description: 'Altura e espaçamento; `icon` é quadrado (exige `aria-label`).',
      control: 'select',
      options: ['sm', 'default', 'lg', 'icon'],
      table: { defaultValue: { summary: 'default' } },
    },
    asChild: { description: 'Renderiza o filho (ex.: um link) com o estilo do botão.', control: 'boolean' },
    disabled: { description: 'Desativa o botão.', control: 'boolean' },
    children: { description: 'Rótulo: verbo no infinitivo (“Salvar contrato”).', control: 'text' },
    onClick: { description: 'Chamado ao clicar.' },
  },
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salvar', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O botão principal, para a ação mais importante da tela (uma por tela). */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** As variantes lado a lado: principal, secundária, contorno, discreta, destrutiva e link. */
export const Variants: Story = {
  name: 'Variantes',
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};

/** Os tamanhos disponíveis, incluindo o botão só com ícone (que sempre tem `aria-label`). */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args}>Padrão</Button>
      <Button {...args} size="lg">
        Grande
      </Button>
      <Button {...args} size="icon" aria-label="Adicionar">
        <Plus aria-hidden />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adicionar' })).toBeVisible();
  },
};

/** Desativado: não responde a cliques e aparece esmaecido. */
export const Disabled: Story = {
  name: 'Desativado',
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * Ocupado: enquanto a ação acontece o botão mostra o indicador de carregamento e “Salvando...”, e fica
 * desabilitado.
 */
export const Busy: Story = {
  name: 'Ocupado',
  args: { disabled: true, 'aria-busy': true, children: undefined },
  render: (args) => (
    <Button {...args}>
      <Spinner className="text-current" />
      Salvando...
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** O estilo de botão aplicado a um link, para navegar para outra página com aparência de ação. */
export const AsLink: Story = {
  name: 'Como link',
  args: { asChild: true, children: <a href="#imoveis">Ver imóveis</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver imóveis' })).toHaveAttribute(
      'href',
      '#imoveis',
    );
  },
};

/** O estado “Variantes” no tema escuro. */
export const Dark: Story = {
  ...Variants,
  name: 'Escuro',
  globals: { theme: 'dark' },
  render: Variants.render,
  play: noEscuro(Variants.play),
};
