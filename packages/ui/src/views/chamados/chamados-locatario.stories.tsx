import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { ChamadoDetalhe } from './chamado-detalhe';
import { ChamadosLista } from './chamados-lista';
import {
  chamadoAgendado,
  chamadoAguardando,
  chamadoConcluido,
  chamadoRecusado,
  chamadosLocatario,
} from './chamados.fixtures';
import { confereCarregando, confereFalhaComRetry } from './chamados.play';

/**
 * A aba Chamados da Área do Locatário: a lista com o status nas palavras do inquilino, “Abrir
 * chamado” e o detalhe de um chamado com a linha do tempo.
 */
const meta = {
  title: 'Telas/Locatário/Chamados',
  id: 'locatario-views-chamados',
  component: ChamadosLista,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: { chamados: chamadosLocatario, onAbrir: fn(), onVer: fn(), onRetry: fn() },
} satisfies Meta<typeof ChamadosLista>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lista no celular: cada chamado com o status nas palavras do inquilino, a urgência e a data; tocar abre o detalhe. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const itens = c.getAllByRole('listitem');
    await expect(itens[0]).toHaveTextContent('Chamado nº 13 · Elétrica');
    await expect(itens[0]).toHaveTextContent('Aguardando aprovação do proprietário');
    await expect(itens[1]).toHaveTextContent('Visita agendada');
    await expect(itens[2]).toHaveTextContent('Aberto em 02/11/2026');
    await userEvent.click(c.getByRole('button', { name: /^Chamado nº 12 ·/ }));
    await expect(args.onVer).toHaveBeenCalledWith(chamadoAgendado);
    await userEvent.click(c.getByRole('button', { name: 'Abrir chamado' }));
    await expect(args.onAbrir).toHaveBeenCalledTimes(1);
  },
};

/** Os chamados a caminho: o indicador. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { chamados: undefined },
  play: async ({ canvasElement }) => confereCarregando(canvasElement, 'Carregando os chamados...'),
};

/** Nenhum chamado aberto: o aviso, e “Abrir chamado” continua ali. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { chamados: [] },
  play: mostraOTexto('Nenhum chamado aberto até agora.', 'Abrir chamado'),
};

/** A lista não carregou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { chamados: undefined, erro: 'Não foi possível carregar os chamados' },
  play: async ({ canvasElement, args }) =>
    confereFalhaComRetry(canvasElement, args.onRetry, 'Não foi possível carregar os chamados'),
};

/** O detalhe de um chamado agendado: fotos, prestador e data da visita, e a linha do tempo do mais novo ao mais antigo. */
export const Agendado: Story = {
  name: 'Agendado',
  render: () => <ChamadoDetalhe chamado={chamadoAgendado} onVoltar={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Chamado nº 12 · Hidráulica' })).toBeVisible();
    await expect(c.getByText('Hidro Reparos Ltda.')).toBeVisible();
    await expect(c.getByText('10/12/2026 09:00')).toBeVisible();
    await expect(c.getAllByRole('img')).toHaveLength(2);
    const linhas = within(c.getByRole('list', { name: 'Histórico' })).getAllByRole('listitem');
    await expect(linhas[0]).toHaveTextContent('Serviço agendado para 10/12/2026 09:00.');
    await expect(linhas[0]).toHaveTextContent('21/11/2026 14:45');
    await expect(linhas[2]).toHaveTextContent('Ana Souza (inquilino)');
  },
};

/** O orçamento espera o proprietário: o inquilino lê “Aguardando aprovação do proprietário”, com o valor. */
export const AguardandoAprovacao: Story = {
  name: 'Aguardando aprovação',
  render: () => <ChamadoDetalhe chamado={chamadoAguardando} onVoltar={fn()} />,
  play: mostraOTexto('Aguardando aprovação do proprietário', 'R$ 850,00'),
};

/** O proprietário recusou o orçamento: “Não aprovado pelo proprietário”. */
export const Recusado: Story = {
  name: 'Recusado',
  render: () => <ChamadoDetalhe chamado={chamadoRecusado} onVoltar={fn()} />,
  play: mostraOTexto('Não aprovado pelo proprietário'),
};

/** Um chamado concluído: o valor, quem pagou e o custo lançado no repasse na linha do tempo. */
export const Concluido: Story = {
  name: 'Concluído',
  render: () => <ChamadoDetalhe chamado={chamadoConcluido} onVoltar={fn()} />,
  play: mostraOTexto('Concluído', 'R$ 320,00', 'Proprietário (descontado do repasse)'),
};

/** O detalhe ainda não carregou; “Voltar para os chamados” já funciona. */
export const DetalheCarregando: Story = {
  name: 'Detalhe carregando',
  render: () => <ChamadoDetalhe chamado={undefined} onVoltar={fn()} />,
  play: async ({ canvasElement }) => confereCarregando(canvasElement, 'Carregando o chamado...'),
};

/** A lista na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** A lista no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** A lista na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
