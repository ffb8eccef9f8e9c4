import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { AdminChamadoDetalheView } from './admin-chamado-detalhe-view';
import {
  chamadoAguardandoAdmin,
  chamadoConcluidoAdmin,
  chamadoEmTriagem,
  prestadoresAdmin,
} from './admin-chamados.fixtures';

/** A refusal of the server as the app reads it: `{ campo: mensagem }`. */
class Recusa extends Error {
  constructor(readonly campos: Record<string, string>) {
    super('Recusado');
  }
}
const errosDoErro = (e: unknown) => (e instanceof Recusa ? e.campos : undefined);

const meta = {
  title: 'Telas/Admin/Chamado',
  id: 'admin-views-chamado',
  component: AdminChamadoDetalheView,
  tags: ['autodocs'],
  args: {
    chamado: chamadoEmTriagem,
    loading: false,
    onRetry: fn(),
    prestadores: prestadoresAdmin,
    hrefVoltar: '/admin/chamados',
    onTriar: fn(async () => undefined),
    onIniciar: fn(async () => undefined),
    onConcluir: fn(async () => undefined),
    onCancelar: fn(async () => undefined),
    errosDoErro,
    onBaixarComprovante: fn(),
  },
} satisfies Meta<typeof AdminChamadoDetalheView>;
export default meta;
type Story = StoryObj<typeof meta>;

const triagem = (el: HTMLElement) => within(within(el).getByRole('form', { name: 'Triagem' }));

/**
 * Um chamado em triagem: o imóvel, o inquilino, a descrição e as fotos, o histórico e o formulário de
 * triagem com o prestador da categoria primeiro; “Iniciar execução”, “Concluir” e “Cancelar chamado”.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Chamado nº 12' })).toBeVisible();
    await expect(c.getByText('Em triagem')).toBeVisible();
    await expect(c.getByText('Limite de aprovação deste imóvel: R$ 500,00.')).toBeVisible();
    const f = triagem(canvasElement);
    const opcoes = within(f.getByRole('combobox', { name: 'Prestador' })).getAllByRole('option');
    await expect(opcoes.map((o) => o.textContent)).toEqual([
      'Sem prestador',
      'Hidro Serviços',
      'Eletro Reparos Ltda.',
    ]);
    await expect(f.getByRole('textbox', { name: 'Valor do serviço (R$)' })).toHaveValue('300,00');
    await expect(c.getByRole('button', { name: 'Iniciar execução' })).toBeVisible();
    await expect(c.getByRole('list', { name: 'Fotos' })).toBeVisible();
  },
};

/** A primeira carga do chamado. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { chamado: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o chamado...')).toBeVisible();
  },
};

/** O chamado não pôde ser lido: o erro com “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { chamado: null, loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar o chamado');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** O orçamento passou do limite: o chamado espera a resposta do proprietário. */
export const AguardandoAprovacao: Story = {
  name: 'Aguardando aprovação',
  args: { chamado: chamadoAguardandoAdmin },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Aguardando aprovação do proprietário')[0]).toBeVisible();
    await expect(c.getByText('Aguardando a resposta do proprietário ao orçamento.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Iniciar execução' })).toBeNull();
  },
};

/** Concluído: o que foi feito, o comprovante (com “Baixar comprovante”) e o histórico; nada mais a alterar. */
export const Concluido: Story = {
  name: 'Concluído',
  args: { chamado: chamadoConcluidoAdmin },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Comprovante: nota-fiscal.pdf')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Baixar comprovante' }));
    await expect(args.onBaixarComprovante).toHaveBeenCalledOnce();
    await expect(c.queryByRole('form', { name: 'Triagem' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Concluir' })).toBeNull();
  },
};

/** O comprovante descendo: o botão espera, com “Baixando...”. */
export const BaixandoComprovante: Story = {
  name: 'Baixando o comprovante',
  args: { chamado: chamadoConcluidoAdmin, baixandoComprovante: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Baixando...' })).toBeDisabled();
  },
};

/**
 * Um valor acima do limite avisa, antes de salvar, que o proprietário será consultado; salvar manda o
 * valor em centavos.
 */
export const TriagemAcimaDoLimite: Story = {
  name: 'Triagem acima do limite',
  play: async ({ canvasElement, args }) => {
    const f = triagem(canvasElement);
    const valor = f.getByRole('textbox', { name: 'Valor do serviço (R$)' });
    await userEvent.clear(valor);
    await userEvent.type(valor, '800,00');
    await expect(f.getByRole('status')).toHaveTextContent(
      'R$ 800,00 passa do limite de R$ 500,00: ao salvar, o proprietário será consultado para aprovar o orçamento.',
    );
    await userEvent.click(f.getByRole('button', { name: 'Salvar triagem' }));
    await expect(args.onTriar).toHaveBeenCalledWith(
      expect.objectContaining({ valorCentavos: 80_000, prestadorId: 'pr-2' }),
    );
  },
};

/** Salvando a triagem: o botão mostra “Salvando...” e fica desabilitado. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { onTriar: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    const f = triagem(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Salvar triagem' }));
    await expect(f.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

/** O servidor recusou: o erro de campo fica sob o campo, e o sem campo acima do botão. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: {
    onTriar: fn(async () => {
      throw new Recusa({
        prestadorId: 'Este prestador está inativo',
        erro: 'Esta ação não é possível agora',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const f = triagem(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Salvar triagem' }));
    await expect(await f.findByText('Este prestador está inativo')).toBeVisible();
    await expect(f.getByText('Esta ação não é possível agora')).toBeVisible();
  },
};

/** Cancelar sem motivo: o erro no campo, e nada é enviado. */
export const CancelarSemMotivo: Story = {
  name: 'Cancelar sem motivo',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar chamado' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Cancelar chamado' }));
    await expect(await d.findByText('Motivo é obrigatório')).toBeVisible();
    await expect(args.onCancelar).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox', { name: 'Motivo' }), 'Aberto em duplicidade');
    await userEvent.click(d.getByRole('button', { name: 'Cancelar chamado' }));
    await expect(args.onCancelar).toHaveBeenCalledWith('Aberto em duplicidade');
  },
};

/** Concluir pede o comprovante: sem ele, o erro; com um PDF, o app recebe o arquivo e a observação. */
export const ConcluirComComprovante: Story = {
  name: 'Concluir com comprovante',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Concluir' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Concluir chamado' }));
    await expect(d.getByText('Anexe o comprovante do serviço (PDF, JPG ou PNG)')).toBeVisible();
    const pdf = new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' });
    await userEvent.upload(d.getByLabelText('Comprovante (PDF, JPG ou PNG)'), pdf);
    await userEvent.type(d.getByRole('textbox', { name: 'Observação (opcional)' }), 'Troca do sifão');
    await userEvent.click(d.getByRole('button', { name: 'Concluir chamado' }));
    await expect(args.onConcluir).toHaveBeenCalledWith({ arquivo: pdf, observacao: 'Troca do sifão' });
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
