import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthTabs } from './auth-tabs';
import { larguraMaxima } from '../../stories/componentes-largura';

const meta = {
  title: 'Site/Abas de acesso',
  id: 'site-authtabs',
  component: AuthTabs,
  tags: ['autodocs'],
  args: { onLogin: fn(async () => undefined), onRegister: fn(async () => undefined), onForgotPassword: fn() },
  decorators: [larguraMaxima(420)],
} satisfies Meta<typeof AuthTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A aba “Entrar”: e-mail, senha (com o botão de mostrar e ocultar) e o botão de entrar. */
export const Entrar: Story = {
  name: 'Entrar',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    const senha = c.getByLabelText('Senha');
    await expect(senha).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Mostrar senha' }));
    await expect(senha).toHaveAttribute('type', 'text');
    await userEvent.click(c.getByRole('button', { name: 'Ocultar senha' }));
    await expect(senha).toHaveAttribute('type', 'password');
    await userEvent.type(c.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Esqueceu a senha?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledWith('ana@example.com');
  },
};

/** Enviar sem e-mail ou senha mostra as mensagens de obrigatório sob os campos; nada é enviado. */
export const LoginObrigatorio: Story = {
  name: 'Login obrigatório',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Entrar' }));
    await expect(await c.findByText('Email é obrigatório')).toBeVisible();
    await expect(c.getByText('Senha é obrigatória')).toBeVisible();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** “Entrando...” e botão desabilitado enquanto o pedido está em andamento. */
export const Entrando: Story = {
  name: 'Entrando',
  args: { onLogin: fn(() => new Promise<void>((r) => setTimeout(r, 600))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'Ana@Example.com');
    await userEvent.type(c.getByLabelText('Senha'), 'segredo1');
    await userEvent.click(c.getByRole('button', { name: 'Entrar' }));
    await expect(await c.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'ana@example.com', senha: 'segredo1' });
    await waitFor(() => expect(c.getByRole('button', { name: 'Entrar' })).toBeEnabled());
  },
};

const preencherRegistro = async (el: HTMLElement, confirmar: string) => {
  const c = within(el);
  await userEvent.click(c.getByRole('tab', { name: 'Registrar' }));
  await userEvent.type(await c.findByLabelText('Nome completo'), 'João Lima');
  await userEvent.type(c.getByLabelText('Email'), 'joao@example.com');
  await userEvent.type(c.getByLabelText('Senha (mínimo 6 caracteres)'), 'segredo1');
  await userEvent.type(c.getByLabelText('Confirme a senha'), confirmar);
  await userEvent.click(c.getByRole('button', { name: 'Registrar' }));
};

/** Senhas diferentes: aparece o aviso e nada é enviado. */
export const SenhasNaoConferem: Story = {
  name: 'Senhas não conferem',
  play: async ({ canvasElement, args }) => {
    await preencherRegistro(canvasElement, 'outra123');
    await expect(await within(canvasElement).findByText('As senhas não conferem.')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** No registro, uma senha com menos de 6 caracteres é recusada sob o campo. */
export const SenhaCurta: Story = {
  name: 'Senha curta',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Registrar' }));
    await userEvent.type(await c.findByLabelText('Nome completo'), 'João');
    await userEvent.type(c.getByLabelText('Email'), 'joao@example.com');
    await userEvent.type(c.getByLabelText('Senha (mínimo 6 caracteres)'), '123');
    await userEvent.type(c.getByLabelText('Confirme a senha'), '123');
    await userEvent.click(c.getByRole('button', { name: 'Registrar' }));
    await expect(await c.findByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** “Registrando...” enquanto processa; com sucesso, volta para “Entrar” com o e-mail já preenchido. */
export const RegistroComSucesso: Story = {
  name: 'Registro com sucesso',
  args: { onRegister: fn(() => new Promise<void>((r) => setTimeout(r, 400))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await preencherRegistro(canvasElement, 'segredo1');
    await expect(await c.findByRole('button', { name: 'Registrando...' })).toBeDisabled();
    await waitFor(() =>
      expect(c.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(args.onRegister).toHaveBeenCalledWith({
      nome: 'João Lima',
      email: 'joao@example.com',
      senha: 'segredo1',
    });
    await expect(c.getByLabelText('Email')).toHaveValue('joao@example.com');
    await userEvent.click(c.getByRole('tab', { name: 'Registrar' }));
    await expect(await c.findByLabelText('Nome completo')).toHaveValue('');
  },
};

/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = { name: 'Celular', globals: { viewport: { value: 'mobile' } } };
/** O estado padrão no tema escuro. */
export const Dark: Story = { name: 'Escuro', globals: { theme: 'dark' } };
