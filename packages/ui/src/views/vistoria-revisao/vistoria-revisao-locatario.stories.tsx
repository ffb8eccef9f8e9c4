import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe } from '../../stories/gemeas';
import { dialogoClicavel, mostraOTexto, noCelular, semRolagemLateral } from '../../stories/play-helpers';
import { LaudoRevisao } from './laudo-revisao';
import {
  DEPOIS_DO_PRAZO,
  HOJE,
  lerFotoDeExemplo,
  vistoriaAceita,
  vistoriaContestada,
  vistoriaEmRevisao,
  vistoriaRespondida,
  vistoriaSaida,
} from './vistoria-revisao.fixtures';
import { VistoriasLocatario } from './vistorias-locatario';

/**
 * A aba Vistoria da Área do Locatário: o laudo com ambientes, itens, estados, observações e fotos,
 * o prazo de revisão, “Aceitar laudo” (com confirmação) e “Contestar” em cada item.
 */
const meta = {
  title: 'Telas/Locatário/Vistoria',
  id: 'locatario-views-vistoria',
  component: LaudoRevisao,
  tags: ['autodocs', 'quadro-proprio'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    vistoria: vistoriaEmRevisao,
    hoje: HOJE,
    onAceitar: fn(async () => undefined),
    onContestar: fn(async () => undefined),
    onBaixarLaudo: fn(),
    onVoltar: fn(),
    lerFoto: lerFotoDeExemplo,
    comprimir: async (f: File) => f,
  },
} satisfies Meta<typeof LaudoRevisao>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Em revisão: o prazo, os itens com estado, observação e fotos; “Aceitar laudo” pede confirmação. */
export const EmRevisao: Story = {
  name: 'Em revisão',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Aceite ou conteste itens até 04/12/2026.')).toBeVisible();
    await expect(c.getByText('Aguardando a sua revisão')).toBeVisible();
    const paredes = c.getByRole('listitem', { name: 'Paredes' });
    await expect(within(paredes).getByText('Regular')).toBeVisible();
    await expect(within(paredes).getByText('Observação: Pequeno risco perto da porta.')).toBeVisible();
    await expect(
      within(c.getByRole('list', { name: 'Fotos de Piso' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(c.getAllByRole('button', { name: 'Contestar' })).toHaveLength(4);
    await userEvent.click(c.getByRole('button', { name: 'Laudo em PDF' }));
    await expect(args.onBaixarLaudo).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: 'Aceitar laudo' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Aceitar o laudo?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aceitar' }));
    await expect(args.onAceitar).toHaveBeenCalledTimes(1);
  },
};

/** “Contestar” num item: o texto e as fotos da câmera; enviar chama a contestação com o item. */
export const ContestarItem: Story = {
  name: 'Contestar item',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pia = c.getByRole('listitem', { name: 'Pia e torneira' });
    await userEvent.click(within(pia).getByRole('button', { name: 'Contestar' }));
    const dialogo = await dialogoClicavel('Contestar: Pia e torneira');
    const d = within(dialogo);
    await userEvent.click(d.getByRole('button', { name: 'Enviar contestação' }));
    await expect(d.getByText('Diga o que está diferente do laudo.')).toBeVisible();
    await expect(args.onContestar).not.toHaveBeenCalled();
    await expect(d.getByText('Tirar ou escolher fotos')).toBeVisible();
    await userEvent.type(d.getByLabelText('O que está diferente'), 'A torneira funciona.');
    await userEvent.click(d.getByRole('button', { name: 'Enviar contestação' }));
    await expect(args.onContestar).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'i3' }),
      'A torneira funciona.',
      [],
    );
  },
};

