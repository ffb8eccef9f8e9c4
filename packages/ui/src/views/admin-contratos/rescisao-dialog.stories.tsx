import { MSG_CICLO, type Contrato, type RescisaoEntradaValida } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { RescisaoDialog, type RescisaoDialogProps } from './rescisao-dialog';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';
import {
  HOJE,
  contratoComCaucao,
  simular,
  rescisaoExemplo,
  rescisaoComCobranca,
} from './rescisao-dialog.fixtures';

const E = MSG_CICLO.rescisao.erros;

/** A contract whose guarantee is a caução: the dialog asks what to do with it. */

/** Leaving early: October open, November pro rata, the penalty, two adjustments, the caução used. */

/** Penalty waived, November already paid in full: its unused days come back as a credit. */

/** End of the term: the last month whole, the caução returned whole, nothing left either way. */

/** The tenant owes: one charge of the saldo, due 10 days after the rescisão. */

const dialogo = async () =>
  within(await screen.findByRole('dialog', { name: 'Rescindir contrato — CT-2026-001' }));

/** The value cell of the settlement's line with this text. */

const valorDaLinha = (d: ReturnType<typeof within>, texto: string) =>
  within(d.getByText(texto).closest('tr') as HTMLElement).getAllByRole('cell')[1];

/** Motive 'Rescisão pelo locatário' and two adjustments (a debit and a credit). */

const preencherSaidaAntecipada = async (d: ReturnType<typeof within>) => {
  await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Rescisão pelo locatário');
  for (const [descricao, valor] of [
    ['Pintura', '800,00'],
    ['Desconto combinado', '-150,00'],
  ] as const) {
    await userEvent.click(d.getByRole('button', { name: 'Adicionar lançamento' }));
    await userEvent.type(d.getAllByLabelText('Descrição do lançamento').at(-1) as HTMLElement, descricao);
    await userEvent.type(d.getAllByLabelText('Valor do lançamento (R$)').at(-1) as HTMLElement, valor);
  }
};

const meta = {
  title: 'Telas/Admin/Contratos/Rescisão',
  id: 'admin-views-contratos-rescisão',
  component: RescisaoDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    contrato: contratoExemplo,
    onOpenChange: fn(),
    onSimular: fn(simular),
    onConfirmar: fn(async (d: RescisaoEntradaValida) => rescisaoExemplo(d)),
    onBaixarTermo: fn(),
    hoje: HOJE,
  },
} satisfies Meta<typeof RescisaoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Abre com a data de hoje; a dispensa da multa só aparece quando é o locatário quem sai, e a caução só quando
 * existe.
 */
export const Formulario: Story = {
  name: 'Formulário',
  play: async () => {
    const d = await dialogo();
    await expect(d.getByLabelText('Data de saída')).toHaveValue('23/11/2026');
    await expect(d.getByLabelText('Motivo')).toHaveValue('');
    await expect(d.queryByLabelText('Destino da caução')).toBeNull();
    await expect(d.queryByRole('checkbox', { name: 'Dispensar multa rescisória' })).toBeNull();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Rescisão pelo locatário');
    await expect(d.getByRole('checkbox', { name: 'Dispensar multa rescisória' })).not.toBeChecked();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await expect(d.queryByRole('checkbox', { name: 'Dispensar multa rescisória' })).toBeNull();
    await expect(d.queryByRole('button', { name: 'Confirmar rescisão' })).toBeNull();
  },
};

/** Sem data ou motivo nada é calculado; os erros ficam sob os campos. */
export const DataObrigatoria: Story = {
  name: 'Data de saída obrigatória',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.clear(d.getByLabelText('Data de saída'));
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(await d.findByText(E.dataSaidaObrigatoria)).toBeVisible();
    await expect(d.getByText(E.motivoInvalido)).toBeVisible();
    await expect(d.getByLabelText('Data de saída')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSimular).not.toHaveBeenCalled();
  },
};

