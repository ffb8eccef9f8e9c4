import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Primitivos/Abas',
  id: 'primitivos-tabs',
  parameters: {
    docs: {
      description: {
        component:
          'Abas para alternar entre vistas da mesma tela (ex.: Entrar / Criar conta). Navegação por setas do teclado.',
      },
    },
  },
  argTypes: {
    defaultValue: { description: 'Aba aberta no início.', control: 'text' },
    value: { description: 'Aba aberta (controlado).', control: 'text' },
    onValueChange: { description: 'Chamado ao trocar de aba.' },
    orientation: {
      description: 'Direção da lista de abas.',
      control: 'inline-radio',
      options: ['horizontal', 'vertical'],
    },
  },
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
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário de login');
    await userEvent.click(canvas.getByRole('tab', { name: 'Registrar' }));
    await expect(canvas.getByRole('tab', { name: 'Registrar' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Formulário de cadastro');
  },
};

export const Dark: Story = {
  ...Default,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Default.play),
};

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

const PORTAL = ['Contrato', 'Pagamentos', 'Documentos', 'Notificações'];

/**
 * `quebra`: a portal's main tabs wrap onto a second line at 375 px, every label whole and on screen (no tab
 * hidden past the edge of a scroller); from sm up they sit on one line.
 */
export const QuebraNoCelular: Story = {
  name: 'Quebra no celular',
  args: { defaultValue: 'aba-0' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList quebra>
        {PORTAL.map((a, i) => (
          <TabsTrigger key={a} value={`aba-${i}`}>
            {a}
          </TabsTrigger>
        ))}
      </TabsList>
      {PORTAL.map((a, i) => (
        <TabsContent key={a} value={`aba-${i}`}>
          Conteúdo de {a}
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    const lista = c.getByRole('tablist');
    await expect(lista.scrollWidth).toBeLessThanOrEqual(lista.clientWidth);
    const barra = lista.getBoundingClientRect();
    for (const nome of PORTAL) {
      const aba = c.getByRole('tab', { name: nome });
      const caixa = aba.getBoundingClientRect();
      await expect(caixa.left).toBeGreaterThanOrEqual(0);
      await expect(caixa.right).toBeLessThanOrEqual(375);
      // Inside the bar, not hanging below it over the content.
      await expect(caixa.bottom).toBeLessThanOrEqual(barra.bottom);
      await expect(aba.scrollWidth).toBeLessThanOrEqual(aba.clientWidth);
    }
    await userEvent.click(c.getByRole('tab', { name: 'Notificações' }));
    await expect(c.getByRole('tabpanel')).toHaveTextContent('Conteúdo de Notificações');
  }),
};