/** Item contestado, ainda sem resposta: “Contestado”, o texto enviado e “Aguardando a resposta”. */
export const Contestado: Story = {
  name: 'Item contestado',
  args: { vistoria: vistoriaContestada },
  play: async ({ canvasElement }) => {
    const pia = within(within(canvasElement).getByRole('listitem', { name: 'Pia e torneira' }));
    await expect(pia.getByText('Contestado')).toBeVisible();
    await expect(pia.getByText('A torneira não pinga: funciona normalmente.')).toBeVisible();
    await expect(pia.getByText('Aguardando a resposta da imobiliária.')).toBeVisible();
    await expect(pia.queryByRole('button', { name: 'Contestar' })).toBeNull();
    // The period is still open: other items can be contested, the laudo no longer accepted.
    await expect(within(canvasElement).queryByRole('button', { name: 'Aceitar laudo' })).toBeNull();
  },
};

/** A imobiliária respondeu: a resposta e se aceitou a contestação, sem botões. */
export const ContestacaoRespondida: Story = {
  name: 'Contestação respondida',
  args: { vistoria: vistoriaRespondida },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Encerrada')).toBeVisible();
    await expect(c.getByText('Resposta da imobiliária, em 29/11/2026:')).toBeVisible();
    await expect(c.getByText('Conferimos: o item fica como bom.')).toBeVisible();
    await expect(c.getByText('A imobiliária aceitou a sua contestação.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Contestar' })).toBeNull();
  },
};

/** Laudo aceito: o status “Aceita por você” e nenhum botão de revisão. */
export const Aceito: Story = {
  name: 'Aceito',
  args: { vistoria: vistoriaAceita },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Aceita por você')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Aceitar laudo' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Contestar' })).toBeNull();
  },
};

/** Depois do prazo: os botões somem e o 409 do servidor aparece como ele o disse. */
export const PrazoEncerrado: Story = {
  name: 'Prazo encerrado',
  args: { hoje: DEPOIS_DO_PRAZO, erro: 'O prazo para contestar terminou em 04/12/2026.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('O prazo de revisão terminou em 04/12/2026.')).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('O prazo para contestar terminou em 04/12/2026.');
    await expect(c.queryByRole('button', { name: 'Aceitar laudo' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Contestar' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Laudo em PDF' })).toBeVisible();
  },
};

/** A lista da aba: cada laudo com o status e o prazo; tocar abre a revisão. */
export const Lista: Story = {
  name: 'Lista de laudos',
  render: (args) => (
    <VistoriasLocatario
      vistorias={[vistoriaEmRevisao, vistoriaSaida]}
      hoje={args.hoje}
      onAbrir={args.onVoltar ?? fn()}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Vistoria de entrada — contrato CT-2026-001')).toBeVisible();
    await expect(c.getByText('Aceite ou conteste itens até 04/12/2026.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Revisar laudo: Vistoria de entrada' }));
    await expect(args.onVoltar).toHaveBeenCalledWith(vistoriaEmRevisao);
    await expect(c.getByRole('button', { name: 'Ver laudo: Vistoria de saída' })).toBeVisible();
  },
};

/** Os laudos a caminho: o indicador. */
export const Carregando: Story = {
  name: 'Carregando',
  render: (args) => <VistoriasLocatario vistorias={undefined} hoje={args.hoje} onAbrir={fn()} />,
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando as vistorias...'),
};

/** Nenhum laudo concluído. */
export const Vazio: Story = {
  name: 'Vazio',
  render: (args) => <VistoriasLocatario vistorias={[]} hoje={args.hoje} onAbrir={fn()} />,
  play: mostraOTexto('Nenhum laudo de vistoria concluído no seu contrato.'),
};

/** A lista não carregou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro',
  render: (args) => (
    <VistoriasLocatario
      vistorias={undefined}
      hoje={args.hoje}
      erro="Não foi possível carregar as vistorias"
      onRetry={args.onVoltar}
      onAbrir={fn()}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vistorias');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onVoltar).toHaveBeenCalledTimes(1);
  },
};

/** O laudo em revisão na largura de um celular (375 px), sem rolagem lateral. */
export const Celular: Story = {
  ...noCelularDe(Contestado),
  name: 'Celular',
  play: noCelular(async (ctx) => {
    await Contestado.play?.(ctx);
    await semRolagemLateral();
  }),
};
/** O laudo em revisão no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Contestado), name: 'Escuro' };
