import { MSG_CICLO } from '@morada/domain';
import type { ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { linhaComTexto, noCelular } from '../../stories/play-helpers';
import { contratoExemplo } from '../../stories/admin-fixtures';
import type { AdminContratosView } from './admin-contratos';
import {
  contratoComDevolucao,
  contratoComSeguro,
  contratoPendente,
  contratoRescindido,
  HOJE,
} from './admin-contratos.fixtures';

/** The play functions of the contract's life-cycle stories (guarantee, renewal, termination, history). */
/** What these play functions read from the story's context. */
type Ctx = { canvasElement: HTMLElement; args: ComponentProps<typeof AdminContratosView> };

const linhaDoContrato = linhaComTexto;

export const verComGarantias = async ({ canvasElement }: Ctx) => {
  await expect(linhaDoContrato(canvasElement, 'CT-2026-001').getByText('Seguro-fiança')).toBeVisible();
  await expect(linhaDoContrato(canvasElement, 'CT-2026-001').getByText('· vence 10/12/2026')).toBeVisible();
  await expect(linhaDoContrato(canvasElement, 'CT-2026-002').getByText('Sem garantia')).toBeVisible();
  await expect(linhaDoContrato(canvasElement, 'CT-2025-014').getByText('Fiador')).toBeVisible();
  // Without the ciclo callbacks the rows offer none of their actions.
  const c = within(canvasElement);
  await expect(c.queryByRole('button', { name: /^(Garantia|Renovar|Rescindir) / })).toBeNull();
  await expect(c.queryByRole('button', { name: /^(Contrato \(PDF\)|Termo de rescisão) / })).toBeNull();
};

export const verAcoesDoCiclo = async ({ canvasElement, args }: Ctx) => {
  const ativo = linhaDoContrato(canvasElement, 'CT-2026-001');
  await userEvent.click(ativo.getByRole('button', { name: 'Garantia CT-2026-001' }));
  await expect(args.onGarantiaDeChange).toHaveBeenCalledWith(contratoComSeguro);
  await userEvent.click(ativo.getByRole('button', { name: 'Renovar CT-2026-001' }));
  await expect(args.onRenovandoDeChange).toHaveBeenCalledWith(contratoComSeguro);
  await userEvent.click(ativo.getByRole('button', { name: 'Contrato (PDF) CT-2026-001' }));
  await expect(args.onBaixarDocumento).toHaveBeenCalledWith(contratoComSeguro);
  await expect(ativo.queryByRole('button', { name: 'Termo de rescisão CT-2026-001' })).toBeNull();

  const pendente = linhaDoContrato(canvasElement, 'CT-2026-002');
  await expect(pendente.queryByRole('button', { name: 'Renovar CT-2026-002' })).toBeNull();
  await expect(pendente.getByRole('button', { name: 'Rescindir CT-2026-002' })).toBeVisible();

  await userEvent.click(ativo.getByRole('button', { name: 'Rescindir CT-2026-001' }));
  const d = within(await screen.findByRole('dialog', { name: 'Rescindir contrato — CT-2026-001' }));
  await expect(d.getByLabelText('Data de saída')).toHaveValue('23/11/2026');
};

export const verContratoRescindido = async ({ canvasElement, args }: Ctx) => {
  const linha = linhaDoContrato(canvasElement, 'CT-2025-014');
  await expect(linha.getByText('Finalizado')).toBeVisible();
  await expect(linha.getByText(/Rescindido em 15\/11\/2026/)).toBeVisible();
  await expect(linha.getByText(/Rescisão pelo locatário/)).toBeVisible();
  await userEvent.click(linha.getByRole('button', { name: 'Termo de rescisão CT-2025-014' }));
  await expect(args.onBaixarTermoRescisao).toHaveBeenCalledWith(contratoRescindido);
  await expect(linha.queryByRole('button', { name: 'Rescindir CT-2025-014' })).toBeNull();
  await expect(linha.queryByRole('button', { name: 'Renovar CT-2025-014' })).toBeNull();
  await expect(linha.getByRole('button', { name: 'Garantia CT-2025-014' })).toBeVisible();
};

export const verDevolucaoPendente = async ({ canvasElement, args }: Ctx) => {
  // Given back already, or nothing owed: no such action.
  await expect(
    linhaDoContrato(canvasElement, 'CT-2025-014').queryByRole('button', {
      name: 'Devolução ao locatário CT-2025-014',
    }),
  ).toBeNull();
  await userEvent.click(
    linhaDoContrato(canvasElement, 'CT-2025-015').getByRole('button', {
      name: 'Devolução ao locatário CT-2025-015',
    }),
  );
  const d = within(await screen.findByRole('dialog', { name: 'Devolução ao locatário — CT-2025-015' }));
  await expect(d.getByText('Valor a devolver: R$ 1.200,00')).toBeVisible();
  const form = within(d.getByRole('form', { name: 'Registrar devolução' }));
  await expect(form.getByLabelText('Data da devolução')).toHaveValue('23/11/2026');
  await userEvent.selectOptions(form.getByLabelText('Meio'), 'PIX');
  await userEvent.click(form.getByRole('button', { name: 'Registrar devolução' }));
  await expect(args.onDevolverRescisao).toHaveBeenCalledWith(contratoComDevolucao, {
    data: HOJE,
    meio: 'PIX',
  });
  await expect(await d.findByText('Devolvido R$ 1.200,00 em 23/11/2026 (PIX)')).toBeVisible();
};

export const verRenovacaoAberta = async ({ args }: Ctx) => {
  const d = within(await screen.findByRole('dialog', { name: 'Renovar contrato — CT-2026-001' }));
  await userEvent.type(d.getByLabelText('Nova data de término'), '31122027');
  await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
  // The docs page renders every Contratos story at once: on a busy machine the form's validation
  // takes longer than waitFor's default second.
  await waitFor(
    () =>
      expect(args.onRenovar).toHaveBeenCalledWith(contratoComSeguro, {
        novaDataFim: '2027-12-31',
        novoAluguel: null,
        vigencia: null,
        observacoes: '',
        aniversarioReajuste: 'mover',
      }),
    { timeout: 10_000 },
  );
  await expect(await d.findByText(MSG_CICLO.aditivo.erros.novaDataFimAntes)).toBeVisible();
};

export const verHistoricoDeReajustesAberto = async ({ args }: Ctx) => {
  const d = within(await screen.findByRole('dialog', { name: 'Histórico de reajustes — CT-2026-001' }));
  for (const h of ['Aniversário', 'Índice', 'Período', 'Variação', 'Aluguel (de → para)', 'Aplicado em'])
    await expect(d.getByRole('columnheader', { name: h })).toBeInTheDocument();
  const recente = within(d.getByText('01/12/2026').closest('tr') as HTMLElement);
  await expect(recente.getByText('IPCA (IBGE)')).toBeInTheDocument();
  await expect(recente.getByText('11/2025 a 10/2026')).toBeInTheDocument();
  await expect(recente.getByText('4,2644%')).toBeInTheDocument();
  await expect(recente.getByText('R$ 3.200,00 → R$ 3.336,46')).toBeInTheDocument();
  await expect(recente.getByText('23/11/2026')).toBeInTheDocument();
  const negativo = within(d.getByText('01/12/2025').closest('tr') as HTMLElement);
  await expect(negativo.getByText('-1,0422%')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await expect(args.onHistoricoDeChange).toHaveBeenCalledWith(null);
};

export const verConviteAposCriacao = async ({ args }: Ctx) => {
  const d = within(await screen.findByRole('dialog', { name: 'Convite de primeiro acesso' }));
  await expect(
    d.getByText('Contrato salvo. O locatário é novo: envie o convite de primeiro acesso.'),
  ).toBeVisible();
  await expect(d.getByText('Link de acesso de Carla Nunes')).toBeVisible();
  await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
  await expect(args.onEnviarConvite).toHaveBeenCalledWith(contratoPendente);
  await userEvent.keyboard('{Escape}');
  await expect(args.onFecharLinkAcesso).toHaveBeenCalled();
};

export const verHistoricoDeReajustes = async ({ canvasElement, args }: Ctx) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Histórico de reajustes CT-2026-001' }),
  );
  await expect(args.onHistoricoDeChange).toHaveBeenCalledWith(contratoExemplo);
};

export const verGarantiaAberta = async ({ args }: Ctx) => {
  await screen.findByRole('dialog', { name: 'Garantia — CT-2026-001' });
  await userEvent.keyboard('{Escape}');
  await expect(args.onGarantiaDeChange).toHaveBeenCalledWith(null);
};

export const verCicloNoCelular = noCelular(async ({ canvasElement }: Ctx) => {
  await expect(within(canvasElement).getByRole('group', { name: 'A vencer' })).toBeVisible();
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
});
