import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import type { AdminContratosView } from './admin-contratos';
import { contratoPendente } from './admin-contratos.fixtures';

/** The play functions of the contract list's stories: pages, deleting, filters, invitations. */
/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminContratosView> };

const confirmacaoExcluir = async () =>
  within(await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja excluir este contrato?' }));

export const verSegundaPagina = async ({ canvasElement }: Ctx) => {
  const c = within(canvasElement);
  await expect(c.getByText('Página 1 de 2')).toBeVisible();
  await expect(c.getByText('CT-2026-020')).toBeVisible();
  await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
  await expect(c.getByText('Página 2 de 2')).toBeVisible();
  await expect(c.getByText('CT-2026-021')).toBeVisible();
  await expect(c.queryByText('CT-2026-020')).toBeNull();
  await expect(c.getAllByRole('row')).toHaveLength(4);
  await userEvent.type(c.getByLabelText('Buscar'), 'CT-2026-00');
  await expect(c.getByText('CT-2026-009')).toBeVisible();
  await expect(c.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
};

export const verExcluirComConfirm = async ({ canvasElement, args }: Ctx) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
  const d = await confirmacaoExcluir();
  await expect(d.getByText('CT-2026-001')).toBeVisible();
  await expect(args.onExcluir).not.toHaveBeenCalled();
  await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
  await expect(args.onExcluir).toHaveBeenCalledWith(contratoExemplo);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

export const verExcluirEmAndamento = async ({ canvasElement, args }: Ctx) => {
  const excluir = within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' });
  await userEvent.click(excluir);
  const d = await confirmacaoExcluir();
  await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
  await expect(d.getByRole('button', { name: 'Excluir' })).toBeDisabled();
  await userEvent.click(d.getByRole('button', { name: 'Excluir' }), { pointerEventsCheck: 0 });
  await expect(excluir).toBeDisabled();
  await expect(args.onExcluir).toHaveBeenCalledTimes(1);
};

export const verExcluirCancelado = async ({ canvasElement, args }: Ctx) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
  await userEvent.click((await confirmacaoExcluir()).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(args.onExcluir).not.toHaveBeenCalled();
};

export const verGerarPagamentos = async ({ canvasElement, args }: Ctx) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gerar pagamentos CT-2026-001' }));
  const d = within(await screen.findByRole('dialog'));
  await expect(d.getByLabelText('Quantidade de meses')).toHaveValue(12);
  await userEvent.click(d.getByRole('button', { name: 'Gerar' }));
  await expect(args.onGerarPagamentos).toHaveBeenCalledWith(contratoExemplo, 12);
};

export const verConviteParaInquilinoPendente = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await expect(c.queryByRole('button', { name: 'Enviar convite CT-2026-001' })).toBeNull();
  await userEvent.click(c.getByRole('button', { name: 'Enviar convite CT-2026-002' }));
  await expect(args.onEnviarConvite).toHaveBeenCalledWith(contratoPendente);
};

export const verFiltroAVencer = async ({ canvasElement, args }: Ctx) => {
  const filtro = within(within(canvasElement).getByRole('group', { name: 'A vencer' }));
  await expect(filtro.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  for (const dias of ['30 dias', '60 dias', '90 dias'])
    await expect(filtro.getByRole('button', { name: dias })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(filtro.getByRole('button', { name: '60 dias' }));
  await expect(args.onVencendoEmChange).toHaveBeenCalledWith(60);
};

export const verFiltroAVencer30Dias = async ({ canvasElement, args }: Ctx) => {
  const filtro = within(within(canvasElement).getByRole('group', { name: 'A vencer' }));
  await expect(filtro.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(filtro.getByRole('button', { name: 'Todos' }));
  await expect(args.onVencendoEmChange).toHaveBeenCalledWith(null);
};

export const verHistoricoDeReajustesVazio = async () => {
  const d = within(await screen.findByRole('dialog', { name: 'Histórico de reajustes — CT-2026-001' }));
  await expect(d.getByText('Nenhum reajuste aplicado neste contrato.')).toBeVisible();
};
