import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelular } from '../../stories/play-helpers';
import { Field } from '../field';
import { Combobox, type FonteCombobox, type OpcaoCombobox } from './combobox';

const PROPRIETARIOS: OpcaoCombobox[] = [
  { id: 'p1', rotulo: 'Ana Souza', detalhe: 'ana@exemplo.com' },
  { id: 'p2', rotulo: 'Bruno Lima', detalhe: 'bruno@exemplo.com' },
  { id: 'p3', rotulo: 'Carla Dias', detalhe: 'carla@exemplo.com' },
];

type Demo = {
  /** O que o “servidor” responde: os proprietários que combinam com o termo, ou um estado fixo. */
  modo: 'busca' | 'carregando' | 'vazio' | 'erro';
  inicial?: string;
  rotuloSelecionado?: string;
  onChange: (o: OpcaoCombobox | undefined) => void;
  onBuscar: (termo: string) => void;
};

/**
 * O seletor com busca dos formulários do back office (proprietário, inquilino, imóvel): a pessoa digita,
 * o servidor responde algumas opções, as setas percorrem, Enter escolhe e Esc fecha. Nesta página, uma
 * busca simulada filtra três proprietários pelo termo digitado.
 */
function ComboboxDemo({ modo, inicial, rotuloSelecionado, onChange, onBuscar }: Demo) {
  const [valor, setValor] = useState(inicial);
  const [termo, setTermo] = useState<string | null>(null);
  const fonte: FonteCombobox = {
    opcoes:
      modo === 'busca' && termo !== null
        ? PROPRIETARIOS.filter((p) => p.rotulo.toLowerCase().includes(termo.toLowerCase()))
        : modo === 'vazio'
          ? []
          : undefined,
    carregando: modo === 'carregando',
    erro: modo === 'erro',
    onBuscar: (t) => {
      onBuscar(t);
      setTermo(t);
    },
  };
  return (
    <div className="max-w-sm p-4">
      <Field label="Proprietário" htmlFor="proprietario">
        <Combobox
          id="proprietario"
          value={valor}
          rotuloSelecionado={rotuloSelecionado}
          fonte={fonte}
          onChange={(o) => {
            setValor(o?.id);
            onChange(o);
          }}
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Admin/Seletor com busca',
  id: 'admin-combobox',
  component: ComboboxDemo,
  tags: ['autodocs'],
  // The component is a stand-in defined here, so the page's description is given by hand.
  parameters: {
    docs: {
      description: {
        component:
          'O seletor com busca dos formulários do back office (proprietário, inquilino, imóvel): a pessoa digita, o servidor responde algumas opções, as setas percorrem, Enter escolhe e Esc fecha. Nesta página, uma busca simulada filtra três proprietários pelo termo digitado.',
      },
    },
  },
  args: { modo: 'busca', onChange: fn(), onBuscar: fn() },
} satisfies Meta<typeof ComboboxDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar pergunta uma vez depois da pausa; as setas percorrem as opções e Enter escolhe uma. */
export const Busca: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const campo = c.getByRole('combobox', { name: 'Proprietário' });
    await userEvent.type(campo, 'br');
    await waitFor(() => expect(args.onBuscar).toHaveBeenLastCalledWith('br'));
    // One request for the pause, not one per key.
    await expect(args.onBuscar).not.toHaveBeenCalledWith('b');
    await expect(campo).toHaveAttribute('aria-expanded', 'true');
    const opcao = await c.findByRole('option', { name: /Bruno Lima/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(campo).toHaveAttribute('aria-activedescendant', opcao.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(PROPRIETARIOS[1]);
    await expect(campo).toHaveValue('Bruno Lima');
    await expect(campo).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Aberto numa edição: o campo mostra o nome do proprietário escolhido; Esc fecha e o mantém. */
export const ComValor: Story = {
  args: { inicial: 'p9', rotuloSelecionado: 'Zélia Prado' },
  play: async ({ canvasElement, args }) => {
    const campo = within(canvasElement).getByRole('combobox', { name: 'Proprietário' });
    await expect(campo).toHaveValue('Zélia Prado');
    await userEvent.click(campo);
    await userEvent.type(campo, 'x');
    await userEvent.keyboard('{Escape}');
    await expect(campo).toHaveValue('Zélia Prado');
    await expect(campo).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Enquanto o servidor responde, a lista avisa que está buscando. */
export const Carregando: Story = {
  args: { modo: 'carregando' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('combobox', { name: 'Proprietário' }));
    await expect(await c.findByRole('status')).toHaveTextContent('Buscando...');
  },
};

/** Nenhuma opção: “Nenhum resultado”, e Enter não escolhe nada. */
export const Vazio: Story = {
  args: { modo: 'vazio' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Proprietário' }), 'zzz{Enter}');
    await expect(await c.findByRole('status')).toHaveTextContent('Nenhum resultado');
    await expect(c.queryByRole('option')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A busca falhou: a lista avisa (a próxima tecla pergunta de novo). */
export const Erro: Story = {
  args: { modo: 'erro' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('combobox', { name: 'Proprietário' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('Não foi possível buscar. Tente novamente.');
  },
};

/** Apagar o texto e sair do campo limpa a escolha. */
export const Limpar: Story = {
  args: { inicial: 'p1', rotuloSelecionado: 'Ana Souza' },
  play: async ({ canvasElement, args }) => {
    const campo = within(canvasElement).getByRole('combobox', { name: 'Proprietário' });
    await userEvent.clear(campo);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith(undefined);
    await expect(campo).toHaveValue('');
  },
};

/** A busca no celular (375 px), com a escolha por toque. */
export const Celular: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Proprietário' }), 'carla');
    await userEvent.click(await c.findByRole('option', { name: /Carla Dias/ }));
    await expect(args.onChange).toHaveBeenCalledWith(PROPRIETARIOS[2]);
  }),
};

/** O tema escuro, aberto nas opções. */
export const Escuro: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('combobox', { name: 'Proprietário' }));
    await expect(await c.findAllByRole('option')).toHaveLength(3);
  },
};
