import { MSG_FINANCEIRO } from '@morada/domain';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import { dialogoClicavel, linhaComTexto, noCelular } from '../../stories/play-helpers';
import type { AdminContratosView } from './admin-contratos';
import { calcularDevido, HOJE, vencido } from './admin-contratos.fixtures';

/** The play functions of the contract's payments dialog stories (Telas/Admin/Contratos). */
/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminContratosView> };

const dialogo = async () => within(await dialogoClicavel());
const linhaDe = linhaComTexto;

/** Presses “Registrar pagamento” on the month's row: its form, once it shows the amount due on the day. */
const abrirRegistro = async (d: Awaited<ReturnType<typeof dialogo>>, mes: string, devido: string) => {
  await userEvent.click(linhaDe(d, mes).getByRole('button', { name: 'Registrar pagamento' }));
  const form = d.getByRole('form', { name: `Registrar pagamento de ${mes}` });
  await expect(await within(form).findByText(`Valor devido nessa data: ${devido}`)).toBeVisible();
  return form;
};

/**
 * Types the amount, picks the method and confirms: the app gets November's payment with today's date, the
 * amount read in Portuguese and the method.
 */
const confirmarRegistro = async (
  form: ReturnType<typeof within>,
  args: Ctx['args'],
  digitado: string,
  valorRecebido: number,
  meio: string,
) => {
  await userEvent.type(form.getByLabelText('Valor recebido'), digitado);
  await userEvent.selectOptions(form.getByLabelText('Meio de pagamento'), meio);
  await userEvent.click(form.getByRole('button', { name: 'Confirmar' }));
  await expect(args.onRegistrarPagamento).toHaveBeenCalledWith(vencido, {
    dataPagamento: HOJE,
    valorRecebido,
    meio,
  });
};

