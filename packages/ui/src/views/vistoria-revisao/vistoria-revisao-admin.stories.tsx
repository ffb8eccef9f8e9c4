import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe } from '../../stories/gemeas';
import { RevisaoAdmin } from './revisao-admin';
import {
  comparacaoSaida,
  lerFotoDeExemplo,
  vistoriaContestada,
  vistoriaRespondida,
  vistoriaSaida,
} from './vistoria-revisao.fixtures';

/**
 * A revisão de uma vistoria no back office: as contestações do inquilino com texto e fotos e
 * “Responder”; na de saída, a comparação com a entrada e os danos para o acerto da rescisão.
 */
const meta = {
  title: 'Telas/Admin/Vistorias/Revisão',
  id: 'admin-views-vistoria-revisao',
  component: RevisaoAdmin,
  tags: ['autodocs'],
  args: {
    vistoria: vistoriaContestada,
    onResponder: fn(async () => undefined),
    onSalvarDanos: fn(async () => undefined),
    onBaixarLaudo: fn(),
    onVoltar: fn(),
    onRetry: fn(),
    lerFoto: lerFotoDeExemplo,
  },
} satisfies Meta<typeof RevisaoAdmin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uma contestação a responder: o texto e a foto do inquilino; “Responder” abre a resposta. */
export const ContestacoesPendentes: Story = {
  name: 'Contestações pendentes',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 contestação a responder')).toBeVisible();
    const item = within(c.getByRole('listitem', { name: 'Cozinha — Pia e torneira' }));
    await expect(item.getByText('A torneira não pinga: funciona normalmente.')).toBeVisible();
    await expect(item.getByText('Ruim')).toBeVisible();
    await expect(item.getAllByRole('img', { name: 'Foto 1' })).toHaveLength(1);
    await userEvent.click(item.getByRole('button', { name: 'Responder' }));
    await userEvent.type(item.getByLabelText('Resposta ao inquilino'), 'Conferimos: o item fica como bom.');
    await userEvent.click(item.getByRole('checkbox'));
    await userEvent.click(item.getByRole('button', { name: 'Enviar resposta' }));
    await expect(args.onResponder).toHaveBeenCalledWith(expect.objectContaining({ id: 'i3' }), {
      texto: 'Conferimos: o item fica como bom.',
      aceitar: true,
    });
  },
};

/** A resposta recusada pelo servidor (texto vazio: 400) aparece sob o campo. */
export const RespostaRecusada: Story = {
  name: 'Resposta recusada',
  args: { onResponder: fn(async () => Promise.reject(new Error('Informe: Resposta.'))) },
  play: async ({ canvasElement }) => {
    const item = within(within(canvasElement).getByRole('listitem', { name: 'Cozinha — Pia e torneira' }));
    await userEvent.click(item.getByRole('button', { name: 'Responder' }));
    await userEvent.click(item.getByRole('button', { name: 'Enviar resposta' }));
    await expect(await item.findByRole('alert')).toHaveTextContent('Informe: Resposta.');
  },
};

/** Contestação respondida: a resposta, “Aceita” e nenhum “Responder”. */
export const ContestacoesRespondidas: Story = {
  name: 'Contestações respondidas',
  args: { vistoria: vistoriaRespondida },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Respondida em 29/11/2026:')).toBeVisible();
    await expect(c.getByText('Aceita')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Responder' })).toBeNull();
    await expect(c.queryByText('Comparação com a entrada')).toBeNull();
  },
};

/** A de saída: a comparação item a item com os que pioraram marcados, e os danos já lançados. */
export const ComparacaoComPiora: Story = {
  name: 'Comparação com itens piores',
  args: { vistoria: vistoriaSaida, comparacao: comparacaoSaida },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nenhum item contestado.')).toBeVisible();
    await expect(c.getByText('2 itens pioraram')).toBeVisible();
    const paredes = within(c.getByRole('row', { name: /Paredes/ }));
    await expect(paredes.getByText('Regular')).toBeVisible();
    await expect(paredes.getByText('Piorou')).toBeVisible();
    await expect(within(c.getByRole('row', { name: /Armários/ })).getByText('Sem piora')).toBeVisible();
    await expect(c.getByLabelText('Descrição do dano: Pia e torneira')).toHaveValue('Troca da torneira');
    await expect(c.getByText('Total: R$ 180,00')).toBeVisible();
  },
};

/** Danos: um novo valor digitado em reais vai ao servidor em centavos, junto com o já lançado. */
export const SalvarDanos: Story = {
  name: 'Salvar danos',
  args: { vistoria: vistoriaSaida, comparacao: comparacaoSaida },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Descrição do dano: Paredes'), 'Pintura da sala');
    await userEvent.type(c.getByLabelText('Valor do dano: Paredes'), '450');
    await expect(c.getByText('Total: R$ 630,00')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Salvar danos' }));
    await expect(args.onSalvarDanos).toHaveBeenCalledWith({
      itens: expect.arrayContaining([
        { itemId: 's2', descricao: 'Pintura da sala', valorCentavos: 45000 },
        { itemId: 's3', descricao: 'Troca da torneira', valorCentavos: 18000 },
      ]),
    });
  },
};

/** Danos com erro de validação: descrição sem valor não é enviada. */
export const DanosComErro: Story = {
  name: 'Danos com erro de validação',
  args: { vistoria: vistoriaSaida, comparacao: comparacaoSaida },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Descrição do dano: Paredes'), 'Pintura da sala');
    await userEvent.click(c.getByRole('button', { name: 'Salvar danos' }));
    await expect(c.getByText('Informe o valor do dano.')).toBeVisible();
    await expect(c.getByLabelText('Valor do dano: Paredes')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSalvarDanos).not.toHaveBeenCalled();
  },
};

/** A comparação ainda carregando: o indicador no lugar da tabela. */
export const ComparacaoCarregando: Story = {
  name: 'Comparação carregando',
  args: { vistoria: vistoriaSaida, comparacao: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Comparando com a vistoria de entrada...',
    ),
};

/** A vistoria a caminho: o indicador. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { vistoria: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando a vistoria...'),
};

/** A vistoria não carregou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro',
  args: { vistoria: undefined, erro: 'Vistoria não encontrada.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Vistoria não encontrada.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A comparação e os danos na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(ComparacaoComPiora), name: 'Celular' };
/** As contestações no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(ContestacoesPendentes), name: 'Escuro' };
