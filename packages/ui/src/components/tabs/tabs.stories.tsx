import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { controlado, noInicio } from '../../stories/argtypes-comuns';

/**
 * Abas para alternar entre vistas da mesma tela (ex.: Entrar / Criar conta). Navegação por setas do teclado.
 */
const meta = {
  title: 'Primitivos/Abas',
  id: 'primitivos-tabs',
  argTypes: {
    defaultValue: noInicio('Aba aberta', 'text'),
    value: controlado('Aba aberta', 'text'),
    onValueChange: { description: 'Chamado ao trocar de aba.' },
    orientation: {
      description: 'Direção da lista de abas.',
      control: 'inline-radio',
      options: ['horizontal', 'vertical'],
    },
    asChild: { description: 'Usa o elemento filho no lugar do contêiner das abas (uso avançado).' },
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

/**
 * Abas no estado padrão: a aba escolhida mostra o seu conteúdo; as setas do teclado passam de uma aba para
 * outra.
 */
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

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  ...Default,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Default.play),
};

/** One tab per name (values `aba-0`, `aba-1`…), each with a panel “Conteúdo de {name}”. */
const AbasNumeradas = ({
  abas,
  quebra,
  ...args
}: ComponentProps<typeof Tabs> & { abas: readonly string[]; quebra?: boolean }) => (
  <Tabs {...args}>
    <TabsList quebra={quebra}>
      {abas.map((a, i) => (
        <TabsTrigger key={a} value={`aba-${i}`}>
          {a}
        </TabsTrigger>
      ))}
    </TabsList>
    {abas.map((a, i) => (
      <TabsContent key={a} value={`aba-${i}`}>
        Conteúdo de {a}
      </TabsContent>
    ))}
  </Tabs>
);

const ABAS = ['Mensagens de contato', 'Notificações enviadas', 'E-mails', 'Pedidos de senha'];

/**
 * Em 375 px uma barra mais larga que a tela rola para o lado dentro da página (a página nunca alarga); a
 * tecla End leva à última aba e a traz para a vista.
 */
export const RolaNoCelular: Story = {
  name: 'Rolagem — celular',
  args: { defaultValue: 'aba-0' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <AbasNumeradas {...args} abas={ABAS} />,
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
 * `quebra`: as abas principais de um portal passam para uma segunda linha em 375 px, cada rótulo inteiro e
 * visível (nenhuma aba escondida além da borda de uma rolagem); a partir de sm ficam numa linha só.
 */
export const QuebraNoCelular: Story = {
  name: 'Quebra de linha — celular',
  args: { defaultValue: 'aba-0' },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <AbasNumeradas {...args} abas={PORTAL} quebra />,
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
