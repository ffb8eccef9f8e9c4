import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe } from '../../stories/gemeas';
import { chaveRascunhoVistoria } from './rascunho-vistoria';
import {
  vistoriaConcluida,
  vistoriaEmAndamento,
  vistoriaModelo,
  vistoriaSemAmbientes,
  fotoCinza,
} from './vistoria-campo.fixtures';
import { VistoriaEditorView } from './vistoria-editor';

/**
 * As ações do editor sobre a vistoria inteira: ambientes e itens editados como lista, medidores e
 * chaves, e “Concluir vistoria” com a sua confirmação; uma vistoria concluída é só leitura, com o laudo.
 */
const meta = {
  title: 'Telas/Admin/Vistoria (campo) — ações',
  id: 'admin-views-vistoria-campo-acoes',
  component: VistoriaEditorView,
  tags: ['autodocs', 'quadro-proprio'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    vistoria: vistoriaEmAndamento,
    hrefVoltar: '/admin/contratos/ct-1/vistorias',
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
  beforeEach: () => localStorage.removeItem(chaveRascunhoVistoria(vistoriaModelo.id)),
} satisfies Meta<typeof VistoriaEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ambientes: renomear um, incluir um ambiente com o seu primeiro item, remover um item; a lista inteira é enviada. */
export const EditarAmbientes: Story = {
  name: 'Editar ambientes',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Editar ambientes' }));
    const sala = c.getByLabelText('Nome do ambiente 1');
    await userEvent.clear(sala);
    await userEvent.type(sala, 'Sala de estar');
    await userEvent.click(c.getByRole('button', { name: 'Remover o item Armários' }));
    await userEvent.click(c.getByRole('button', { name: 'Adicionar ambiente' }));
    await expect(c.getByLabelText('Nome do ambiente 3')).toHaveValue('Novo ambiente');
    await userEvent.click(c.getByRole('button', { name: 'Salvar ambientes' }));
    await waitFor(() =>
      expect(args.onSalvarAmbientes).toHaveBeenCalledWith({
        ambientes: [
          {
            id: 'amb-sala',
            nome: 'Sala de estar',
            itens: [
              { id: 'it-sala-piso', nome: 'Piso' },
              { id: 'it-sala-paredes', nome: 'Paredes' },
            ],
          },
          { id: 'amb-cozinha', nome: 'Cozinha', itens: [{ id: 'it-coz-pia', nome: 'Pia e torneira' }] },
          { nome: 'Novo ambiente', itens: [{ nome: 'Novo item' }] },
        ],
      }),
    );
    await expect(await c.findByRole('button', { name: 'Editar ambientes' })).toBeVisible();
  },
};

/** Ainda sem ambientes: a caixa vazia diz como incluí-los; um ambiente sem itens é recusado aqui. */
export const SemAmbientes: Story = {
  name: 'Sem ambientes',
  args: { vistoria: vistoriaSemAmbientes },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Nenhum ambiente nesta vistoria/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Editar ambientes' }));
    await userEvent.click(c.getByRole('button', { name: 'Salvar ambientes' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(
      'A vistoria precisa de ao menos um ambiente.',
    );
    await expect(args.onSalvarAmbientes).not.toHaveBeenCalled();
  },
};

/** Medidores e chaves: uma leitura inválida é recusada; uma leitura válida segue com as chaves. */
export const MedidoresEChaves: Story = {
  name: 'Medidores e chaves',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Leitura de Luz'), 'abc');
    await userEvent.click(c.getByRole('button', { name: 'Salvar medidores e chaves' }));
    await expect(await c.findByText('Leitura inválida: use um número não negativo.')).toBeVisible();
    await userEvent.clear(c.getByLabelText('Leitura de Luz'));
    await userEvent.type(c.getByLabelText('Leitura de Luz'), '045678');
    await userEvent.click(c.getByRole('button', { name: 'Adicionar chave' }));
    await userEvent.type(c.getByLabelText('Descrição da chave 2'), 'Portão');
    await userEvent.click(c.getByRole('button', { name: 'Salvar medidores e chaves' }));
    await waitFor(() =>
      expect(args.onSalvarMedidoresChaves).toHaveBeenCalledWith({
        medidores: [
          { tipo: 'agua', leitura: '001234' },
          { tipo: 'luz', leitura: '045678' },
        ],
        chaves: [
          { descricao: 'Porta da sala', quantidade: 2 },
          { descricao: 'Portão', quantidade: 1 },
        ],
      }),
    );
    await expect(await c.findByText('Medidores e chaves salvos.')).toBeVisible();
  },
};

/** “Concluir vistoria” pergunta antes, diz o que ainda está sem estado e conclui com a confirmação. */
export const ConfirmarConclusao: Story = {
  name: 'Confirmar conclusão',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Concluir vistoria' }));
    const dialogo = within(await screen.findByRole('alertdialog'));
    await expect(dialogo.getByText('Concluir a vistoria?')).toBeVisible();
    await expect(dialogo.getByText('2 itens ainda não foram avaliados.')).toBeVisible();
    await userEvent.click(dialogo.getByRole('button', { name: 'Concluir e gerar o laudo' }));
    await expect(args.onConcluir).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** O servidor recusa (409, já concluída em outro aparelho): a frase dele aparece no diálogo. */
export const ConclusaoRecusada: Story = {
  name: 'Conclusão recusada (409)',
  args: {
    onConcluir: fn(async () => {
      throw new Error('A vistoria já foi concluída e não pode mais ser alterada.');
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Concluir vistoria' }));
    const dialogo = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialogo.getByRole('button', { name: 'Concluir e gerar o laudo' }));
    await expect(await dialogo.findByRole('alert')).toHaveTextContent(
      'A vistoria já foi concluída e não pode mais ser alterada.',
    );
  },
};

/** Concluída: só leitura, com o link do laudo, sem botões de edição e sem “Concluir”. */
export const ConcluidaSomenteLeitura: Story = {
  name: 'Concluída (somente leitura)',
  args: { vistoria: vistoriaConcluida },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Vistoria concluída: somente leitura.')).toBeVisible();
    await expect(c.getByText('Em revisão pelo inquilino')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Baixar o laudo (PDF)' }));
    await expect(args.onBaixarLaudo).toHaveBeenCalledTimes(1);
    const estados = within(c.getByRole('group', { name: 'Estado de Piso' }));
    await expect(estados.getByRole('button', { name: 'Regular' })).toBeDisabled();
    await expect(c.queryByRole('button', { name: 'Concluir vistoria' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Editar ambientes' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Salvar medidores e chaves' })).toBeNull();
    await expect(c.queryByLabelText('Tirar ou escolher fotos')).toBeNull();
  },
};

/** A vistoria concluída no celular, sem rolagem lateral. */
export const ConcluidaCelular: Story = {
  ...noCelularSemRolagemDe(ConcluidaSomenteLeitura),
  name: 'Concluída no celular',
};
