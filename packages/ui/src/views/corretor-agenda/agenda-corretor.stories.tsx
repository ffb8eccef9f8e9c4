import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { dialogoClicavel } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { AgendaCorretorView } from './agenda-corretor';
import { horariosLivres, SEMANA, visitasDaSemana } from './agenda-corretor.fixtures';

/**
 * The card of a visit in the seven columns, by its time and property (the article's name). It waits
 * for the columns: on a docs page the story's frame widens to desktop after the first render, and
 * the phone's one-day list (with the same cards) gives way to them.
 */
const cartao = async (canvas: HTMLElement, nome: string) => {
  const coluna = await within(canvas).findByRole('region', { name: 'seg., 07/12' });
  return within(within(coluna.parentElement!).getByRole('article', { name: nome }));
};

/**
 * A agenda do corretor: as visitas da semana (no celular, um dia por vez sob a faixa dos dias; no computador,
 * sete colunas), cada uma com o imóvel, o visitante (toque para ligar), o status e o que fazer agora.
 */
const meta = {
  title: 'Telas/Corretor/Agenda',
  component: AgendaCorretorView,
  tags: ['autodocs', 'quadro-proprio'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    ...SEMANA,
    visitas: visitasDaSemana,
    onRetry: fn(),
    onSemanaAnterior: fn(),
    onProximaSemana: fn(),
    acoes: {
      onConfirmar: fn(async () => undefined),
      onProporHorario: fn(async () => undefined),
      onCancelar: fn(async () => undefined),
      onRegistrarFeedback: fn(async () => undefined),
      carregarHorarios: fn(async () => horariosLivres),
    },
  },
} satisfies Meta<typeof AgendaCorretorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A semana com as visitas de cada dia: a solicitada pede confirmação, a que já terminou pede o feedback. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Semana de 07/12/2026 a 13/12/2026' })).toBeVisible();
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await expect(solicitada.getByText('Solicitada')).toBeVisible();
    await expect(
      solicitada.getByRole('link', { name: 'Ligar para João Pereira: (11) 91234-5678' }),
    ).toHaveAttribute('href', 'tel:+5511912345678');
    for (const b of ['Confirmar', 'Propor outro horário', 'Cancelar visita'])
      await expect(solicitada.getByRole('button', { name: b })).toBeVisible();
    const terminada = await cartao(canvasElement, '10:00 Apartamento 3 quartos no Jardins');
    await expect(terminada.getByRole('button', { name: 'Registrar feedback' })).toBeVisible();
    await expect(terminada.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await expect(c.getByText('Novo horário proposto: quinta-feira, 10 de dezembro às 10:00')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Próxima semana' }));
    await expect(args.onProximaSemana).toHaveBeenCalledTimes(1);
  },
};

/** A semana carregando. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { visitas: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status', { name: 'Carregando a agenda...' })).toBeVisible(),
};

/** Uma semana sem visitas. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { visitas: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Nenhuma visita nesta semana.')).toBeVisible(),
};

/** A agenda não carregou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { visitas: undefined, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar a agenda.',
    emAlerta: true,
    vazio: 'Nenhuma visita nesta semana.',
    umaVez: true,
  }),
};

/** Confirmar uma visita solicitada: a ação recebe a visita. */
export const Confirmar: Story = {
  name: 'Confirmar',
  play: async ({ canvasElement, args }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(solicitada.getByRole('button', { name: 'Confirmar' }));
    await expect(args.acoes.onConfirmar).toHaveBeenCalledWith('v2');
  },
};

