import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe } from '../../stories/gemeas';
import { LimiteAprovacaoCard } from './limite-aprovacao-card';

const meta = {
  title: 'Telas/Admin/Limite de aprovação',
  id: 'admin-views-limite-aprovacao',
  component: LimiteAprovacaoCard,
  tags: ['autodocs'],
  args: {
    alvo: 'agencia',
    limite: { limiteCentavos: 50_000 },
    onRetry: fn(),
    onSalvar: fn(async () => undefined),
  },
} satisfies Meta<typeof LimiteAprovacaoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O limite da imobiliária (Configurações): R$ 500,00; salvar 800,00 envia 80000 centavos e confirma. */
export const Imobiliaria: Story = {
  name: 'Imobiliária',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Limite de aprovação de chamados')).toBeVisible();
    await expect(c.getByText('Limite em vigor: R$ 500,00.')).toBeVisible();
    const campo = c.getByRole('textbox', { name: 'Limite (R$)' });
    await expect(campo).toHaveValue('500,00');
    await userEvent.clear(campo);
    await userEvent.type(campo, '800,00');
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(args.onSalvar).toHaveBeenCalledWith({ limiteCentavos: 80_000 });
    await expect(await c.findByRole('status')).toHaveTextContent('Limite de aprovação salvo: R$ 800,00.');
  },
};

/** Um valor que não é dinheiro, ou nenhum: a mensagem sob o campo e nada enviado. */
export const ValorInvalido: Story = {
  name: 'Valor inválido',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const campo = c.getByRole('textbox', { name: 'Limite (R$)' });
    await userEvent.clear(campo);
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(await c.findByText('Informe o limite em reais, como 500,00')).toBeVisible();
    await userEvent.type(campo, '-20');
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(await c.findByText('Informe um valor em reais, zero ou mais, como 500,00')).toBeVisible();
    await expect(campo).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** O servidor recusa: a mensagem dele aparece acima do botão e o valor digitado fica. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: {
    onSalvar: fn(async () => Promise.reject(new Error('recusado'))),
    errosDoErro: () => ({ limiteCentavos: 'Valor inválido' }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const campo = c.getByRole('textbox', { name: 'Limite (R$)' });
    await userEvent.clear(campo);
    await userEvent.type(campo, '1.200,00');
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(await c.findByText('Valor inválido')).toBeVisible();
    await expect(campo).toHaveValue('1.200,00');
    await expect(c.queryByRole('status')).toBeNull();
  },
};

/** Um imóvel sem limite próprio: segue o da imobiliária (campo desabilitado); desmarcar e salvar 300,00. */
export const ImovelSegueImobiliaria: Story = {
  name: 'Imóvel segue a imobiliária',
  args: { alvo: 'imovel', limite: { limiteCentavos: null, limiteAgenciaCentavos: 50_000 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Limite de aprovação deste imóvel')).toBeVisible();
    const segue = c.getByRole('checkbox', { name: 'Usar o limite da imobiliária (R$ 500,00)' });
    await expect(segue).toBeChecked();
    const campo = c.getByRole('textbox', { name: 'Limite (R$)' });
    await expect(campo).toBeDisabled();
    await userEvent.click(segue);
    await userEvent.clear(campo);
    await userEvent.type(campo, '300');
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(args.onSalvar).toHaveBeenCalledWith({ limiteCentavos: 30_000 });
    await expect(await c.findByRole('status')).toHaveTextContent('Limite de aprovação salvo: R$ 300,00.');
  },
};

/** Um imóvel com limite próprio: marcar “Usar o limite da imobiliária” envia null. */
export const ImovelComLimiteProprio: Story = {
  name: 'Imóvel com limite próprio',
  args: { alvo: 'imovel', limite: { limiteCentavos: 20_000, limiteAgenciaCentavos: 50_000 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Limite em vigor: R$ 200,00.')).toBeVisible();
    await expect(c.getByRole('textbox', { name: 'Limite (R$)' })).toHaveValue('200,00');
    await userEvent.click(c.getByRole('checkbox', { name: /Usar o limite da imobiliária/ }));
    await userEvent.click(c.getByRole('button', { name: 'Salvar limite' }));
    await expect(args.onSalvar).toHaveBeenCalledWith({ limiteCentavos: null });
    await expect(await c.findByRole('status')).toHaveTextContent(
      'Este imóvel segue o limite da imobiliária.',
    );
  },
};

/** A primeira leitura. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { limite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o limite de aprovação...')).toBeVisible();
  },
};

/** A leitura falhou: o erro com “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { limite: undefined, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Não foi possível carregar o limite de aprovação')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(c.queryByRole('textbox')).toBeNull();
  },
};

/** O imóvel que segue a imobiliária na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(ImovelSegueImobiliaria), name: 'Celular' };
/** O limite da imobiliária no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Imobiliaria), name: 'Escuro' };
