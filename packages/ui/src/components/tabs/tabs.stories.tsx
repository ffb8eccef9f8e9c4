import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { noEscuro } from '../../stories/play-helpers';

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