/** Confirmando: o botão mostra “Salvando...” e fica desabilitado até o servidor responder. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { acoes: { ...meta.args.acoes, onConfirmar: fn(() => new Promise(() => undefined)) } },
  play: async ({ canvasElement }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(solicitada.getByRole('button', { name: 'Confirmar' }));
    await expect(solicitada.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

/** O servidor recusou a ação (409): a mensagem dele no cartão da visita. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: {
    acoes: {
      ...meta.args.acoes,
      onConfirmar: fn(async () => Promise.reject(new Error('409'))),
      mensagemDoErro: () => 'Esta ação não é possível com a visita "Cancelada".',
    },
  },
  play: async ({ canvasElement }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(solicitada.getByRole('button', { name: 'Confirmar' }));
    await expect(await solicitada.findByRole('alert')).toHaveTextContent(
      'Esta ação não é possível com a visita "Cancelada".',
    );
  },
};

/** “Propor outro horário”: os horários livres do imóvel; o escolhido vai para a ação. */
export const ProporHorario: Story = {
  name: 'Propor outro horário',
  tags: ['quadro-proprio'],
  play: async ({ canvasElement, args }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(solicitada.getByRole('button', { name: 'Propor outro horário' }));
    await expect(args.acoes.carregarHorarios).toHaveBeenCalledWith('im-1');
    const d = within(await dialogoClicavel('Propor outro horário'));
    await userEvent.click(await d.findByRole('button', { name: /08\/12/ }));
    await userEvent.click(d.getByRole('button', { name: '09:00' }));
    await userEvent.click(d.getByRole('button', { name: 'Propor horário' }));
    await waitFor(() =>
      expect(args.acoes.onProporHorario).toHaveBeenCalledWith('v2', '2026-12-08T12:00:00.000Z'),
    );
  },
};

/** “Cancelar visita” pede o motivo, que vai para a ação. */
export const Cancelar: Story = {
  name: 'Cancelar',
  tags: ['quadro-proprio'],
  play: async ({ canvasElement, args }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(solicitada.getByRole('button', { name: 'Cancelar visita' }));
    const d = within(await dialogoClicavel('Cancelar visita'));
    const enviar = d.getByRole('button', { name: 'Cancelar visita' });
    await expect(enviar).toBeDisabled();
    await userEvent.type(d.getByLabelText('Motivo'), 'O proprietário viajou.');
    await userEvent.click(enviar);
    await waitFor(() => expect(args.acoes.onCancelar).toHaveBeenCalledWith('v2', 'O proprietário viajou.'));
  },
};

/** Depois da visita, “Registrar feedback”: compareceu, interesse e comentário. */
export const Feedback: Story = {
  name: 'Registrar feedback',
  tags: ['quadro-proprio'],
  play: async ({ canvasElement, args }) => {
    const terminada = await cartao(canvasElement, '10:00 Apartamento 3 quartos no Jardins');
    await userEvent.click(terminada.getByRole('button', { name: 'Registrar feedback' }));
    const d = within(await dialogoClicavel('Registrar feedback'));
    await userEvent.selectOptions(d.getByLabelText('Interesse'), 'Alto');
    await userEvent.type(d.getByLabelText('Comentário'), 'Quer ver a garagem.');
    await userEvent.click(d.getByRole('button', { name: 'Registrar feedback' }));
    await waitFor(() =>
      expect(args.acoes.onRegistrarFeedback).toHaveBeenCalledWith('v1', {
        compareceu: true,
        interesse: 'alto',
        comentario: 'Quer ver a garagem.',
      }),
    );
  },
};

/** Phone and tablet: one day at a time, today first; the strip changes the day. */
const umDiaPorVez = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /09\/12/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('article', { name: '14:00 Apartamento 3 quartos no Jardins' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /07\/12/ }));
    await expect(c.getByRole('button', { name: 'Registrar feedback' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /13\/12/ }));
    await expect(c.getByText('Nenhuma visita neste dia.')).toBeVisible();
  },
};

/** No celular (375 px), um dia por vez: abre em hoje (quarta) e a faixa dos dias troca o dia. */
export const Celular: Story = { ...noCelularSemRolagemDe(umDiaPorVez), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** Num tablet (768 px), ainda um dia por vez; na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(umDiaPorVez), name: 'Tablet', tags: ['quadro-proprio'] };

/** A agenda do admin (/admin/visitas): a semana de todos os corretores, cada cartão com o seu corretor. */
export const DoAdmin: Story = {
  name: 'Do admin',
  args: { mostrarCorretor: true },
  play: async ({ canvasElement }) => {
    const solicitada = await cartao(canvasElement, '14:00 Apartamento 3 quartos no Jardins');
    await expect(solicitada.getByText('Corretor: Rafael Lima')).toBeVisible();
    await expect(solicitada.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  },
};

/** A agenda do admin no celular: um dia por vez, o corretor em cada cartão. */
export const DoAdminNoCelular: Story = {
  ...noCelularSemRolagemDe({
    args: { mostrarCorretor: true },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expect(
        (await within(canvasElement).findAllByText('Corretor: Rafael Lima')).length,
      ).toBeGreaterThan(0);
    },
  }),
  name: 'Do admin no celular',
};
