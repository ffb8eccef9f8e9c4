import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { AbrirChamadoForm } from './abrir-chamado-form';
import { fotoDaCamera } from './chamados.fixtures';

const RASCUNHO = 'morada:rascunho-chamado:historia';

/**
 * “Abrir chamado” na Área do Locatário, pensado para o celular: categoria, descrição, urgência e
 * fotos da câmera ou da galeria (reduzidas no aparelho), com rascunho guardado na aba.
 */
const meta = {
  title: 'Telas/Locatário/Abrir chamado',
  id: 'locatario-views-abrir-chamado',
  component: AbrirChamadoForm,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    onEnviar: fn(async () => undefined),
    onCancelar: fn(),
    comprimir: fn(async (f: File) => f),
    chaveRascunho: RASCUNHO,
  },
  beforeEach: () => sessionStorage.removeItem(RASCUNHO),
} satisfies Meta<typeof AbrirChamadoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Enviar vazio mostra os erros sob os campos e nada sai; preenchido, com uma foto da câmera, o app
 * recebe os dados e a foto, e o formulário se esvazia.
 */
export const Preenchimento: Story = {
  name: 'Preenchimento',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Até 6 fotos, 5 MB cada. Reduzimos as fotos antes de enviar.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Enviar chamado' }));
    await expect(await c.findByText('Categoria inválida')).toBeVisible();
    await expect(c.getByText('Descrição é obrigatório')).toBeVisible();
    await expect(args.onEnviar).not.toHaveBeenCalled();
    await userEvent.selectOptions(c.getByLabelText('Categoria'), 'Hidráulica');
    await userEvent.type(c.getByLabelText('Descrição'), 'A pia está vazando.');
    await userEvent.selectOptions(c.getByLabelText('Urgência'), 'Alta');
    const foto = fotoDaCamera();
    await userEvent.upload(c.getByLabelText('Tirar ou escolher fotos'), foto);
    await expect(await c.findByRole('button', { name: 'Remover a foto 1' })).toBeVisible();
    await expect(args.comprimir).toHaveBeenCalledWith(foto);
    await userEvent.click(c.getByRole('button', { name: 'Enviar chamado' }));
    await waitFor(() =>
      expect(args.onEnviar).toHaveBeenCalledWith(
        { categoria: 'hidraulica', descricao: 'A pia está vazando.', urgencia: 'alta' },
        [foto],
      ),
    );
    await waitFor(() => expect(c.getByLabelText('Descrição')).toHaveValue(''));
    await expect(c.queryByRole('button', { name: 'Remover a foto 1' })).toBeNull();
  },
};

/** Uma foto pode ser removida antes de enviar. */
export const RemoverFoto: Story = {
  name: 'Remover foto',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.upload(c.getByLabelText('Tirar ou escolher fotos'), [fotoDaCamera(), fotoDaCamera()]);
    await userEvent.click(await c.findByRole('button', { name: 'Remover a foto 2' }));
    await expect(c.queryByRole('button', { name: 'Remover a foto 2' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Remover a foto 1' })).toBeVisible();
  },
};

/** O envio a caminho: “Enviando...” e os botões desabilitados. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** O servidor recusou (400/413): cada mensagem sob o seu campo, a das fotos sob as fotos. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    errosServidor: {
      descricao: 'Descrição pode ter no máximo 2000 caracteres',
      fotos: 'A foto pia.jpg passa de 5 MB',
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Descrição pode ter no máximo 2000 caracteres')).toBeVisible();
    await expect(c.getByText('A foto pia.jpg passa de 5 MB')).toBeVisible();
  },
};

/** O envio falhou (sem conexão): o que foi digitado continua no formulário para tentar de novo. */
export const FalhaNoEnvio: Story = {
  name: 'Falha no envio',
  args: { onEnviar: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Categoria'), 'Elétrica');
    await userEvent.type(c.getByLabelText('Descrição'), 'Tomada queimada na sala.');
    await userEvent.click(c.getByRole('button', { name: 'Enviar chamado' }));
    await waitFor(() => expect(args.onEnviar).toHaveBeenCalledTimes(1));
    await expect(c.getByLabelText('Descrição')).toHaveValue('Tomada queimada na sala.');
    await expect(sessionStorage.getItem(RASCUNHO)).toContain('Tomada queimada na sala.');
  },
};

/** Um rascunho guardado na aba (a página recarregou): o formulário volta com o que foi digitado. */
export const ComRascunho: Story = {
  name: 'Com rascunho',
  beforeEach: () => {
    sessionStorage.setItem(RASCUNHO, JSON.stringify({ categoria: 'pintura', descricao: 'Parede manchada.' }));
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Categoria')).toHaveValue('pintura');
    await expect(c.getByLabelText('Descrição')).toHaveValue('Parede manchada.');
  },
};

/** O formulário na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Preenchimento), name: 'Celular' };
/** O formulário no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Preenchimento), name: 'Escuro' };
/** O formulário na largura de um tablet (768 px); na documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Preenchimento), name: 'Tablet', tags: ['quadro-proprio'] };
