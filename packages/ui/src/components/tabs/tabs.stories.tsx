import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Primitivos/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'entrar' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="entrar">Entrar</TabsTrigger>
        <TabsTrigger value="registrar">Registrar</TabsTrigger>
      </TabsList>
      <TabsContent value="entrar">Formulário de login</TabsContent>
      <TabsContent value="registrar">Formulário de cadastro</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário de login');
    await userEvent.click(canvas.getByRole('tab', { name: 'Registrar' }));
    await expect(canvas.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário de cadastro');
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' }, play: noEscuro(Default.play) };

const ABAS = ['Mensagens de contato', 'Notificações enviadas', 'E-mails', 'Pedidos de senha'];

/**
 * At 375 px a bar wider than the screen scrolls sideways inside the page (the page never widens);
 * the keyboard's End key reaches the last tab and brings it into view.
 */
export const RolaNoCelular: Story = {
  name: 'Rola no celular',
  args: { defaultValue: 'aba-0' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList>
        {ABAS.map((a, i) => (
          <TabsTrigger key={a} value={`aba-${i}`}>
            {a}
          </TabsTrigger>
        ))}
      </TabsList>
      {ABAS.map((a, i) => (
        <TabsContent key={a} value={`aba-${i}`}>
          Conteúdo de {a}
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    const lista = c.getByRole('tablist');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(lista.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(lista.scrollWidth).toBeGreaterThan(lista.clientWidth);
    await userEvent.click(c.getByRole('tab', { name: ABAS[0] }));
    await userEvent.keyboard('{End}');
    const ultima = c.getByRole('tab', { name: 'Pedidos de senha' });
    await expect(ultima).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(ultima.getBoundingClientRect().right).toBeLessThanOrEqual(
        lista.getBoundingClientRect().right + 1,
      ),
    );
    await expect(lista.scrollLeft).toBeGreaterThan(0);
    await expect(c.getByRole('tabpanel')).toHaveTextContent('Conteúdo de Pedidos de senha');
  }),
};
