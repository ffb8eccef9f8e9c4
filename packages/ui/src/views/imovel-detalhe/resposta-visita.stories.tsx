import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { RespostaVisitaView } from './resposta-visita';
import { respostaAceita, respostaProposta } from './agendar-visita.fixtures';

const INVALIDO = 'Este link não é mais válido: o novo horário já foi respondido ou a proposta mudou.';
const OCUPADO =
  'Este horário não está mais disponível (já foi reservado, já passou ou está fora do horário de visitas). Escolha outro.';

/**
 * A página do link que o visitante recebe por e-mail quando o corretor propõe outro horário: o novo horário,
 * o imóvel e “Aceitar novo horário”. Pública e fora dos buscadores.
 */
const meta = {
  title: 'Telas/Site/Resposta da visita',
  component: RespostaVisitaView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { resposta: respostaProposta, onAceitar: fn(async () => respostaAceita), onRetry: fn() },
} satisfies Meta<typeof RespostaVisitaView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O novo horário proposto, com o imóvel e o botão para aceitar. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Novo horário para a sua visita' })).toBeVisible();
    await expect(c.getByText('quinta-feira, 10 de dezembro às 10:00')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Aceitar novo horário' })).toBeEnabled();
  },
};

/** A proposta carregando. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { resposta: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando a proposta...'),
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { resposta: undefined, loadFailed: true },
  play: verFalhaAoCarregar({ erro: 'Não foi possível carregar a proposta.', emAlerta: true, umaVez: true }),
};

/** Aceitar: a visita fica confirmada no novo horário e o convite vai por e-mail. */
export const Aceito: Story = {
  name: 'Aceito',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Aceitar novo horário' }));
    await expect(args.onAceitar).toHaveBeenCalledTimes(1);
    await expect(await c.findByRole('status')).toHaveTextContent(
      'A visita ficou para quinta-feira, 10 de dezembro às 10:00. Você vai receber o convite por e-mail.',
    );
    await expect(c.queryByRole('button', { name: 'Aceitar novo horário' })).toBeNull();
  },
};

/** Aceitando: o botão desabilitado com “Aceitando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { onAceitar: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Aceitar novo horário' }));
    await expect(c.getByRole('button', { name: 'Aceitando...' })).toBeDisabled();
  },
};

/** O horário ficou ocupado nesse meio-tempo (409): a mensagem do servidor. */
export const HorarioOcupado: Story = {
  name: 'Horário ocupado (409)',
  args: { onAceitar: fn(async () => Promise.reject(new Error('409'))), mensagemDoErro: () => OCUPADO },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Aceitar novo horário' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(OCUPADO);
  },
};

/** Um link desconhecido ou já usado: o que houve e o caminho para os imóveis. */
export const LinkInvalido: Story = {
  name: 'Link inválido',
  args: { resposta: undefined, naoEncontrada: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(INVALIDO);
    await expect(c.getByRole('link', { name: 'Ver imóveis' })).toHaveAttribute('href', '/imoveis');
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularSemRolagemDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