export const verPagamentos = async ({ args }: Ctx) => {
  const d = await dialogo();
  await expect(d.getByText('Pago')).toBeVisible();
  await expect(d.getByText('Vencido')).toBeVisible();
  await expect(d.getByText('R$ 4.072,41')).toBeVisible();
  // Competência reads MM/AAAA.
  for (const mes of ['10/2026', '11/2026', '12/2026']) await expect(d.getByText(mes)).toBeVisible();
  await expect(d.queryByText('2026-11')).toBeNull();
  // When the last cobrança went out (São Paulo time), next to the button that sends another.
  const novembro = linhaDe(d, '11/2026');
  await expect(novembro.getByText('Última cobrança: 20/11/2026 10:30')).toBeVisible();
  await userEvent.click(novembro.getByRole('button', { name: 'Enviar cobrança' }));
  await expect(args.onEnviarCobranca).toHaveBeenCalledWith(contratoExemplo, vencido);
  // The settled month: its composition and the receipt, behind 'Detalhes'.
  const outubro = linhaDe(d, '10/2026');
  await expect(outubro.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
  await userEvent.click(outubro.getByRole('button', { name: 'Detalhes' }));
  await expect(outubro.getByRole('button', { name: 'Detalhes' })).toHaveAttribute('aria-expanded', 'true');
  await expect(d.getByText('Composição')).toBeVisible();
  await expect(d.getByText('Aluguel')).toBeVisible();
  await expect(d.getByText('R$ 3.200,00')).toBeVisible();
  await expect(d.getByText('Condomínio')).toBeVisible();
  await expect(d.getByText('IPTU')).toBeVisible();
  await expect(d.getByText('04/10/2026 - PIX: R$ 3.970,50')).toBeVisible();
};

export const verPagamentoParcial = async () => {
  const d = await dialogo();
  const novembro = linhaDe(d, '11/2026');
  await expect(novembro.getByText('Vencido')).toBeVisible();
  await expect(novembro.getByText(MSG_FINANCEIRO.parcial)).toBeVisible();
  await expect(novembro.getByText('R$ 3.070,39')).toBeVisible();
  await expect(novembro.getByText('Saldo em aberto')).toBeVisible();
  await expect(novembro.getByText('Recebido: R$ 1.000,00')).toBeVisible();
  await expect(linhaDe(d, '12/2026').queryByText('Parcial')).toBeNull();
  await userEvent.click(novembro.getByRole('button', { name: 'Detalhes' }));
  await expect(d.getByText('12/11/2026 - PIX: R$ 1.000,00')).toBeVisible();
  await expect(d.getByText('Juros')).toBeVisible();
  await expect(d.getByText('R$ 11,22')).toBeVisible();
};

export const verRegistrarPagamento = async () => {
  calcularDevido.mockClear();
  const d = await dialogo();
  const form = within(await abrirRegistro(d, '11/2026', 'R$ 4.072,41'));
  await expect(form.getByLabelText('Data do pagamento')).toHaveValue('23/11/2026');
  await expect(form.getByText('Principal R$ 3.970,50 + multa R$ 79,41 + juros R$ 22,50')).toBeVisible();
  await expect(form.getByLabelText('Valor recebido')).toHaveValue('R$ 4.072,41');
  await expect(form.getByLabelText('Meio de pagamento')).toHaveValue('');
  await expect(calcularDevido).toHaveBeenLastCalledWith(vencido, HOJE);
  // Paid on the due date: asked again, and the untouched amount follows the new suggestion.
  await userEvent.clear(form.getByLabelText('Data do pagamento'));
  await userEvent.type(form.getByLabelText('Data do pagamento'), '05112026');
  await expect(await form.findByText('Valor devido nessa data: R$ 3.970,50')).toBeVisible();
  await expect(calcularDevido).toHaveBeenLastCalledWith(vencido, '2026-11-05');
  await expect(form.getByLabelText('Valor recebido')).toHaveValue('R$ 3.970,50');
  await expect(form.queryByText(/^Principal/)).toBeNull();
  await userEvent.selectOptions(form.getByLabelText('Meio de pagamento'), 'Transferência');
};

export const verRegistrarPagamentoEnviado = async ({ args }: Ctx) => {
  const d = await dialogo();
  const form = within(await abrirRegistro(d, '11/2026', 'R$ 4.072,41'));
  await userEvent.clear(form.getByLabelText('Valor recebido'));
  await confirmarRegistro(form, args, '1.234,56', 1234.56, 'PIX');
  await waitFor(() => expect(d.queryByRole('form')).toBeNull());
};

export const verVencimentoNoFimDeSemana = async () => {
  const d = await dialogo();
  const form = within(await abrirRegistro(d, '12/2026', 'R$ 3.970,50'));
  await expect(form.getByText('Sem multa e juros até 07/12/2026 (próximo dia útil)')).toBeVisible();
  await expect(form.queryByText(/^Principal/)).toBeNull();
};

export const verErroNoValorRecebido = async ({ args }: Ctx) => {
  const d = await dialogo();
  const form = within(await abrirRegistro(d, '11/2026', 'R$ 4.072,41'));
  await userEvent.clear(form.getByLabelText('Valor recebido'));
  await userEvent.click(form.getByRole('button', { name: 'Confirmar' }));
  await expect(await form.findByText('Valor recebido é obrigatório')).toBeVisible();
  await expect(form.getByText('Meio de pagamento é obrigatório')).toBeVisible();
  await expect(args.onRegistrarPagamento).not.toHaveBeenCalled();

  await confirmarRegistro(form, args, '5.000,00', 5000, 'Dinheiro');
  const erro = await form.findByText('Valor recebido maior que o valor devido nessa data (R$ 4.072,41)');
  await expect(erro).toBeVisible();
  await expect(form.getByLabelText('Valor recebido')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabelText('Valor recebido')).toHaveAccessibleDescription(
    expect.stringContaining('Valor recebido maior que o valor devido'),
  );
};

export const verRegistrarNoCelular = noCelular(async () => {
  const d = await dialogo();
  const form = await abrirRegistro(d, '11/2026', 'R$ 4.072,41');
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  const confirmar = within(form).getByRole('button', { name: 'Confirmar' }).getBoundingClientRect();
  await expect(confirmar.right).toBeLessThanOrEqual(375);
  await expect(
    within(form).getByLabelText('Valor recebido').getBoundingClientRect().right,
  ).toBeLessThanOrEqual(375);
});

export const verPagamentosFalharam = async ({ args }: Ctx) => {
  const d = within(await screen.findByRole('dialog'));
  await expect(d.getByRole('alert')).toHaveTextContent('Não foi possível carregar os pagamentos do contrato');
  await expect(d.queryByText('Nenhum pagamento gerado para este contrato.')).toBeNull();
  await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
  await expect(args.onPagamentosRetry).toHaveBeenCalledTimes(1);
};
