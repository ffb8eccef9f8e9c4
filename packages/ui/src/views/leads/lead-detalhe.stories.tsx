import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { LeadDetalheView } from './lead-detalhe-view';
import { AGORA, detalheNovo, detalheParado, detalhePerdido } from './leads.fixtures';

const meta = {
  title: 'Telas/Corretor/Lead',
  id: 'corretor-views-lead',
  component: LeadDetalheView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    lead: detalheNovo,
    hrefVoltar: '/corretor',
    hrefImovel: (id: string) => `/imovel/${id}`,
    agora: AGORA,
    onMudarEtapa: fn(),
    onAdicionarNota: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof LeadDetalheView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um lead novo no celular: ligar, WhatsApp e e-mail em botões grandes, o imóvel, os próximos passos e o
 * histórico do mais novo ao mais antigo, na hora de São Paulo. “Iniciar atendimento” pede ao app a etapa.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Mariana Alves' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Ligar para (11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    await expect(c.getByRole('link', { name: 'Conversar no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    await expect(c.getByRole('link', { name: 'Enviar e-mail para mariana.alves@email.com' })).toHaveAttribute(
      'href',
      'mailto:mariana.alves@email.com',
    );
    await expect(c.getByRole('link', { name: 'Apartamento Vista Parque' })).toHaveAttribute(
      'href',
      '/imovel/i1',
    );
    const historico = within(c.getByRole('list'));
    const itens = historico.getAllByRole('listitem');
    await expect(itens[0]).toHaveTextContent('Novo contato (WhatsApp).');
    await expect(itens[0]).toHaveTextContent('27/11/2026 14:10');
    await expect(itens[2]).toHaveTextContent('pelo sistema');
    await userEvent.click(c.getByRole('button', { name: 'Iniciar atendimento' }));
    await expect(args.onMudarEtapa).toHaveBeenCalledWith('em_atendimento');
  },
};

/** A carga do lead: o indicador. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { lead: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o lead...')).toBeVisible();
  },
};

/** O lead não existe ou é de outro corretor (404). */
export const NaoEncontrado: Story = {
  name: 'Não encontrado',
  args: { lead: undefined, naoEncontrado: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Lead não encontrado' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar para os leads' })).toHaveAttribute('href', '/corretor');
  },
};

/** A carga falhou: a mensagem e “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { lead: undefined, erroCarregar: 'Não foi possível carregar o lead' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar o lead');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Um lead sem atividade há mais que o alerta: “Sem atendimento há 30 h” sob o nome. */
export const ComLeadParado: Story = {
  name: 'Com lead parado',
  args: { lead: detalheParado },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem atendimento há 30 h')).toBeVisible();
  },
};

/** Um lead perdido: a etapa, o motivo e nenhum próximo passo para o corretor. */
export const PerdidoComMotivo: Story = {
  name: 'Perdido com motivo',
  args: { lead: detalhePerdido },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Fechou com outra imobiliária.')).toBeVisible();
    await expect(c.queryByRole('group', { name: 'Próximos passos' })).toBeNull();
  },
};

/** O admin pode reabrir um lead perdido: “Reabrir atendimento” volta a “Em atendimento”. */
export const Reabrir: Story = {
  name: 'Reabrir',
  args: { lead: detalhePerdido, podeReabrir: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reabrir atendimento' }));
    await expect(args.onMudarEtapa).toHaveBeenCalledWith('em_atendimento');
  },
};

/** “Marcar como perdido” pede o motivo: vazio, o erro aparece e nada é enviado; com ele, a etapa muda. */
export const MarcarComoPerdido: Story = {
  name: 'Marcar como perdido',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Marcar como perdido' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Marcar como perdido' }));
    await expect(d.getByText('Informe o motivo da perda')).toBeVisible();
    await expect(args.onMudarEtapa).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Motivo'), 'Achou um imóvel mais barato.');
    await userEvent.click(d.getByRole('button', { name: 'Marcar como perdido' }));
    await expect(args.onMudarEtapa).toHaveBeenCalledWith('perdido', 'Achou um imóvel mais barato.');
  },
};

/** “Adicionar nota”: vazia, o erro; com texto, o app recebe a nota e o campo se esvazia. */
export const AdicionarNota: Story = {
  name: 'Adicionar nota',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Adicionar nota' }));
    await expect(c.getByText('Escreva a nota')).toBeVisible();
    await userEvent.type(c.getByLabelText('Nota'), 'Prefere visitas no sábado.');
    await userEvent.click(c.getByRole('button', { name: 'Adicionar nota' }));
    await expect(args.onAdicionarNota).toHaveBeenCalledWith('Prefere visitas no sábado.');
    await expect(c.getByLabelText('Nota')).toHaveValue('');
  },
};

/** Salvando uma mudança: os próximos passos desabilitados e “Salvando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { salvando: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Salvando...');
    await expect(c.getByRole('button', { name: 'Iniciar atendimento' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Adicionando...' })).toBeDisabled();
  },
};

/** O servidor recusou a mudança (409: o lead mudou enquanto era visto): a mensagem em destaque. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: {
    erroAcao: 'O lead mudou enquanto você o via. Os dados foram atualizados; confira e tente de novo.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'O lead mudou enquanto você o via',
    );
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };

/** Um lead em atendimento: “Nova proposta” leva à proposta deste lead (e some num lead ainda novo). */
export const ComNovaProposta: Story = {
  name: 'Com nova proposta',
  args: {
    lead: { ...detalheNovo, etapa: 'em_atendimento' },
    hrefNovaProposta: '/corretor/propostas/nova?lead=l1',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Nova proposta' })).toHaveAttribute(
      'href',
      '/corretor/propostas/nova?lead=l1',
    );
  },
};
