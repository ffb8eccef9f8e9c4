import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dataSchema } from '@morada/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { decoratorsDoCampo } from '../../stories/componentes-campo-mascarado';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { Button } from '../button';
import { Field } from '../field';
import { DateInput } from './date-input';
import { MaskedController } from './masked-controller';

/** A controlled date field, the way a form's `Controller` holds it. */
function Exemplo({
  inicial = '',
  min,
  max,
  onChange,
}: {
  /** Data inicial, 'YYYY-MM-DD'. */
  inicial?: string;
  /** Data mais antiga aceita, 'YYYY-MM-DD'. */
  min?: string;
  /** Data mais recente aceita, 'YYYY-MM-DD'. */
  max?: string;
  /** Recebe o valor do campo a cada mudança. */
  onChange?: (v: string) => void;
}) {
  const [valor, setValor] = useState(inicial);
  return (
    <Field label="Vencimento" htmlFor="vencimento" hint="Dia em que vence.">
      <DateInput
        id="vencimento"
        min={min}
        max={max}
        value={valor}
        onChange={(v) => {
          setValor(v);
          onChange?.(v);
        }}
      />
    </Field>
  );
}

/**
 * Data digitada como DD/MM/AAAA, ou escolhida no calendário do botão; o formulário recebe AAAA-MM-DD quando o
 * dia existe (antes disso, o texto digitado, que o esquema recusa como data inválida). `min` e `max` limitam
 * o calendário.
 */
const meta = {
  title: 'Primitivos/Campo com máscara/Data',
  id: 'primitivos-maskedinput-dateinput',
  component: Exemplo,
  tags: ['autodocs'],
  argTypes: {
    inicial: { description: 'Data inicial, AAAA-MM-DD.', control: 'text' },
    min: { description: 'Primeira data aceita, AAAA-MM-DD.', control: 'text' },
    max: { description: 'Última data aceita, AAAA-MM-DD.', control: 'text' },
    onChange: {
      description: 'Recebe a data em AAAA-MM-DD, ou o texto enquanto não é um dia real.',
      control: false,
    },
  },
  args: { onChange: fn() },
  decorators: decoratorsDoCampo,
} satisfies Meta<typeof Exemplo>;
export default meta;
type Story = StoryObj<typeof meta>;

const campo = (el: HTMLElement) => within(el).getByLabelText('Vencimento');

/** Uma data digitada número por número recebe as barras (dd/mm/aaaa) sozinha. */
export const Digitada: Story = {
  name: 'Digitada',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('Dia em que vence.');
    await userEvent.type(input, '05012026');
    await expect(input).toHaveValue('05/01/2026');
    // The form keeps the date the API carries.
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-05');
    // Letters are not taken.
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('05/01/2026');
  },
};

/**
 * Enquanto a data não está completa e válida, o formulário guarda o texto, para que o esquema possa
 * recusá-la.
 */
export const Incompleta: Story = {
  name: 'Incompleta',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement);
    await userEvent.type(input, '0501');
    await expect(input).toHaveValue('05/01');
    await expect(args.onChange).toHaveBeenLastCalledWith('05/01');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

/** Uma data salva aparece no formato dd/mm/aaaa. */
export const Inicial: Story = {
  name: 'Inicial',
  args: { inicial: '2026-01-05' },
  play: async ({ canvasElement, args }) => {
    await expect(campo(canvasElement)).toHaveValue('05/01/2026');
    // Showing a stored value is not an edit.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Uma data ISO colada (ou preenchida pelo teste e2e) é lida como data; uma “dd/mm/aaaa” colada também. */
export const Colada: Story = {
  name: 'Colada',
  play: async ({ canvasElement, args }) => {
    const input = campo(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('2026-01-12');
    await expect(input).toHaveValue('12/01/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-01-12');
    await userEvent.clear(input);
    await userEvent.paste('28/02/2027');
    await expect(input).toHaveValue('28/02/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-28');
  },
};

/** O botão de calendário abre a escolha da data, limitada ao período permitido. */
export const BotaoCalendario: Story = {
  name: 'Botão calendário',
  args: { min: '2026-01-01', max: '2026-12-31' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const botao = c.getByRole('button', { name: 'Abrir calendário' });
    await expect(botao).toBeEnabled();
    // The browser's calendar opens from a native date input kept out of the tab order.
    const nativo = canvasElement.querySelector('input[type="date"]');
    await expect(nativo).toHaveAttribute('tabindex', '-1');
    await expect(nativo).toHaveAttribute('min', '2026-01-01');
    await expect(nativo).toHaveAttribute('max', '2026-12-31');
    await userEvent.click(botao);
    // A day picked in the calendar fills the text field and the form.
    fireEvent.change(nativo as HTMLInputElement, { target: { value: '2026-03-10' } });
    await expect(campo(canvasElement)).toHaveValue('10/03/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-10');
  },
};

/** O estado “Digitada” no tema escuro. */
export const Escura: Story = {
  ...Digitada,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Digitada.play),
};

/** O estado “Digitada” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Digitada,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Digitada.play),
};

const schema = z.object({ vencimento: z.string().min(1, 'Informe a data.').pipe(dataSchema) });

/** In a form with zod: an impossible day is refused in pt-BR, a real one is submitted as ISO. */
function Formulario({ onSubmit }: { onSubmit: (dados: z.output<typeof schema>) => void }) {
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { vencimento: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field label="Vencimento" htmlFor="vencimento" error={formState.errors.vencimento?.message}>
        <MaskedController control={control} name="vencimento" as={DateInput} id="vencimento" />
      </Field>
      <Button type="submit">Salvar</Button>
    </form>
  );
}

/** Uma data que não existe (ex.: 31/02) é recusada pelo formulário, com a mensagem sob o campo. */
export const DataInexistenteNoFormulario: Story = {
  name: 'Data inexistente no formulário',
  // The form hands the submitted date to the story's onChange.
  render: (args) => <Formulario onSubmit={(dados) => args.onChange?.(dados.vencimento)} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Vencimento');
    await userEvent.type(input, '31022026');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('Data inválida');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '28022026');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('2026-02-28'));
  },
};
