import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { dialogoClicavel } from '../../stories/play-helpers';
import { AgendarVisitaDialog } from './agendar-visita-dialog';
import { horariosLivres, MENSAGEM_HORARIO_OCUPADO } from './agendar-visita.fixtures';

/** The dialog, once it takes clicks. */
const dialogo = async () => within(await dialogoClicavel('Agendar visita'));

/** Picks Tuesday 8/12 at 14:00 and fills the visitor's data. */
const preencher = async () => {
  const d = await dialogo();
  await userEvent.click(d.getByRole('button', { name: /08\/12/ }));
  await userEvent.click(d.getByRole('button', { name: '14:00' }));
  await userEvent.type(d.getByLabelText('Nome'), 'Marina Souza');
  await userEvent.type(d.getByLabelText('Email'), 'marina@example.com');
  await userEvent.type(d.getByLabelText('Telefone'), '11987654321');
  await userEvent.click(d.getByRole('button', { name: 'Solicitar visita' }));
  return d;
};

/**
 * “Agendar visita” da página do imóvel: o visitante escolhe um dia e um horário livres, informa nome, e-mail
 * e telefone (e uma mensagem, se quiser) e solicita a visita; o corretor confirma por e-mail.
 */
const meta = {
  title: 'Telas/Site/Agendar visita',
  component: AgendarVisitaDialog,
  // Each story in its own frame on the docs page: it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    open: true,
    onOpenChange: fn(),
    horarios: horariosLivres,
    onCarregar: fn(),
    onSolicitar: fn(async () => undefined),
  },
} satisfies Meta<typeof AgendarVisitaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os horários livres: os dias com horário e, do dia escolhido (o primeiro), as horas. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async () => {
    const d = await dialogo();
    await expect(
      d.getByText('Escolha o dia e o horário. O corretor confirma a visita por e-mail.'),
    ).toBeVisible();
    for (const dia of [/07\/12/, /08\/12/, /12\/12/])
      await expect(d.getByRole('button', { name: dia })).toBeVisible();
    await expect(d.getByRole('button', { name: /07\/12/ })).toHaveAttribute('aria-pressed', 'true');
    for (const h of ['10:00', '11:00', '15:00'])
      await expect(d.getByRole('button', { name: h })).toBeVisible();
    await expect(d.queryByRole('button', { name: '14:00' })).toBeNull();
    await expect(d.getByLabelText('Mensagem (opcional)')).toBeVisible();
  },
};

/** Os horários carregando, ao abrir o diálogo. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { horarios: undefined, carregando: true },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('status')).toHaveTextContent('Carregando horários...');
  },
};

/** Nenhum horário livre nos próximos 14 dias: o visitante é levado ao WhatsApp ou ao telefone. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { horarios: [] },
  play: async () => {
    const d = await dialogo();
    await expect(
      d.getByText(
        'Não há horários livres nos próximos 14 dias. Fale com um corretor pelo WhatsApp ou pelo telefone.',
      ),
    ).toBeVisible();
  },
};

/** A leitura dos horários falhou: a mensagem e “Tentar novamente”, que lê de novo. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { horarios: undefined, falhou: true },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('alert')).toHaveTextContent('Não foi possível carregar os horários.');
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onCarregar).toHaveBeenCalledTimes(1);
  },
};

/** Enviar sem escolher horário nem preencher: cada campo diz o que falta. */
export const CamposObrigatorios: Story = {
  name: 'Campos obrigatórios',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Solicitar visita' }));
    for (const m of ['Escolha um horário', 'Informe seu nome', 'Informe seu e-mail', 'Informe seu telefone'])
      await expect(await d.findByText(m)).toBeVisible();
    await expect(args.onSolicitar).not.toHaveBeenCalled();
  },
};

/**
 * O horário acabou de ser reservado por outra pessoa (409): a mensagem do servidor, a escolha desfeita e os
 * horários lidos de novo; o que foi digitado fica.
 */
export const HorarioOcupado: Story = {
  name: 'Horário ocupado (409)',
  args: {
    onSolicitar: fn(async () => Promise.reject(new Error('409'))),
    conflitoDoErro: () => MENSAGEM_HORARIO_OCUPADO,
  },
  play: async ({ args }) => {
    const d = await preencher();
    await expect(await d.findByText(MENSAGEM_HORARIO_OCUPADO)).toBeVisible();
    await expect(args.onCarregar).toHaveBeenCalledTimes(1);
    await expect(d.getByRole('button', { name: '14:00' })).toHaveAttribute('aria-pressed', 'false');
    await expect(d.getByLabelText('Nome')).toHaveValue('Marina Souza');
  },
};

/** O servidor recusou um campo (400): a mensagem sob o campo. */
export const DadosRecusados: Story = {
  name: 'Dados recusados',
  args: {
    onSolicitar: fn(async () => Promise.reject(new Error('400'))),
    errosDoErro: () => ({ email: 'E-mail inválido' }),
  },
  play: async () => {
    const d = await preencher();
    await expect(await d.findByText('E-mail inválido')).toBeVisible();
  },
};

/** Enviando o pedido: os botões desabilitados e “Solicitando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { onSolicitar: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const d = await preencher();
    await expect(await d.findByRole('button', { name: 'Solicitando...' })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/**
 * A visita solicitada: o pedido leva o horário e os dados (telefone só com dígitos), e a confirmação diz que o
 * corretor ainda vai confirmar por e-mail.
 */
export const Enviado: Story = {
  name: 'Enviado',
  play: async ({ args }) => {
    await preencher();
    await waitFor(() =>
      expect(args.onSolicitar).toHaveBeenCalledWith({
        inicio: '2026-12-08T17:00:00.000Z',
        nome: 'Marina Souza',
        email: 'marina@example.com',
        telefone: '11987654321',
        mensagem: undefined,
      }),
    );
    const d = within(await dialogoClicavel('Visita solicitada'));
    await expect(d.getByRole('status')).toHaveTextContent(
      'Você pediu uma visita para terça-feira, 8 de dezembro às 14:00. Ela ainda não está confirmada: o corretor vai responder por e-mail.',
    );
    await userEvent.click(d.getByRole('button', { name: 'Voltar ao imóvel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** O estado “Carregado” na largura de um tablet (768 px). */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet' };
