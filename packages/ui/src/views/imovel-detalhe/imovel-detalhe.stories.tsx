import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agencia, imovelAluguel, imovelVenda } from '../../lib/fixtures/site';
import { ImovelDetalheView } from './imovel-detalhe';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { dialogoClicavel } from '../../stories/play-helpers';
import { horariosLivres } from './agendar-visita.fixtures';

/**
 * Página de detalhe do imóvel: galeria de fotos, preço, características, descrição, localização e o quadro do
 * corretor para falar com a imobiliária. Um imóvel indisponível mostra um aviso no lugar do preço.
 */
const meta = {
  title: 'Telas/Site/Detalhe do imóvel',
  component: ImovelDetalheView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { imovel: imovelAluguel, agencia },
} satisfies Meta<typeof ImovelDetalheView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Um imóvel para alugar: galeria, preço por mês, características e o quadro do corretor com WhatsApp e
 * telefone.
 */
export const Aluguel: Story = {
  name: 'Aluguel',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: imovelAluguel.titulo })).toBeVisible();
    await expect(c.getByText('Rua Oscar Freire, 1200, São Paulo, SP')).toBeVisible();
    await expect(c.getByText('R$ 4.500,00')).toBeVisible();
    await expect(c.getAllByText('/mês').length).toBeGreaterThan(0);
    await expect(c.getByText('Condomínio: R$ 850,00')).toBeVisible();
    for (const t of ['110 m²', '3 quartos', '2 banheiros', '2 vagas de garagem', '8º andar'])
      await expect(c.getByText(t)).toBeVisible();
    await expect(c.getByText('Fale com um corretor')).toBeVisible();
    await expect(c.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511999991000',
    );
    await expect(c.getByRole('link', { name: 'Ligar' })).toHaveAttribute('href', 'tel:+551130001000');
    await expect(c.getAllByRole('button', { name: /^Foto \d$/ })).toHaveLength(5);
    await expect(c.getByText('Portaria 24h')).toBeVisible();
  },
};

/** Enquanto os telefones da imobiliária carregam, o quadro do corretor mantém os botões, desabilitados. */
export const SemAgencia: Story = {
  name: 'Sem agência',
  args: { agencia: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Fale com um corretor')).toBeVisible();
    await expect(c.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Ligar' })).toBeDisabled();
    await expect(c.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  },
};

/** Um imóvel à venda, térreo e sem fotos: a imagem padrão na galeria. */
export const VendaTerreoSemFotos: Story = {
  name: 'Venda térreo sem fotos',
  args: { imovel: imovelVenda },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Térreo')).toBeVisible();
    await expect(c.getByText('Sem imagens disponíveis')).toBeVisible();
    await expect(c.queryByText('/mês')).toBeNull();
  },
};

/** O imóvel carregando: “Carregando detalhes do imóvel...”. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { imovel: undefined, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Carregando detalhes do imóvel...')).toBeVisible(),
};

/** Imóvel não encontrado: a mensagem e o caminho para a listagem. */
export const NaoEncontrado: Story = {
  name: 'Não encontrado',
  args: { imovel: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Imóvel não encontrado.')).toBeVisible(),
};

/**
 * O servidor falhou ao ler o imóvel (não é um imóvel inexistente): “Não foi possível carregar os detalhes do
 * imóvel.”, “Tentar novamente” e o caminho para a listagem.
 */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { imovel: undefined, loadFailed: true, onRetry: fn() },
  play: async (ctx) => {
    await verFalhaAoCarregar({
      erro: 'Não foi possível carregar os detalhes do imóvel.',
      emAlerta: true,
      vazio: 'Imóvel não encontrado.',
      umaVez: true,
    })(ctx);
    await expect(within(ctx.canvasElement).getByRole('link', { name: 'Voltar para imóveis' })).toBeVisible();
  },
};

/** O estado “Aluguel” na largura de um celular (375 px). */
export const Mobile: Story = { ...noCelularDe(Aluguel), name: 'Celular' };
/** O estado “Aluguel” no tema escuro. */
export const Dark: Story = { ...noEscuroDe(Aluguel), name: 'Escuro' };

/**
 * Um link direto para um imóvel ocupado: sem preço nem corretor, uma mensagem clara e o caminho para a
 * listagem.
 */
export const Indisponivel: Story = {
  name: 'Indisponível',
  args: { imovel: { ...imovelAluguel, status: 'Ocupado' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: imovelAluguel.titulo })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Este imóvel não está mais disponível.');
    await expect(c.getByRole('link', { name: 'Ver imóveis disponíveis' })).toHaveAttribute(
      'href',
      '/imoveis',
    );
    await expect(c.queryByText('Fale com um corretor')).toBeNull();
    await expect(c.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    await expect(c.queryByText('R$ 4.500,00')).toBeNull();
    // The property itself is still described.
    await expect(c.getByText('Portaria 24h')).toBeVisible();
  },
};

/** O estado “Indisponível” na largura de um celular (375 px). */
export const IndisponivelMobile: Story = { ...noCelularDe(Indisponivel), name: 'Indisponível — celular' };
/** O estado “Indisponível” no tema escuro. */
export const IndisponivelDark: Story = { ...noEscuroDe(Indisponivel), name: 'Indisponível — escuro' };

/** O estado “Aluguel” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Aluguel), name: 'Tablet', tags: ['quadro-proprio'] };

/**
 * O quadro do corretor com “Agendar visita”, que abre o diálogo dos horários livres (lidos ao abrir); um toque
 * no WhatsApp é registrado e o link abre o WhatsApp do mesmo jeito.
 */
export const ComAgendamento: Story = {
  name: 'Com agendamento de visita',
  // In its own frame on the docs page: it ends with the dialog open.
  tags: ['quadro-proprio'],
  args: {
    agendamento: { horarios: horariosLivres, onCarregar: fn(), onSolicitar: fn(async () => undefined) },
    onWhatsapp: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Fale com um corretor')).toBeVisible();
    const whatsapp = c.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511999991000');
    // The click is recorded; the story keeps the new tab from opening.
    whatsapp.addEventListener('click', (e) => e.preventDefault(), { once: true });
    await userEvent.click(whatsapp);
    await expect(args.onWhatsapp).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: 'Agendar visita' }));
    await expect(args.agendamento?.onCarregar).toHaveBeenCalledTimes(1);
    const d = within(await dialogoClicavel('Agendar visita'));
    await expect(d.getByRole('button', { name: '10:00' })).toBeVisible();
  },
};
