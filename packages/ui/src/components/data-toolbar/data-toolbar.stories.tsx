import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataToolbar, opcoesComTodos } from './data-toolbar';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Barra de filtros',
  id: 'admin-datatoolbar',
  component: DataToolbar,
  tags: ['autodocs'],
  args: { busca: '', onBuscaChange: fn(), onRefresh: fn(), onExport: fn() },
} satisfies Meta<typeof DataToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

function ComEstado(args: Parameters<typeof DataToolbar>[0]) {
  const [busca, setBusca] = useState('');
  const [tipo, setTipo] = useState('todos');
  return (
    <DataToolbar
      {...args}
      busca={busca}
      onBuscaChange={(v) => {
        setBusca(v);
        args.onBuscaChange(v);
      }}
      filtros={[
        {
          id: 'tipo',
          label: 'Tipo',
          value: tipo,
          options: opcoesComTodos(['Apartamento', 'Casa']),
          onChange: setTipo,
        },
      ]}
    />
  );
}

/** A barra completa: busca, filtros, “Atualizar” e “Exportar CSV”. */
export const Completa: Story = {
  name: 'Completa',
  render: (args) => <ComEstado {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'moema');
    await expect(args.onBuscaChange).toHaveBeenLastCalledWith('moema');
    await expect(c.getByLabelText('Tipo')).toHaveValue('todos');
    await userEvent.click(c.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Atualizando: o botão mostra “Atualizando...” e fica desabilitado. */
export const Atualizando: Story = {
  name: 'Atualizando',
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atualizando...' })).toBeDisabled();
  },
};

/** Só a busca, para tabelas que não atualizam nem exportam. */
export const SoBusca: Story = {
  name: 'Só busca',
  args: { onRefresh: undefined, onExport: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  },
};

/** O estado “Completa” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Completa,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Completa.play),
};
