import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { processosExemplo } from '../../stories/admin-fixtures';
import { LegalCaseForm } from './legal-case-form';
import { larguraMaxima } from '../../stories/componentes-largura';
import { digitarCampos, enviarEsperandoParte, enviarRecusado } from '../../stories/componentes-formulario';

const meta = {
  title: 'Admin/Formulário de processo',
  id: 'admin-legalcaseform',
  component: LegalCaseForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [larguraMaxima(640)],
} satisfies Meta<typeof LegalCaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os padrões da seção 9: Despejo, Aberto, Média, valor 0. */
export const Novo: Story = {
  name: 'Novo',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Tipo')).toHaveValue('Despejo');
    await expect(c.getByLabelText('Status')).toHaveValue('Aberto');
    await expect(c.getByLabelText('Prioridade')).toHaveValue('Média');
    await expect(c.getByLabelText('Valor (R$)')).toHaveValue('R$ 0,00');
    await expect(c.getByLabelText('Prazo')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  },
};

/** Criar sem preencher mostra as mensagens de obrigatório sob os campos. */
export const Obrigatorios: Story = {
  name: 'Obrigatórios',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await enviarRecusado(c, 'Criar', args.onSubmit, [
      'Número é obrigatório',
      'Descrição é obrigatória',
      'Advogado responsável é obrigatório',
    ]);
  },
};

/** Um processo preenchido corretamente é criado com os dados digitados. */
export const Valido: Story = {
  name: 'Válido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['Número do processo', '0001-45.2026'],
      ['Descrição', 'Despejo por falta de pagamento'],
      ['Advogado responsável', 'Dr. Paulo'],
      ['Prazo', '10032026'],
    ]);
    await enviarEsperandoParte(c, 'Criar', args.onSubmit, {
      tipo: 'Despejo',
      status: 'Aberto',
      prioridade: 'Média',
      valor: 0,
      dataPrazo: '2026-03-10',
    });
  },
};

/** Edição: o formulário vem preenchido com o processo e o botão diz “Atualizar”. */
export const Edicao: Story = {
  name: 'Edição',
  args: { processo: processosExemplo[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atualizar' })).toBeVisible();
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = { name: 'Salvando', args: { busy: true } };

/** O valor digitado com ponto decimal, tecla por tecla, chega ao formulário em reais. */
export const ValorDigitado: Story = {
  name: 'Valor digitado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await digitarCampos(c, [
      ['Número do processo', '0001-45.2026'],
      ['Descrição', 'Cobrança'],
      ['Advogado responsável', 'Dr. Paulo'],
    ]);
    const valor = c.getByLabelText('Valor (R$)');
    await userEvent.clear(valor);
    await userEvent.type(valor, '2500.50');
    await expect(valor).toHaveValue('R$ 2.500,50');
    await enviarEsperandoParte(c, 'Criar', args.onSubmit, { valor: 2500.5 });
  },
};
