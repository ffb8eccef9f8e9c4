import { MSG_REPASSE } from '@morada/domain';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escolherNoCombobox } from '../../components/combobox/combobox.play';
import { hojeRepassesExemplo } from '../../stories/repasse-fixtures';
import type { AdminRepassesView } from './admin-repasses';
import { abrirDetalhes } from './admin-repasses.consultas';

/** The play functions of the expense stories of Telas/Admin/Repasses: recording, removing, receipts. */
/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminRepassesView> };

const pdfComprovante = () => new File(['%PDF-1.4'], 'nota-chuveiro.pdf', { type: 'application/pdf' });

export const verRegistrarDespesa = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Registrar despesa' }));
  const d = within(await screen.findByRole('dialog', { name: 'Registrar despesa' }));
  await expect(d.getByLabelText('Data')).toHaveValue('24/11/2026');
  await userEvent.clear(d.getByLabelText('Data'));
  await userEvent.click(d.getByRole('button', { name: 'Registrar' }));
  for (const mensagem of [
    'Imóvel é obrigatório',
    'Data é obrigatória',
    'Descrição é obrigatória',
    'Valor deve ser um número maior que zero',
  ])
    await expect(await d.findByText(mensagem)).toBeVisible();
  await expect(d.getByLabelText('Descrição')).toHaveAccessibleDescription('Descrição é obrigatória');
  await expect(args.onRegistrarDespesa).not.toHaveBeenCalled();

  await userEvent.click(d.getByRole('combobox', { name: 'Imóvel' }));
  await expect(await d.findByRole('option', { name: /Studio Centro/ })).toBeInTheDocument();
  await escolherNoCombobox(d, 'Imóvel', /Apartamento Vista Parque/);
  await userEvent.type(d.getByLabelText('Data'), '20112026');
  await userEvent.type(d.getByLabelText('Descrição'), 'Troca do chuveiro');
  await userEvent.type(d.getByLabelText('Valor (R$)'), '1.234,56');
  await userEvent.click(d.getByRole('button', { name: 'Registrar' }));
  await waitFor(() =>
    expect(args.onRegistrarDespesa).toHaveBeenCalledWith({
      imovelId: 'i1',
      data: '2026-11-20',
      descricao: 'Troca do chuveiro',
      valor: 1234.56,
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const verRegistrarDespesaRecusada = async ({ canvasElement }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Registrar despesa' }));
  const d = within(await screen.findByRole('dialog', { name: 'Registrar despesa' }));
  await escolherNoCombobox(d, 'Imóvel', /Casa Jardim Europa/);
  await userEvent.type(d.getByLabelText('Descrição'), 'IPTU 2026, parcela 11');
  await userEvent.type(d.getByLabelText('Valor (R$)'), '95,40');
  await userEvent.click(d.getByRole('button', { name: 'Registrar' }));
  await expect(await d.findByText(MSG_REPASSE.erros.imovelSemProprietario)).toBeVisible();
  await expect(d.getByLabelText('Imóvel')).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.getByRole('dialog', { name: 'Registrar despesa' })).toBeVisible();
};

export const verRemoverDespesa = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Detalhes do repasse de Ana Paula Souza' }));
  const remover = c.getByRole('button', { name: 'Remover a despesa Conserto do aquecedor a gás' });
  await userEvent.click(remover);
  let d = within(await screen.findByRole('alertdialog', { name: 'Remover despesa?' }));
  await expect(d.getByText(/“Conserto do aquecedor a gás” \(R\$ 180,00\)/)).toBeVisible();
  await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(args.onRemoverDespesa).not.toHaveBeenCalled();
  await userEvent.click(remover);
  d = within(await screen.findByRole('alertdialog', { name: 'Remover despesa?' }));
  await userEvent.click(d.getByRole('button', { name: 'Remover' }));
  await waitFor(() => expect(args.onRemoverDespesa).toHaveBeenCalledWith('d1'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

export const verRemoverDespesaRecusada = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  const detalhes = await abrirDetalhes(c, 'Ana Paula Souza');
  await userEvent.click(
    detalhes.getByRole('button', { name: 'Remover a despesa Conserto do aquecedor a gás' }),
  );
  const d = within(await screen.findByRole('alertdialog', { name: 'Remover despesa?' }));
  await userEvent.click(d.getByRole('button', { name: 'Remover' }));
  await waitFor(() => expect(args.onRemoverDespesa).toHaveBeenCalledWith('d1'));
  await expect(await d.findByRole('alert')).toHaveTextContent(MSG_REPASSE.erros.despesaRepassada);
  await expect(screen.getByRole('alertdialog', { name: 'Remover despesa?' })).toBeVisible();
};

export const verRegistrarDespesaComComprovante = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Registrar despesa' }));
  const d = within(await screen.findByRole('dialog', { name: 'Registrar despesa' }));
  const input = d.getByLabelText('Comprovante (PDF, JPG ou PNG)');
  await expect(input).toHaveAttribute('type', 'file');
  await expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
  await escolherNoCombobox(d, 'Imóvel', /Apartamento Vista Parque/);
  await userEvent.type(d.getByLabelText('Descrição'), 'Troca do chuveiro');
  await userEvent.type(d.getByLabelText('Valor (R$)'), '180,50');
  const arquivo = pdfComprovante();
  await userEvent.upload(input, arquivo);
  await userEvent.click(d.getByRole('button', { name: 'Registrar' }));
  await waitFor(() =>
    expect(args.onRegistrarDespesa).toHaveBeenCalledWith(
      { imovelId: 'i1', data: hojeRepassesExemplo, descricao: 'Troca do chuveiro', valor: 180.5 },
      arquivo,
    ),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const verRegistrarDespesaComprovanteRecusado = async ({ canvasElement }: Ctx) => {
  const c = within(canvasElement);
  await userEvent.click(c.getByRole('button', { name: 'Registrar despesa' }));
  const d = within(await screen.findByRole('dialog', { name: 'Registrar despesa' }));
  await escolherNoCombobox(d, 'Imóvel', /Apartamento Vista Parque/);
  await userEvent.type(d.getByLabelText('Descrição'), 'Troca do chuveiro');
  await userEvent.type(d.getByLabelText('Valor (R$)'), '180,50');
  await userEvent.upload(d.getByLabelText('Comprovante (PDF, JPG ou PNG)'), pdfComprovante());
  await userEvent.click(d.getByRole('button', { name: 'Registrar' }));
  await expect(await d.findByText(MSG_REPASSE.erros.comprovanteInvalido)).toBeVisible();
  await expect(d.getByLabelText('Comprovante (PDF, JPG ou PNG)')).toHaveAttribute('aria-invalid', 'true');
};

export const verComprovanteDaDespesa = async ({ canvasElement, args }: Ctx) => {
  const c = within(canvasElement);
  const detalhes = await abrirDetalhes(c, 'Ana Paula Souza');
  await userEvent.click(
    detalhes.getByRole('button', { name: 'Comprovante anexado: nota-fiscal-aquecedor.pdf' }),
  );
  await expect(args.onBaixarComprovante).toHaveBeenCalledWith(
    expect.objectContaining({ arquivoNome: 'nota-fiscal-aquecedor.pdf' }),
  );
};