/** O servidor confere a data com o contrato: a mensagem dele aparece sob “Data de saída”. */
export const DataAntesDoInicio: Story = {
  name: 'Data antes do início (erro do servidor)',
  args: {
    onSimular: fn<RescisaoDialogProps['onSimular']>(async () => Promise.reject(new Error('422'))),
    errosDoErro: () => ({ dataSaida: E.dataSaidaAntesDoInicio }),
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.clear(d.getByLabelText('Data de saída'));
    await userEvent.type(d.getByLabelText('Data de saída'), '01122025');
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(args.onSimular).toHaveBeenCalledWith(expect.objectContaining({ dataSaida: '2025-12-01' }));
    await expect(await d.findByText(E.dataSaidaAntesDoInicio)).toBeVisible();
    await expect(d.getByLabelText('Data de saída')).toHaveAccessibleDescription(E.dataSaidaAntesDoInicio);
    await expect(d.queryByRole('region', { name: 'Acerto de contas' })).toBeNull();
  },
};

/** Um lançamento precisa de descrição e de um valor diferente de zero. */
export const LancamentoInvalido: Story = {
  name: 'Lançamento inválido',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Despejo');
    await userEvent.click(d.getByRole('button', { name: 'Adicionar lançamento' }));
    await userEvent.type(d.getByLabelText('Valor do lançamento (R$)'), '0');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(await d.findByText(E.descricaoObrigatoria)).toBeVisible();
    await expect(d.getByText(E.valorAjusteInvalido)).toBeVisible();
    await expect(args.onSimular).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Remover lançamento 1' }));
    await expect(d.queryByLabelText('Descrição do lançamento')).toBeNull();
  },
};

/**
 * Saída antecipada com a caução usada para abater as dívidas: cada linha do acerto, o total, a caução usada e
 * a devolvida, e o saldo que o locatário recebe.
 */
export const AcertoCompleto: Story = {
  name: 'Acerto: multa, lançamentos e caução abatida',
  args: { contrato: contratoComCaucao },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByLabelText('Destino da caução')).toHaveValue('abater');
    await preencherSaidaAntecipada(d);
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(args.onSimular).toHaveBeenCalledWith({
      dataSaida: HOJE,
      motivo: 'pelo-locatario',
      dispensarMulta: false,
      caucaoDestino: 'abater',
      ajustes: [
        { descricao: 'Pintura', valor: 800 },
        { descricao: 'Desconto combinado', valor: -150 },
      ],
      observacoes: '',
    });
    const acerto = within(await d.findByRole('region', { name: 'Acerto de contas' }));
    const linhas: [string, string][] = [
      ['Pagamento em aberto de 10/2026 (com encargos)', 'R$ 4.080,12'],
      ['Aluguel proporcional de 11/2026 (23 de 30 dias)', 'R$ 3.044,05'],
      ['Multa rescisória proporcional (3 aluguéis × 38/365 dias restantes) — Lei 8.245, art. 4', 'R$ 999,45'],
      ['Pintura', 'R$ 800,00'],
      ['Desconto combinado', '-R$ 150,00'],
      ['Total de débitos', 'R$ 8.773,62'],
      ['Caução utilizada', '-R$ 8.773,62'],
      ['Caução a devolver ao locatário', '-R$ 826,38'],
      ['Saldo a devolver ao locatário', 'R$ 826,38'],
    ];
    for (const [texto, valor] of linhas) await expect(valorDaLinha(acerto, texto)).toHaveTextContent(valor);
    await expect(acerto.getAllByRole('row')).toHaveLength(linhas.length + 1);
    await expect(d.getByRole('button', { name: 'Confirmar rescisão' })).toBeEnabled();
  },
};

/** Multa dispensada e um mês pago por inteiro: o crédito dos dias não usados; o locatário ainda deve. */
export const MultaDispensadaMesPago: Story = {
  name: 'Acerto: multa dispensada e crédito do mês pago',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Rescisão pelo locatário');
    await userEvent.click(d.getByRole('checkbox', { name: 'Dispensar multa rescisória' }));
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(args.onSimular).toHaveBeenCalledWith(
      expect.objectContaining({ motivo: 'pelo-locatario', dispensarMulta: true }),
    );
    const acerto = within(await d.findByRole('region', { name: 'Acerto de contas' }));
    await expect(valorDaLinha(acerto, 'Crédito de 11/2026, pago integralmente')).toHaveTextContent(
      '-R$ 926,45',
    );
    await expect(valorDaLinha(acerto, 'Multa rescisória dispensada')).toHaveTextContent('R$ 0,00');
    await expect(valorDaLinha(acerto, 'Reparo do chuveiro')).toHaveTextContent('R$ 500,00');
    await expect(valorDaLinha(acerto, 'Saldo a pagar pelo locatário')).toHaveTextContent('R$ 3.653,67');
    await expect(acerto.queryByText(/^Aluguel proporcional/)).toBeNull();
    await expect(acerto.queryByText(/^Caução/)).toBeNull();
  },
};

