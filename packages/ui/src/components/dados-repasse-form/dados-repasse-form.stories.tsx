import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DadosRepasseForm } from './dados-repasse-form';
import { larguraMaxima } from '../../stories/componentes-largura';
import {
  digitarCampos,
  enviarEsperando,
  enviarEsperandoParte,
  enviarRecusado,
} from '../../stories/componentes-formulario';

const dadosExemplo = {
  documento: '12345678909',
  titular: 'Paulo Proprietário',
  banco: '341 — Itaú',
  agencia: '0123',
  conta: '45678-9',
  chavePix: 'paulo@example.com',
};

const meta = {
  title: 'Admin/Formulário de dados de repasse',
  id: 'admin-dadosrepasseform',
  component: DadosRepasseForm,
  tags: ['autodocs'],
  args: { dados: null, onSalvar: fn(async () => undefined), onCancelar: fn() },
  decorators: [larguraMaxima(560)],
} satisfies Meta<typeof DadosRepasseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ainda sem dados salvos: o CPF ou CNPJ é o único campo obrigatório. */
export const Vazio: Story = {
  name: 'Vazio',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const rotulo of ['CPF ou CNPJ', 'Titular da conta', 'Banco', 'Agência', 'Conta', 'Chave PIX'])
      await expect(c.getByLabelText(rotulo)).toHaveValue('');
    await enviarRecusado(c, 'Salvar', args.onSalvar, ['CPF ou CNPJ é obrigatório']);
  },
};

/** Os dígitos verificadores são conferidos na hora (mesmo esquema do servidor). */
export const CpfInvalido: Story = {
  name: 'CPF inválido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('CPF ou CNPJ'), '111.111.111-11');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('CPF ou CNPJ inválido')).toBeVisible();
    await expect(c.getByLabelText('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/**
 * Proprietário pessoa jurídica: um CNPJ válido é salvo, enviado só com dígitos, com a chave PIX normalizada.
 */
export const CnpjValido: Story = {
  name: 'CNPJ válido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['CPF ou CNPJ', '11.222.333/0001-81'],
      ['Titular da conta', 'Palmeiras Participações Ltda'],
      ['Banco', '001 — Banco do Brasil'],
      ['Agência', '1234'],
      ['Conta', '98765-0'],
      ['Chave PIX', '11.222.333/0001-81'],
    ]);
    await enviarEsperando(c, 'Salvar', args.onSalvar, {
      documento: '11222333000181',
      titular: 'Palmeiras Participações Ltda',
      banco: '001 — Banco do Brasil',
      agencia: '1234',
      conta: '98765-0',
      chavePix: '11222333000181',
    });
  },
};

/** Os dados salvos aparecem para edição (o documento escrito do jeito habitual). */
export const Preenchido: Story = {
  name: 'Preenchido',
  args: { dados: dadosExemplo },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('CPF ou CNPJ')).toHaveValue('123.456.789-09');
    await expect(c.getByLabelText('Chave PIX')).toHaveValue('paulo@example.com');
    await userEvent.clear(c.getByLabelText('Chave PIX'));
    await enviarEsperandoParte(c, 'Salvar', args.onSalvar, { documento: '12345678909', chavePix: null });
    await userEvent.click(c.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelar).toHaveBeenCalled();
  },
};

/** O servidor recusou: as mensagens sob os campos; a que não indica campo aparece acima dos botões. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    dados: dadosExemplo,
    onSalvar: fn(async () => {
      throw new Error('recusado');
    }),
    errosDoErro: () => ({
      chavePix: 'Chave PIX inválida (e-mail, CPF, CNPJ, telefone +55 ou chave aleatória)',
      id: 'Usuário não é proprietário',
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(
      await c.findByText('Chave PIX inválida (e-mail, CPF, CNPJ, telefone +55 ou chave aleatória)'),
    ).toBeVisible();
    await expect(c.getByLabelText('Chave PIX')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByText('Usuário não é proprietário')).toBeVisible();
  },
};
