import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, fieldControlAria } from './field';
import { PasswordField } from './password-field';
import { Button } from '../button';
import { Input } from '../input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';
import { ROTULO_DO_CAMPO } from '../../stories/argtypes-comuns';

/**
 * Campo de formulário completo: rótulo, controle (campo, seleção, área de texto), dica e mensagem de erro,
 * ligados por `id`, `aria-describedby` e `aria-invalid`. Use sempre em formulários.
 */
const meta = {
  title: 'Primitivos/Campo',
  id: 'primitivos-field',
  argTypes: {
    label: ROTULO_DO_CAMPO,
    htmlFor: { description: 'O `id` do controle.', control: 'text' },
    hint: { description: 'Dica de preenchimento, abaixo do controle.', control: 'text' },
    error: {
      description: 'Mensagem de erro (do catálogo `MSG`); marca o controle como inválido.',
      control: 'text',
    },
  },
  component: Field,
  tags: ['autodocs'],
  args: { label: 'E-mail', htmlFor: 'email', children: null },
  // The control gets no aria prop: it reads the Field's hint and error from context.
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <Input id="email" type="email" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo com rótulo, no estado padrão. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Um campo com dica sob o rótulo, para orientar o preenchimento. */
export const WithHint: Story = {
  name: 'Com dica',
  args: { hint: 'Usaremos para responder seu contato.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Usaremos para responder seu contato.');
    await expect(input).not.toBeInvalid();
  },
};

/** Um campo com erro: a mensagem em vermelho sob o campo, lida pelo leitor de tela junto com ele. */
export const WithError: Story = {
  name: 'Com erro',
  args: { error: 'Email inválido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email inválido');
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Email inválido');
    await expect(input).toBeInvalid();
  },
};

/** Dica e erro juntos: os dois são lidos, a dica primeiro. */
export const WithHintAndError: Story = {
  name: 'Com dica e erro',
  args: { hint: 'Usaremos para responder seu contato.', error: 'Email inválido' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Usaremos para responder seu contato. Email inválido');
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
  },
};

/**
 * Quem chama já passa seus próprios ids (e `fieldControlAria`): eles são mantidos, somados aos do Field, sem
 * repetição.
 */
export const CallerIdsMerged: Story = {
  name: 'Descrições extras somadas',
  args: { hint: 'Com DDD.', error: 'Telefone inválido', label: 'Telefone', htmlFor: 'telefone' },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <p id="telefone-extra" className="text-xs text-muted-foreground">
        Só números.
      </p>
      <Field {...args}>
        <Input
          id="telefone"
          {...fieldControlAria('telefone', { hint: args.hint, error: args.error })}
          aria-describedby="telefone-extra telefone-error"
        />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefone' });
    await expect(input).toHaveAttribute('aria-describedby', 'telefone-extra telefone-error telefone-hint');
    await expect(input).toHaveAccessibleDescription('Só números. Telefone inválido Com DDD.');
    await expect(input).toBeInvalid();
  },
};

/** O `aria-invalid` informado explicitamente por quem chama prevalece sobre o erro do Field. */
export const CallerAriaInvalidWins: Story = {
  name: 'Inválido definido pela tela',
  args: { error: 'Email inválido' },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <Input id="email" type="email" aria-invalid={false} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).not.toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email inválido');
  },
};

/** Área de texto, seleção nativa e campo de senha usam o mesmo contexto do campo. */
export const OtherControls: Story = {
  name: 'Outros controles',
  args: { label: 'Mensagem', htmlFor: 'mensagem', error: 'Mensagem é obrigatória' },
  render: (args) => (
    <div className="grid max-w-sm gap-4">
      <Field {...args}>
        <Textarea id="mensagem" />
      </Field>
      <Field label="Tipo" htmlFor="tipo" error="Tipo é obrigatório">
        <NativeSelect id="tipo">
          <option value="">Selecione</option>
          <option value="casa">Casa</option>
        </NativeSelect>
      </Field>
      <PasswordField id="senha" label="Senha" error="Senha é obrigatória" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const mensagem = c.getByRole('textbox', { name: 'Mensagem' });
    await expect(mensagem).toHaveAccessibleDescription('Mensagem é obrigatória');
    await expect(mensagem).toBeInvalid();
    const tipo = c.getByRole('combobox', { name: 'Tipo' });
    await expect(tipo).toHaveAccessibleDescription('Tipo é obrigatório');
    await expect(tipo).toBeInvalid();
    const senha = c.getByLabelText('Senha');
    await expect(senha).toHaveAccessibleDescription('Senha é obrigatória');
    await expect(senha).toHaveAttribute('aria-describedby', 'senha-error');
  },
};

function FormularioEmail() {
  const [erro, setErro] = useState<string>();
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = new FormData(e.currentTarget).get('email');
    setErro(typeof email === 'string' && email.includes('@') ? undefined : 'Email inválido');
  };
  return (
    <form noValidate onSubmit={enviar} className="grid max-w-sm gap-4">
      <Field label="E-mail" htmlFor="email-form" error={erro}>
        <Input id="email-form" name="email" type="email" />
      </Field>
      <Button type="submit">Enviar</Button>
    </form>
  );
}

/** O que o leitor de tela ouve: depois de um envio inválido, o campo é descrito pelo seu erro. */
export const InvalidSubmit: Story = {
  name: 'Envio inválido',
  render: () => <FormularioEmail />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'E-mail' });
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, 'ana');
    await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
    await expect(input).toHaveAccessibleDescription('Email inválido');
    await expect(input).toBeInvalid();
    await userEvent.type(input, '@morada.com.br');
    await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input).not.toBeInvalid();
  },
};

/** O estado “Com erro” no tema escuro. */
export const ErrorDark: Story = { ...WithError, name: 'Com erro — escuro', globals: { theme: 'dark' } };