/** Fim da vigência com a caução devolvida inteira: nada a pagar nem a devolver. */
export const CaucaoDevolvidaQuitado: Story = {
  name: 'Acerto: caução devolvida, saldo zero',
  args: { contrato: contratoComCaucao },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.clear(d.getByLabelText('Data de saída'));
    await userEvent.type(d.getByLabelText('Data de saída'), '31122026');
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Fim do prazo');
    await userEvent.selectOptions(d.getByLabelText('Destino da caução'), 'Devolver integralmente');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(args.onSimular).toHaveBeenCalledWith(
      expect.objectContaining({ dataSaida: '2026-12-31', motivo: 'fim-do-prazo', caucaoDestino: 'devolver' }),
    );
    const acerto = within(await d.findByRole('region', { name: 'Acerto de contas' }));
    await expect(valorDaLinha(acerto, 'Aluguel proporcional de 12/2026 (31 de 31 dias)')).toHaveTextContent(
      'R$ 3.970,50',
    );
    await expect(valorDaLinha(acerto, 'Caução a devolver ao locatário')).toHaveTextContent('-R$ 3.970,50');
    await expect(acerto.queryByText('Caução utilizada')).toBeNull();
    await expect(valorDaLinha(acerto, 'Nada a pagar ou devolver')).toHaveTextContent('R$ 0,00');
  },
};

/** Uma mudança depois do cálculo esconde “Confirmar rescisão” até o acerto ser calculado de novo. */
export const DadosAlterados: Story = {
  name: 'Dados alterados após o cálculo',
  play: async () => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(await d.findByRole('button', { name: 'Confirmar rescisão' })).toBeVisible();
    await userEvent.type(d.getByLabelText('Observações'), 'Chaves entregues');
    await expect(d.getByText('Os dados mudaram: calcule o acerto de novo antes de confirmar.')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Confirmar rescisão' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await expect(await d.findByRole('button', { name: 'Confirmar rescisão' })).toBeVisible();
  },
};

/** Confirmada: os dados calculados são registrados; o resultado e o link do termo substituem o formulário. */
export const ConfirmadaComSucesso: Story = {
  name: 'Rescisão confirmada',
  args: { contrato: contratoComCaucao },
  play: async ({ args }) => {
    const d = await dialogo();
    await preencherSaidaAntecipada(d);
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirmar rescisão' }));
    await expect(args.onConfirmar).toHaveBeenCalledWith(
      expect.objectContaining({ motivo: 'pelo-locatario', caucaoDestino: 'abater', dataSaida: HOJE }),
    );
    await expect(await d.findByText('Contrato CT-2026-001 rescindido')).toBeVisible();
    await expect(d.getByText('Situação do contrato: Finalizado')).toBeVisible();
    await expect(d.getByText('2 pagamentos futuros cancelados')).toBeVisible();
    await expect(d.queryByRole('alert')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Baixar termo de rescisão' }));
    await expect(args.onBaixarTermo).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }));
    await expect(d.queryByRole('form')).toBeNull();
    await userEvent.click(d.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Boletos que o banco não cancelou são listados para serem tratados à mão. */
export const BoletosPendentes: Story = {
  name: 'Boletos pendentes após a rescisão',
  args: { onConfirmar: fn(async (d: RescisaoEntradaValida) => rescisaoExemplo(d, ['2026-12', '2027-01'])) },
  play: async () => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirmar rescisão' }));
    const alerta = await d.findByRole('alert');
    await expect(alerta).toHaveTextContent('Boletos não cancelados no banco');
    await expect(alerta).toHaveTextContent('Cancele ou reemita manualmente: 12/2026, 01/2027.');
    await expect(d.getByRole('button', { name: 'Baixar termo de rescisão' })).toBeVisible();
  },
};

