import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { chaveRascunhoVistoria } from './rascunho-vistoria';
import { fotoDoItem, vistoriaEmAndamento, vistoriaModelo, fotoCinza } from './vistoria-campo.fixtures';
import { VistoriaEditorView } from './vistoria-editor';

const RASCUNHO = chaveRascunhoVistoria(vistoriaModelo.id);
/** Uma função que falha na primeira chamada (sem sinal) e funciona depois: o caminho da nova tentativa. */
const falhaNaPrimeira = () => {
  const f = fn(async () => {
    if (f.mock.calls.length === 1) throw new Error('Sem conexão');
  });
  return f;
};
/** O cartão (o seu <li>) de um item, achado pelo grupo dos botões de estado. */
const cartao = (el: HTMLElement, item: string) => {
  const li = within(el)
    .getByRole('group', { name: `Estado de ${item}` })
    .closest('li');
  if (!li) throw new Error(`sem cartão para ${item}`);
  return within(li);
};

/**
 * O editor do vistoriador no imóvel, pensado para o celular: cada item com estado, observação e fotos,
 * salvo sozinho com a situação à vista; o que foi digitado sobrevive a uma queda de conexão num rascunho local.
 */
const meta = {
  title: 'Telas/Admin/Vistoria (campo)',
  id: 'admin-views-vistoria-campo',
  component: VistoriaEditorView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    vistoria: vistoriaModelo,
    hrefVoltar: '/admin/contratos/ct-1/vistorias',
    onRetry: fn(),
    onSalvarItem: fn(async () => undefined),
    onEnviarFotos: fn(async () => undefined),
    onApagarFoto: fn(async () => undefined),
    carregarFoto: fn(async () => fotoCinza()),
    onBaixarLaudo: fn(),
    onSalvarAmbientes: fn(async () => undefined),
    onSalvarMedidoresChaves: fn(async () => undefined),
    onConcluir: fn(async () => undefined),
    comprimir: fn(async (f: File) => f),
  },
  beforeEach: () => localStorage.removeItem(RASCUNHO),
} satisfies Meta<typeof VistoriaEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enquanto a vistoria é lida: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { vistoria: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando a vistoria...');
  },
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { vistoria: undefined, erro: 'falhou' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar a vistoria.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Recém-criada do modelo: nada avaliado; um toque em “Bom” salva o item na hora. */
export const ModeloVazio: Story = {
  name: 'Modelo (nada avaliado)',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Vistoria de entrada — CT-2026-001' })).toBeVisible();
    await expect(c.getByText('0 de 4 itens avaliados')).toBeVisible();
    const piso = cartao(canvasElement, 'Piso');
    await userEvent.click(piso.getByRole('button', { name: 'Bom' }));
    await expect(piso.getByRole('button', { name: 'Bom' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(args.onSalvarItem).toHaveBeenCalledWith('it-sala-piso', { estado: 'bom', observacao: '' }),
    );
    await expect(await piso.findByText('Salvo')).toBeVisible();
    await expect(localStorage.getItem(RASCUNHO)).toBeNull();
  },
};

/** No meio do caminho, com fotos; uma observação digitada e deixada (blur) é salva com o estado do item. */
export const Editando: Story = {
  name: 'Editando',
  args: { vistoria: vistoriaEmAndamento },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 de 4 itens avaliados')).toBeVisible();
    const piso = cartao(canvasElement, 'Piso');
    await expect(piso.getByRole('img', { name: 'Foto 2 de Piso' })).toBeVisible();
    await waitFor(() => expect(args.carregarFoto).toHaveBeenCalledWith('foto-2'));
    const obs = piso.getByLabelText('Observação');
    await userEvent.type(obs, ' Rodapé solto.');
    await expect(piso.getByText('Não salvo')).toBeVisible();
    await userEvent.tab();
    await waitFor(() =>
      expect(args.onSalvarItem).toHaveBeenCalledWith('it-sala-piso', {
        estado: 'regular',
        observacao: 'Risco perto da porta. Rodapé solto.',
      }),
    );
    await expect(await piso.findByText('Salvo')).toBeVisible();
    await userEvent.click(piso.getByRole('button', { name: 'Remover a foto 1 de Piso' }));
    await expect(args.onApagarFoto).toHaveBeenCalledWith('foto-1');
  },
};

/** O salvamento a caminho: “Salvando...” e o rascunho guardado até o servidor responder. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { onSalvarItem: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const piso = cartao(canvasElement, 'Piso');
    await userEvent.click(piso.getByRole('button', { name: 'Ruim' }));
    await expect(await piso.findByText('Salvando...')).toBeVisible();
    await expect(localStorage.getItem(RASCUNHO)).toContain('ruim');
  },
};

/** O salvamento falhou (sem sinal): o item avisa, guarda o rascunho e tenta de novo quando pedido. */
export const FalhaAoSalvar: Story = {
  name: 'Falha ao salvar e tentar de novo',
  args: {
    onSalvarItem: falhaNaPrimeira(),
  },
  play: async ({ canvasElement, args }) => {
    const piso = cartao(canvasElement, 'Piso');
    await userEvent.click(piso.getByRole('button', { name: 'Regular' }));
    await expect(await piso.findByRole('alert')).toHaveTextContent('Não foi possível salvar.');
    await expect(localStorage.getItem(RASCUNHO)).toContain('regular');
    await userEvent.click(piso.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await piso.findByText('Salvo')).toBeVisible();
    await expect(args.onSalvarItem).toHaveBeenCalledTimes(2);
    await expect(localStorage.getItem(RASCUNHO)).toBeNull();
  },
};

/** Fotos da câmera: reduzidas e enviadas com uma só chave; enquanto vão, “Enviando 1 foto...”. */
export const EnviandoFotos: Story = {
  name: 'Enviando fotos',
  args: { onEnviarFotos: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const piso = cartao(canvasElement, 'Piso');
    const foto = fotoDoItem();
    await userEvent.upload(piso.getByLabelText('Tirar ou escolher fotos'), foto);
    await expect(await piso.findByText('Enviando 1 foto...')).toBeVisible();
    await expect(args.comprimir).toHaveBeenCalledWith(foto);
    await expect(args.onEnviarFotos).toHaveBeenCalledWith('it-sala-piso', [foto], expect.any(String));
  },
};

/** Um envio que falhou é repetido com a mesma Idempotency-Key, para que o servidor nunca o duplique. */
export const FalhaNasFotos: Story = {
  name: 'Falha no envio das fotos',
  args: {
    onEnviarFotos: falhaNaPrimeira(),
  },
  play: async ({ canvasElement, args }) => {
    const piso = cartao(canvasElement, 'Piso');
    await userEvent.upload(piso.getByLabelText('Tirar ou escolher fotos'), [fotoDoItem(), fotoDoItem()]);
    await expect(await piso.findByRole('alert')).toHaveTextContent('Não foi possível enviar as fotos.');
    await userEvent.click(piso.getByRole('button', { name: 'Reenviar as fotos' }));
    await waitFor(() => expect(args.onEnviarFotos).toHaveBeenCalledTimes(2));
    // The resend carries the first try's Idempotency-Key.
    const chaves = mocked(args.onEnviarFotos).mock.calls.map((chamada: unknown[]) => chamada[2]);
    await expect(chaves[1]).toBe(chaves[0]);
    await waitFor(() => expect(piso.queryByRole('alert')).toBeNull());
  },
};

/** Depois de recarregar sem conexão: a observação digitada volta, é anunciada e segue para o servidor. */
export const RascunhoRestaurado: Story = {
  name: 'Rascunho restaurado',
  beforeEach: () => {
    localStorage.setItem(
      RASCUNHO,
      JSON.stringify({ 'it-sala-paredes': { estado: 'ruim', observacao: 'Infiltração no canto.' } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Recuperamos o que foi digitado e ainda não tinha sido salvo.')).toBeVisible();
    const paredes = cartao(canvasElement, 'Paredes');
    await expect(paredes.getByLabelText('Observação')).toHaveValue('Infiltração no canto.');
    await waitFor(() =>
      expect(args.onSalvarItem).toHaveBeenCalledWith('it-sala-paredes', {
        estado: 'ruim',
        observacao: 'Infiltração no canto.',
      }),
    );
  },
};

/** A edição no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(Editando), name: 'Celular' };
/** A edição no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Editando), name: 'Escuro' };
