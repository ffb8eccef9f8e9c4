import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { documentosExemplo, processosExemplo } from '../../stories/admin-fixtures';
import { AdminJuridicoView } from './admin-juridico';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Jurídico',
  id: 'admin-views-juridico',
  component: AdminJuridicoView,
  tags: ['autodocs'],
  args: {
    documentos: documentosExemplo,
    processos: processosExemplo,
    loadingDocumentos: false,
    loadingProcessos: false,
    onSalvarDocumento: fn(async () => true),
    onSalvarProcesso: fn(async () => true),
    onExcluirDocumento: fn(async () => undefined),
    onExcluirProcesso: fn(async () => undefined),
    onDownload: fn(),
  },
} satisfies Meta<typeof AdminJuridicoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documentos: Story = {
  name: 'Documentos',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Departamento Jurídico' })).toBeVisible();
    await expect(c.getByText('Via assinada')).toBeVisible();
    await expect(c.getByText('02/01/2026')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Baixar Notificação de atraso' }));
    await expect(args.onDownload).toHaveBeenCalledWith(documentosExemplo[1]);
  },
};

export const BuscaCompartilhada: Story = {
  name: 'Busca compartilhada',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'helena');
    await expect(c.getByText('Contrato de locação CT-2026-001')).toBeVisible();
    await expect(c.queryByText('Notificação de atraso')).toBeNull();
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await expect(c.getAllByText('Dra. Helena')).toHaveLength(2);
  },
};

export const Processos: Story = {
  name: 'Processos',
  args: { abaInicial: 'processos' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText(`${processosExemplo[0]!.descricao.slice(0, 50)}...`)[0]).toBeVisible();
    for (const p of ['Urgente', 'Alta', 'Média', 'Baixa']) await expect(c.getByText(p)).toBeVisible();
    for (const s of ['Aberto', 'Em Andamento', 'Concluído', 'Arquivado'])
      await expect(c.getByText(s)).toBeVisible();
  },
};

export const VaziosECarregando: Story = {
  name: 'Vazios e carregando',
  args: { documentos: [], processos: [], loadingDocumentos: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando documentos...')).toBeVisible();
  },
};

export const Vazios: Story = {
  name: 'Vazios',
  args: { documentos: [], processos: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nenhum documento encontrado')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await expect(c.getByText('Nenhum processo encontrado')).toBeVisible();
  },
};

/** A failed load is not "no items": each tab shows an error line with a retry. */
export const FalhaAoCarregar: Story = {
  name: 'Falha ao carregar',
  args: {
    documentos: [],
    processos: [],
    documentosLoadFailed: true,
    processosLoadFailed: true,
    onRetryDocumentos: fn(),
    onRetryProcessos: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar os documentos');
    await expect(c.queryByText('Nenhum documento encontrado')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryDocumentos).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar os processos');
    await expect(c.queryByText('Nenhum processo encontrado')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryProcessos).toHaveBeenCalledTimes(1);
  },
};

/** Document errors show only in the document dialog; opening and closing dialogs is reported. */
export const ErrosPorDialogo: Story = {
  name: 'Erros por diálogo',
  args: { errosDocumento: { titulo: 'Já existe um documento com este título' }, onDialogoChange: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await userEvent.click(c.getByRole('button', { name: 'Novo Processo' }));
    const processo = within(await screen.findByRole('dialog'));
    await expect(args.onDialogoChange).toHaveBeenLastCalledWith('processo');
    await expect(processo.queryByText('Já existe um documento com este título')).toBeNull();
    await userEvent.click(processo.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onDialogoChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(c.getByRole('tab', { name: 'Documentos' }));
    await userEvent.click(c.getByRole('button', { name: 'Novo Documento' }));
    const documento = within(await screen.findByRole('dialog'));
    await expect(args.onDialogoChange).toHaveBeenLastCalledWith('documento');
    await expect(await documento.findByText('Já existe um documento com este título')).toBeVisible();
  },
};

export const ExcluirDocumento: Story = {
  name: 'Excluir documento',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir Notificação de atraso' }),
    );
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText('Tem certeza que deseja excluir este documento?')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluirDocumento).toHaveBeenCalledWith(documentosExemplo[1]);
  },
};

export const EditarPeloTitulo: Story = {
  name: 'Editar pelo título',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificação de atraso' }));
    await expect(await screen.findByRole('heading', { name: 'Editar Documento' })).toBeVisible();
  },
};

export const NovoProcesso: Story = {
  name: 'Novo processo',
  args: { abaInicial: 'processos' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo Processo' }));
    await expect(await screen.findByRole('heading', { name: 'Novo Processo' })).toBeVisible();
  },
};

export const Celular: Story = {
  ...Documentos,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Documentos.play),
};
