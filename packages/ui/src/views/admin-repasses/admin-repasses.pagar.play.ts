import { MSG_REPASSE } from '@morada/domain';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminRepassesView } from './admin-repasses';

/** The play functions of the paying stories of Telas/Admin/Repasses: the selection, refusals. */
/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminRepassesView> };

export const verPagarSelecionados = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('checkbox', { name: 'Selecionar o repasse de Ana Paula Souza' }));
  await userEvent.click(
    c.getByRole('checkbox', { name: 'Selecionar o repasse de Construtora Horizonte Ltda' }),
  );
  await userEvent.click(c.getByRole('button', { name: 'Pagar selecionados (2)' }));
  const d = within(await screen.findByRole('dialog', { name: 'Pagar 2 repasses' }));
  await expect(d.getByText('Ana Paula Souza')).toBeVisible();
  await expect(d.getByText('Construtora Horizonte Ltda')).toBeVisible();
  await expect(d.getByText('Total').nextElementSibling).toHaveTextContent('R$ 6.147,00');
  const data = d.getByLabelText('Data do pagamento');
  await expect(data).toHaveValue('24/11/2026');
  await userEvent.clear(data);
  await userEvent.type(data, '23112026');
  await userEvent.selectOptions(d.getByLabelText('Meio de pagamento'), 'TED');
  await userEvent.type(d.getByLabelText('Comprovante'), 'TED 000123');
  await userEvent.click(d.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() =>
    expect(args.onPagar).toHaveBeenCalledWith(['u11:2026-11', 'u12:2026-11'], {
      data: '2026-11-23',
      meio: 'ted',
      comprovante: 'TED 000123',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(c.getByRole('button', { name: 'Pagar selecionados (0)' })).toBeDisabled();
  await expect(
    c.getByRole('checkbox', { name: 'Selecionar o repasse de Ana Paula Souza' }),
  ).not.toBeChecked();
};

export const verPagarRecusado = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Pagar o repasse de Ana Paula Souza' }));
  const d = within(await screen.findByRole('dialog', { name: 'Pagar repasse' }));
  await expect(d.getByText('Total').nextElementSibling).toHaveTextContent('R$ 2.247,00');
  await userEvent.click(d.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() =>
    expect(args.onPagar).toHaveBeenCalledWith(['u11:2026-11'], {
      data: '2026-11-24',
      meio: 'pix',
      comprovante: '',
    }),
  );
  await expect(await d.findByRole('alert')).toHaveTextContent(MSG_REPASSE.erros.jaPago);
  await expect(screen.getByRole('dialog', { name: 'Pagar repasse' })).toBeVisible();
  await expect(d.getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
};

export const verPagarErroNoCampo = async ({ canvasElement }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Pagar o repasse de Ana Paula Souza' }));
  const d = within(await screen.findByRole('dialog', { name: 'Pagar repasse' }));
  await userEvent.click(d.getByRole('button', { name: 'Confirmar pagamento' }));
  await expect(await d.findByText(MSG_REPASSE.erros.dataFutura)).toBeVisible();
  const data = d.getByLabelText('Data do pagamento');
  await expect(data).toHaveAttribute('aria-invalid', 'true');
  await expect(data).toHaveAccessibleDescription(MSG_REPASSE.erros.dataFutura);
};
