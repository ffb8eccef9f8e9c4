import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelular } from '../../stories/play-helpers';
import { ContactForm } from './contact-form';

const preencher = async (el: HTMLElement) => {
  const c = within(el);
  await userEvent.type(c.getByLabelText('Nome'), 'Maria Souza');
  await userEvent.type(c.getByLabelText('Email'), 'maria@example.com');
  await userEvent.type(c.getByLabelText('Telefone'), '(11) 98888-7777');
  await userEvent.type(c.getByLabelText('Assunto'), 'Visita');
  await userEvent.type(c.getByLabelText('Mensagem'), 'Gostaria de agendar uma visita.');
};

/**
 * Formulário de contato do site: nome, e-mail, telefone, assunto e mensagem, todos obrigatórios. Mostra
 * “Enviando...” durante o envio, limpa os campos quando dá certo e mantém o que foi digitado quando falha.
 */
const meta = {
  title: 'Site/Formulário de contato',
  id: 'site-contactform',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onSend: fn(async () => undefined) },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O formulário em branco, pronto para preencher. */
export const Vazio: Story = {
  name: 'Vazio',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(c.getByLabelText('Telefone')).toHaveAttribute('placeholder', '(00) 00000-0000');
    await expect(c.getByLabelText('Mensagem')).toHaveClass('min-h-[150px]');
  },
};

/** Os cinco campos são obrigatórios. */
export const CamposObrigatorios: Story = {
  name: 'Campos obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar Mensagem' }));
    for (const t of [
      'Nome é obrigatório',
      'Email é obrigatório',
      'Telefone é obrigatório',
      'Assunto é obrigatório',
      'Mensagem é obrigatória',
    ]) {
      await expect(await c.findByText(t)).toBeVisible();
    }
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Um e-mail em formato inválido é recusado sob o campo; nada é enviado. */
export const EmailInvalido: Story = {
  name: 'E-mail inválido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await preencher(canvasElement);
    await userEvent.clear(c.getByLabelText('Email'));
    await userEvent.type(c.getByLabelText('Email'), 'maria');
    await userEvent.click(c.getByRole('button', { name: 'Enviar Mensagem' }));
    await expect(await c.findByText('Email inválido')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** “Enviando...” com o botão desabilitado durante o envio; depois o formulário é limpo. */
export const EnviandoDepoisLimpo: Story = {
  name: 'Enviando depois limpo',
  args: { onSend: fn(() => new Promise<void>((r) => setTimeout(r, 400))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await preencher(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar Mensagem' }));
    await expect(await c.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await waitFor(() => expect(c.getByLabelText('Nome')).toHaveValue(''));
    await waitFor(() => expect(c.getByLabelText('Telefone')).toHaveValue(''));
    // The schema keeps the phone's digits.
    await expect(args.onSend).toHaveBeenCalledWith({
      nome: 'Maria Souza',
      email: 'maria@example.com',
      telefone: '11988887777',
      assunto: 'Visita',
      mensagem: 'Gostaria de agendar uma visita.',
    });
  },
};

/** O telefone aceita dígitos e os mostra com máscara: um número de celular na tela do celular. */
export const TelefoneNoCelular: Story = {
  name: 'Telefone — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const telefone = within(canvasElement).getByLabelText('Telefone');
    await expect(telefone).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(telefone, '11988887777');
    await expect(telefone).toHaveValue('(11) 98888-7777');
  }),
};

/** Se o envio falha, o que foi digitado continua lá, para tentar de novo. */
export const Falha: Story = {
  name: 'Erro ao enviar',
  args: { onSend: fn(async () => Promise.reject(new Error('falhou'))) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await preencher(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Enviar Mensagem' }));
    await waitFor(() => expect(c.getByRole('button', { name: 'Enviar Mensagem' })).toBeEnabled());
    await expect(c.getByLabelText('Nome')).toHaveValue('Maria Souza');
  },
};
