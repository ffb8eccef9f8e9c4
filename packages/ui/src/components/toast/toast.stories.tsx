import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { dismissToast, toast, Toaster } from './toast';
import type { ToastInput } from './toast-store';

const meta = {
  title: 'Primitivos/Toast',
  component: Toaster,
  tags: ['autodocs'],
  // The store is module-wide: start every story with nothing on screen.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const Trigger = ({ label, input }: { label: string; input: ToastInput }) => (
  <Button variant="outline" onClick={() => toast(input)}>
    {label}
  </Button>
);

export const Default: Story = {
  render: () => (
    <>
      <Trigger
        label="Mostrar"
        input={{ title: 'Mensagem enviada com sucesso!', description: 'Retornaremos em breve.' }}
      />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Mensagem enviada com sucesso!');
    await expect(status).toHaveTextContent('Retornaremos em breve.');
  },
};

export const OnlyOneVisible: Story = {
  render: () => (
    <>
      <Trigger label="Primeiro" input={{ title: 'Imóvel salvo' }} />
      <Trigger label="Segundo" input={{ title: 'Usuário criado', variant: 'success' }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Primeiro' }));
    await expect(await screen.findByText('Imóvel salvo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Segundo' }));
    await expect(await screen.findByText('Usuário criado')).toBeVisible();
    await expect(screen.queryByText('Imóvel salvo')).toBeNull();
    await expect(screen.getAllByRole('status')).toHaveLength(1);
  },
};

export const Destructive: Story = {
  render: () => (
    <>
      <Trigger label="Erro" input={{ title: 'Erro ao excluir documento', variant: 'destructive' }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erro' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao excluir documento');
  },
};

export const Success: Story = {
  render: () => (
    <>
      <Trigger label="Sucesso" input={{ title: 'Pagamento registrado', variant: 'success' }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sucesso' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Pagamento registrado');
  },
};

export const AutoDismissAndClose: Story = {
  render: () => (
    <>
      <Trigger label="Rápido" input={{ title: 'Some sozinho', duration: 300 }} />
      <Trigger label="Fixo" input={{ title: 'Fica até fechar', duration: 0 }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rápido' }));
    await expect(await screen.findByText('Some sozinho')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Some sozinho')).toBeNull(), { timeout: 2000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Fixo' }));
    const status = await screen.findByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Fechar' }));
    await expect(screen.queryByText('Fica até fechar')).toBeNull();
  },
};

export const DestructiveDark: Story = { ...Destructive, globals: { theme: 'dark' } };
