import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { ChamadosProprietario } from './chamados-proprietario';
import {
  chamadoAprovado,
  chamadoConcluido,
  chamadoRecusado,
  chamadosProprietario,
} from './chamados.fixtures';
import { confereCarregando, confereFalhaComRetry } from './chamados.play';

/**
 * A aba Chamados do Portal do Proprietário: primeiro os que aguardam a aprovação dele, com o
 * orçamento, a descrição, as fotos e “Aprovar” / “Recusar”; depois os demais.
 */
const meta = {
  title: 'Telas/Proprietário/Chamados',
  id: 'proprietario-views-chamados',
  component: ChamadosProprietario,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    chamados: chamadosProprietario,
    onResponder: fn(async () => undefined),
    onRetry: fn(),
    onBaixarComprovante: fn(),
  },
} satisfies Meta<typeof ChamadosProprietario>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O chamado que espera o proprietário vem primeiro, com o orçamento. “Recusar” sem motivo mostra o erro
 * e nada é enviado; “Aprovar” envia a aprovação.
 */
export const AguardandoAprovacao: Story = {
  name: 'Aguardando aprovação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const secoes = c.getAllByRole('region');
    await expect(secoes[0]).toHaveAccessibleName('Aguardando a sua aprovação');
    const cartao = within(c.getByRole('article', { name: 'Chamado nº 13' }));
    await expect(cartao.getByText('Orçamento: R$ 850,00')).toBeVisible();
    await expect(cartao.getByText('O chuveiro desarma o disjuntor toda vez que é ligado.')).toBeVisible();
    await userEvent.click(cartao.getByRole('button', { name: 'Recusar' }));
    await userEvent.click(cartao.getByRole('button', { name: 'Confirmar recusa' }));
    await expect(cartao.getByText('Informe o motivo da recusa')).toBeVisible();
    await expect(args.onResponder).not.toHaveBeenCalled();
    await userEvent.click(cartao.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(cartao.getByRole('button', { name: 'Aprovar' }));
    await expect(args.onResponder).toHaveBeenCalledWith('ch-2', { aprovar: true });
  },
};

/** A recusa com o motivo: o app recebe a resposta e o motivo digitado. */
export const RecusarComMotivo: Story = {
  name: 'Recusar com motivo',
  play: async ({ canvasElement, args }) => {
    const cartao = within(within(canvasElement).getByRole('article', { name: 'Chamado nº 13' }));
    await userEvent.click(cartao.getByRole('button', { name: 'Recusar' }));
    await userEvent.type(cartao.getByLabelText('Motivo da recusa'), 'Vou mandar o meu eletricista.');
    await userEvent.click(cartao.getByRole('button', { name: 'Confirmar recusa' }));
    await expect(args.onResponder).toHaveBeenCalledWith('ch-2', {
      aprovar: false,
      motivo: 'Vou mandar o meu eletricista.',
    });
  },
};

/** A resposta a caminho: os botões daquele chamado desabilitados e “Enviando...”. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { respondendoId: 'ch-2' },
  play: async ({ canvasElement }) => {
    const cartao = within(within(canvasElement).getByRole('article', { name: 'Chamado nº 13' }));
    await expect(cartao.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(cartao.getByRole('button', { name: 'Recusar' })).toBeDisabled();
  },
};

/** Depois de aprovar: o cartão mostra “Aprovado por você” e sai do topo. */
export const Aprovado: Story = {
  name: 'Aprovado',
  args: { chamados: [chamadoAprovado] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Aprovado por você')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  },
};

/** Depois de recusar: “Recusado por você”, com a recusa na linha do tempo. */
export const Recusado: Story = {
  name: 'Recusado',
  args: { chamados: [chamadoRecusado] },
  play: mostraOTexto('Recusado por você', 'Orçamento recusado pelo proprietário.'),
};

/** Um chamado concluído: o valor, quem pagou (descontado do repasse) e “Baixar comprovante”. */
export const Concluido: Story = {
  name: 'Concluído',
  args: { chamados: [chamadoConcluido] },
  play: async (ctx) => {
    await mostraOTexto('R$ 320,00', 'Proprietário (descontado do repasse)')(ctx);
    await userEvent.click(within(ctx.canvasElement).getByRole('button', { name: 'Baixar comprovante' }));
    await expect(ctx.args.onBaixarComprovante).toHaveBeenCalledWith(chamadoConcluido);
  },
};

/** O comprovante descendo: o botão espera, com “Baixando...”. */
export const BaixandoComprovante: Story = {
  name: 'Baixando o comprovante',
  args: { chamados: [chamadoConcluido], baixandoComprovanteId: chamadoConcluido.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Baixando...' })).toBeDisabled();
  },
};

/** O custo foi para o inquilino: o comprovante não é do proprietário, e não há o que baixar. */
export const ConcluidoPagoPeloInquilino: Story = {
  name: 'Concluído, pago pelo inquilino',
  args: { chamados: [{ ...chamadoConcluido, responsavel: 'locatario' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 320,00')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Baixar comprovante' })).toBeNull();
  },
};

/** Nenhum chamado nos imóveis do proprietário. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { chamados: [] },
  play: mostraOTexto('Nenhum chamado nos seus imóveis até agora.'),
};

/** Os chamados a caminho: o indicador. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { chamados: undefined },
  play: async ({ canvasElement }) => confereCarregando(canvasElement, 'Carregando os chamados...'),
};

/** A lista não carregou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { chamados: undefined, erro: 'Não foi possível carregar os chamados' },
  play: async ({ canvasElement, args }) =>
    confereFalhaComRetry(canvasElement, args.onRetry, 'Não foi possível carregar os chamados'),
};

/** O estado “Aguardando aprovação” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(AguardandoAprovacao), name: 'Celular' };
/** O estado “Aguardando aprovação” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(AguardandoAprovacao), name: 'Escuro' };
/** O estado “Aguardando aprovação” na largura de um tablet (768 px); na documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(AguardandoAprovacao), name: 'Tablet', tags: ['quadro-proprio'] };
