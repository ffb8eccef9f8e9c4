import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { AdminPortaisView } from './admin-portais';
import { imoveisComPendencias, imoveisPortaisExemplo, URL_FEED_EXEMPLO } from './admin-portais.fixtures';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Portais',
  id: 'admin-views-portais',
  component: AdminPortaisView,
  tags: ['autodocs'],
  args: {
    imoveis: imoveisPortaisExemplo,
    urlFeed: URL_FEED_EXEMPLO,
    loading: false,
    onPublicar: fn(),
    onGerarNovoEndereco: fn(async () => undefined),
    onCopiar: fn(async () => true),
  },
} satisfies Meta<typeof AdminPortaisView>;
export default meta;
type Story = StoryObj<typeof meta>;

const caixa = (c: ReturnType<typeof within>, titulo: string) =>
  c.getByRole('checkbox', { name: `Publicar nos portais: ${titulo}` });

/**
 * Os imóveis com “Publicar nos portais”: um no feed, um ainda não marcado e um marcado mas alugado (fora do
 * feed). Marcar “Casa Jardim Europa” pede ao app para publicá-la.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Portais' })).toBeVisible();
    await expect(c.getByText('1 de 3 no feed')).toBeVisible();
    await expect(c.getByLabelText('Endereço do feed')).toHaveValue(URL_FEED_EXEMPLO);
    await expect(c.getByText('Marcado, mas só imóveis Disponíveis vão para o feed.')).toBeVisible();
    await expect(caixa(c, 'Apartamento Vista Parque')).toBeChecked();
    const casa = caixa(c, 'Casa Jardim Europa');
    await expect(casa).not.toBeChecked();
    await userEvent.click(casa);
    await expect(args.onPublicar).toHaveBeenCalledWith(imoveisPortaisExemplo[1], true);
  },
};

/** A primeira carga: o indicador no lugar da tabela, ainda sem o endereço do feed. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { imoveis: [], urlFeed: undefined, loading: true },
  play: mostraOTexto('Carregando os imóveis...'),
};

/** Nenhum imóvel cadastrado: o endereço do feed e a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { imoveis: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Nenhum imóvel cadastrado. Cadastre um imóvel para publicá-lo nos portais.',
      ),
    ).toBeVisible();
  },
};

/** A lista não pôde ser lida: a mensagem de erro com “Tentar novamente”, não a de lista vazia. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { imoveis: [], urlFeed: undefined, loadFailed: true, onRetry: fn() },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os imóveis dos portais',
    emAlerta: false,
    vazio: 'Nenhum imóvel cadastrado. Cadastre um imóvel para publicá-lo nos portais.',
    umaVez: true,
  }),
};

/**
 * Imóveis que os portais recusariam: cada pendência escrita por inteiro na linha, e a caixa desabilitada até
 * que sejam corrigidas no cadastro.
 */
export const ComPendencias: Story = {
  name: 'Com pendências',
  args: { imoveis: [...imoveisPortaisExemplo, ...imoveisComPendencias] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const p of imoveisComPendencias.flatMap((i) => i.pendencias)) {
      await expect(c.getByText(p)).toBeVisible();
    }
    const sala = caixa(c, 'Sala 12');
    await expect(sala).toBeDisabled();
    await expect(sala).toHaveAccessibleDescription(/pelo menos 10 caracteres/);
    await expect(caixa(c, 'Casa Jardim Europa')).toBeEnabled();
  },
};

/** Salvando a marcação de um imóvel: a caixa dele fica desabilitada e mostra “Salvando...”. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { salvando: 'i2' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Salvando...')).toBeVisible();
    await expect(caixa(c, 'Casa Jardim Europa')).toBeDisabled();
    await expect(caixa(c, 'Apartamento Vista Parque')).toBeEnabled();
  },
};

/** O servidor recusou a publicação (422): os motivos aparecem na linha do imóvel. */
export const ErroAoSalvar: Story = {
  name: 'Erro ao salvar',
  args: {
    erro: { imovelId: 'i2', mensagens: [imoveisComPendencias[1]!.pendencias[0]!] },
  },
  play: async ({ canvasElement }) => {
    const alerta = within(canvasElement).getByRole('alert');
    await expect(alerta).toHaveTextContent('Não foi possível salvar a publicação');
    await expect(alerta).toHaveTextContent('envie pelo menos uma foto em JPEG');
  },
};

/** “Copiar” põe o endereço do feed na área de transferência e diz “Copiado”. */
export const Copiar: Story = {
  name: 'Copiar',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Copiar endereço do feed' }));
    await expect(args.onCopiar).toHaveBeenCalledWith(URL_FEED_EXEMPLO);
    await expect(c.getByText('Copiado')).toBeVisible();
  },
};

/** “Gerar novo endereço” pede confirmação avisando que o endereço atual deixa de funcionar. */
export const GerarNovoEndereco: Story = {
  name: 'Gerar novo endereço',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gerar novo endereço' }));
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText(/O endereço atual deixa de funcionar na hora/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo endereço' }));
    await expect(args.onGerarNovoEndereco).toHaveBeenCalledTimes(1);
  },
};

/** O estado “Carregado” na largura de um celular (375 px): cada imóvel num cartão. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
