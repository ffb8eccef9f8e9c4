import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { noCelular, preencherNovaSenha } from '../../stories/play-helpers';
import { PrimeiroAcessoForm } from './primeiro-acesso-form';
import { larguraMaxima } from '../../stories/componentes-largura';

const meta = {
  title: 'Site/Formulário de primeiro acesso',
  id: 'site-primeiroacessoform',
  component: PrimeiroAcessoForm,
  tags: ['autodocs'],
  args: {
    convite: { nome: 'Mariana Costa', email: 'inquilina@morada.com.br' },
    onCriar: fn(async () => undefined),
  },
  decorators: [larguraMaxima(420)],
} satisfies Meta<typeof PrimeiroAcessoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const preencher = (el: HTMLElement, senha: string, confirmar: string) =>
  preencherNovaSenha(el, { senha, confirmar, botao: 'Criar senha e entrar' });

/** O convite está sendo consultado. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { convite: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryByLabelText('Nova senha')).toBeNull();
  },
};

/** Cumprimenta o locatário e mostra o e-mail da conta acima dos dois campos de senha. */
export const Pronto: Story = {
  name: 'Pronto',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Crie sua senha' })).toBeVisible();
    await expect(c.getByText('Olá, Mariana Costa! Escolha uma senha para acessar a sua área.')).toBeVisible();
    await expect(c.getByText('inquilina@morada.com.br')).toBeVisible();
    await expect(c.getByLabelText('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
    await expect(c.getByLabelText('Confirme a senha')).toHaveAttribute('type', 'password');
    await expect(c.getByRole('button', { name: 'Criar senha e entrar' })).toBeEnabled();
  },
};

/** Token desconhecido, expirado ou já usado: o aviso no lugar do formulário. */
export const Invalido: Story = {
  name: 'Inválido',
  args: { convite: null, invalido: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Este link de acesso é inválido, expirou ou já foi usado. Peça um novo link à imobiliária.',
    );
    await expect(c.queryByRole('button', { name: 'Criar senha e entrar' })).toBeNull();
  },
};

/** Senhas diferentes: aparece o aviso e nada é enviado. */
export const SenhasNaoConferem: Story = {
  name: 'Senhas não conferem',
  play: async ({ canvasElement, args }) => {
    await preencher(canvasElement, 'segredo1', 'outra123');
    await expect(await within(canvasElement).findByText('As senhas não conferem.')).toBeVisible();
    await expect(args.onCriar).not.toHaveBeenCalled();
  },
};

/** Uma senha com menos de 6 caracteres é recusada sob o campo; nada é enviado. */
export const SenhaCurta: Story = {
  name: 'Senha curta',
  play: async ({ canvasElement, args }) => {
    await preencher(canvasElement, '123', '123');
    await expect(
      await within(canvasElement).findByText('A senha deve ter pelo menos 6 caracteres'),
    ).toBeVisible();
    await expect(args.onCriar).not.toHaveBeenCalled();
  },
};

/** “Criando...” e botão desabilitado enquanto a senha é definida. */
export const Envio: Story = {
  name: 'Envio',
  args: { onCriar: fn(() => new Promise<void>((r) => setTimeout(r, 500))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await preencher(canvasElement, 'segredo1', 'segredo1');
    await expect(await c.findByRole('button', { name: 'Criando...' })).toBeDisabled();
    await expect(args.onCriar).toHaveBeenCalledWith('segredo1');
    await waitFor(() => expect(c.getByRole('button', { name: 'Criar senha e entrar' })).toBeEnabled());
  },
};

/** O estado “Pronto” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Pronto,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Pronto.play),
};