/** Recusada na confirmação: a mensagem sob o campo, ou acima dos botões quando não indica campo. */
export const ErroNaConfirmacao: Story = {
  name: 'Erro do servidor na confirmação',
  args: {
    onConfirmar: fn<RescisaoDialogProps['onConfirmar']>(async () => Promise.reject(new Error('409'))),
    errosDoErro: () => ({ dataSaida: E.recebimentoFuturo('12/2026'), contrato: E.contratoEncerrado }),
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirmar rescisão' }));
    await expect(args.onConfirmar).toHaveBeenCalled();
    await expect(await d.findByText(E.recebimentoFuturo('12/2026'))).toBeVisible();
    await expect(d.getByText(E.contratoEncerrado)).toBeVisible();
    await expect(d.getByLabelText('Data de saída')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(d.queryByText('Contrato CT-2026-001 rescindido')).toBeNull());
  },
};

/** Em 375 px o formulário e o acerto cabem; a página nunca alarga. */
export const NoCelular: Story = {
  name: 'Celular',
  args: { contrato: contratoComCaucao },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const d = await dialogo();
    await preencherSaidaAntecipada(d);
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    const confirmar = await d.findByRole('button', { name: 'Confirmar rescisão' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(confirmar.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(d.getByText('Saldo a devolver ao locatário')).toBeVisible();
  }),
};

/** O locatário deve: o resultado informa que a cobrança foi gerada, com valor e vencimento. */
export const CobrancaGerada: Story = {
  name: 'Rescisão confirmada: cobrança gerada',
  args: { onConfirmar: fn(async (d: RescisaoEntradaValida) => rescisaoComCobranca(d)) },
  play: async () => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Motivo'), 'Acordo entre as partes');
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirmar rescisão' }));
    const dinheiro = within(await d.findByRole('region', { name: 'Acerto da rescisão' }));
    await expect(
      dinheiro.getByText('Cobrança de R$ 3.653,67 com vencimento em 03/12/2026 gerada'),
    ).toBeVisible();
    await expect(dinheiro.queryByRole('form', { name: 'Registrar devolução' })).toBeNull();
  },
};

/** O locatário tem a receber: “Valor a devolver”, e o admin registra a devolução (data e meio). */
export const ValorADevolver: Story = {
  name: 'Rescisão confirmada: valor a devolver registrado',
  args: {
    contrato: contratoComCaucao,
    onDevolver: fn(async (_c: Contrato, dados: { data: string; meio: string }) => ({
      ...rescisaoExemplo({ dataSaida: HOJE, motivo: 'pelo-locatario' } as RescisaoEntradaValida),
      devolucao: { valor: 826.38, data: dados.data, meio: 'Transferência' as const },
    })),
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await preencherSaidaAntecipada(d);
    await userEvent.click(d.getByRole('button', { name: 'Calcular acerto' }));
    await userEvent.click(await d.findByRole('button', { name: 'Confirmar rescisão' }));
    const dinheiro = within(await d.findByRole('region', { name: 'Acerto da rescisão' }));
    await expect(dinheiro.getByText('Valor a devolver: R$ 826,38')).toBeVisible();
    const form = within(dinheiro.getByRole('form', { name: 'Registrar devolução' }));
    // Without the means, the form says so and nothing is sent.
    await userEvent.click(form.getByRole('button', { name: 'Registrar devolução' }));
    await expect(await form.findByText('Meio de pagamento é obrigatório')).toBeVisible();
    await expect(args.onDevolver).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByLabelText('Meio'), 'Transferência');
    await userEvent.click(form.getByRole('button', { name: 'Registrar devolução' }));
    await expect(args.onDevolver).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }), {
      data: HOJE,
      meio: 'Transferência',
    });
    await expect(
      await dinheiro.findByText('Devolvido R$ 826,38 em 23/11/2026 (Transferência)'),
    ).toBeVisible();
    await expect(dinheiro.queryByRole('form', { name: 'Registrar devolução' })).toBeNull();
  },
};

/** O estado “Formulário” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Formulario), name: 'Escuro' };

/** O estado “Formulário” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Formulario), name: 'Tablet', tags: ['quadro-proprio'] };
