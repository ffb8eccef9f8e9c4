import {
  documentoCorrespondeBusca,
  POR_PAGINA_ADMIN,
  processoCorrespondeBusca,
  totalDePaginas,
  type DocumentoJuridico,
} from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { documentosExemplo, processosExemplo } from '../../stories/admin-fixtures';
import { AdminJuridicoView } from './admin-juridico';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';

type Props = ComponentProps<typeof AdminJuridicoView>;

/**
 * The app's part: the story's `documentos` and `processos` stand for the server's tables, searched
 * with the server's match (one text for both tabs) and sliced into pages of 20 for the tab shown.
 */
function ComServidorSimulado(args: Props) {
  const [busca, setBusca] = useState(args.busca);
  const [aba, setAba] = useState(args.aba);
  const [pagina, setPagina] = useState(1);
  const docs = args.documentos.filter((d) => documentoCorrespondeBusca(d, busca));
  const procs = args.processos.filter((p) => processoCorrespondeBusca(p, busca));
  const pag = <T,>(linhas: readonly T[], dela: boolean) =>
    linhas.slice(dela ? (pagina - 1) * POR_PAGINA_ADMIN : 0, (dela ? pagina : 1) * POR_PAGINA_ADMIN);
  return (
    <AdminJuridicoView
      {...args}
      documentos={pag(docs, aba === 'documentos')}
      processos={pag(procs, aba === 'processos')}
      aba={aba}
      onAbaChange={(nova) => {
        setAba(nova);
        setPagina(1);
      }}
      busca={busca}
      onBuscaChange={(texto) => {
        setBusca(texto);
        setPagina(1);
      }}
      pagina={pagina}
      totalPaginas={totalDePaginas((aba === 'documentos' ? docs : procs).length, POR_PAGINA_ADMIN)}
      onPaginaChange={setPagina}
    />
  );
}

const meta = {
  title: 'Telas/Admin/Jurídico',
  id: 'admin-views-juridico',
  component: AdminJuridicoView,
  tags: ['autodocs'],
  render: (args) => <ComServidorSimulado {...args} />,
  args: {
    documentos: documentosExemplo,
    processos: processosExemplo,
    aba: 'documentos',
    onAbaChange: fn(),
    busca: '',
    onBuscaChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
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

/** A aba Documentos: cada documento com título, etiquetas e data, e as ações de baixar, editar e excluir. */
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

/** Uma única busca vale para as duas abas: o texto continua ao trocar para Processos. */
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

/** A aba Processos: cada processo com a descrição resumida, o status e a prioridade, nas cores da seção 4. */
export const Processos: Story = {
  name: 'Processos',
  args: { aba: 'processos' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText(`${processosExemplo[0]!.descricao.slice(0, 50)}...`)[0]).toBeVisible();
    for (const p of ['Urgente', 'Alta', 'Média', 'Baixa']) await expect(c.getByText(p)).toBeVisible();
    for (const s of ['Aberto', 'Em Andamento', 'Concluído', 'Arquivado'])
      await expect(c.getByText(s)).toBeVisible();
  },
};

/** O servidor não encontrou nada para o texto, em nenhuma das abas. */
export const BuscaSemResultado: Story = {
  name: 'Busca sem resultado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'nada com este texto');
    await expect(c.getByText('Nenhum documento encontrado')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await expect(c.getByText('Nenhum processo encontrado')).toBeVisible();
  },
};

const muitos: DocumentoJuridico[] = Array.from({ length: 23 }, (_, i) => ({
  ...documentosExemplo[0]!,
  _id: `dm${i + 1}`,
  titulo: `Termo ${String(i + 1).padStart(2, '0')}`,
}));

/** 23 documentos: 20 na primeira página, 3 na segunda; outra aba começa na sua primeira página. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { documentos: muitos },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Página 1 de 2')).toBeVisible();
    await expect(c.getByText('Termo 20')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(c.getByText('Página 2 de 2')).toBeVisible();
    await expect(c.getByText('Termo 21')).toBeVisible();
    await expect(c.queryByText('Termo 20')).toBeNull();
    await expect(c.getAllByRole('button', { name: /^Excluir Termo/ })).toHaveLength(3);
    await userEvent.click(c.getByRole('tab', { name: 'Processos' }));
    await expect(c.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Documentos ainda carregando e nenhum processo: cada aba mostra o seu estado. */
export const VaziosECarregando: Story = {
  name: 'Vazios e carregando',
  args: { documentos: [], processos: [], loadingDocumentos: true },
  play: mostraOTexto('Carregando documentos...'),
};

/** Nenhum documento nem processo: cada aba mostra a mensagem de lista vazia. */
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

/** Uma falha ao carregar não é “nenhum item”: cada aba mostra uma linha de erro com “tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
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

/** Os erros de documento aparecem só no diálogo de documento; abrir e fechar diálogos é informado ao app. */
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

/** “Excluir” pede confirmação; confirmado, o documento é excluído. */
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

/** Clicar no título do documento abre a edição. */
export const EditarPeloTitulo: Story = {
  name: 'Editar pelo título',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificação de atraso' }));
    await expect(await screen.findByRole('heading', { name: 'Editar Documento' })).toBeVisible();
  },
};

/** “Novo Processo” abre o formulário em branco num diálogo. */
export const NovoProcesso: Story = {
  name: 'Novo processo',
  args: { aba: 'processos' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Novo Processo' }));
    await expect(await screen.findByRole('heading', { name: 'Novo Processo' })).toBeVisible();
  },
};

/** O estado “Documentos” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Documentos), name: 'Celular' };

/** O estado “Documentos” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Documentos), name: 'Escuro' };

/** O estado “Documentos” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Documentos), name: 'Tablet', tags: ['quadro-proprio'] };
