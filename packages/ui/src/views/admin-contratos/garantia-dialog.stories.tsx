import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import {
  caucaoExemplo,
  fiadorExemplo,
  seguroFiancaExemplo,
  seguroVencendoExemplo,
  tituloExemplo,
  tituloVencidoExemplo,
} from '../../stories/garantia-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { GarantiaDialog } from './garantia-dialog';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

const TITULO = 'Garantia — CT-2026-001';
const ENCERRADO = 'A garantia de um contrato encerrado não pode ser alterada';

/** The open dialog (portalled, so looked up on the screen). */
const dialogo = async () => within(await screen.findByRole('dialog', { name: TITULO }));
/** The app's confirmation (an alertdialog over the guarantee's dialog). */
const confirmacao = async () =>
  within(
    await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja remover a garantia deste contrato?',
    }),
  );

/** Each label of the read view is followed by its value. */
const confereCampos = async (d: ReturnType<typeof within>, campos: Record<string, string>) => {
  for (const [rotulo, valor] of Object.entries(campos)) {
    const termo = d.getByText(rotulo, { selector: 'dt' });
    await expect(termo.nextElementSibling).toHaveTextContent(valor);
  }
};

/** The play of a read-only story: the open dialog shows each label with its value. */
const lerCampos = (campos: Record<string, string>) => async () => confereCampos(await dialogo(), campos);

const meta = {
  title: 'Telas/Admin/Contratos/Diálogo de garantia',
  id: 'admin-views-contratos-garantiadialog',
  component: GarantiaDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    contrato: contratoExemplo,
    garantia: fiadorExemplo,
    onSalvar: fn(async () => undefined),
    onRemover: fn(async () => undefined),
    onOpenChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GarantiaDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A garantia por fiador, só para leitura, com “Editar” e “Remover”. */
export const LeituraFiador: Story = {
  name: 'Leitura: fiador',
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('Mariana Costa')).toBeVisible();
    await confereCampos(d, {
      'Tipo de garantia': 'Fiador',
      Situação: 'Sem vencimento',
      'Nome do fiador': 'Roberto Alves',
      'CPF do fiador': '529.982.247-25',
      'Telefone do fiador': '(11) 97777-2222',
      'Email do fiador': 'roberto@exemplo.com.br',
      'Imóvel oferecido em garantia': 'Casa na Rua dos Ipês, 45 — Campinas/SP, matrícula 12.345',
    });
    await expect(d.getByText('Atualizada em 20/11/2026 14:30')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Editar' })).toBeEnabled();
    await expect(d.getByRole('button', { name: 'Remover' })).toBeEnabled();
  },
};

/** A garantia por seguro-fiança, só para leitura. */
export const LeituraSeguroFianca: Story = {
  name: 'Leitura: seguro-fiança',
  args: { garantia: seguroFiancaExemplo },
  play: lerCampos({
    'Tipo de garantia': 'Seguro-fiança',
    Situação: 'Vigente',
    Seguradora: 'Porto Seguro',
    'Número da apólice': 'PS-2026-778899',
    'Valor de cobertura': 'R$ 38.400,00',
    'Vigência até': '31/01/2027',
  }),
};

/** A garantia por caução, só para leitura. */
export const LeituraCaucao: Story = {
  name: 'Leitura: caução',
  args: { garantia: caucaoExemplo },
  play: lerCampos({
    'Tipo de garantia': 'Caução',
    Situação: 'Sem vencimento',
    Valor: 'R$ 9.600,00',
    'Onde está depositada': 'Caderneta de poupança Banco do Brasil, ag. 1234, conta 56789-0',
    'Data do depósito': '02/01/2026',
  }),
};

/** A garantia por título de capitalização, só para leitura. */
export const LeituraTitulo: Story = {
  name: 'Leitura: título de capitalização',
  args: { garantia: tituloExemplo },
  play: lerCampos({
    'Tipo de garantia': 'Título de capitalização',
    Situação: 'Sem vencimento',
    Emissora: 'Brasilcap',
    'Número do título': 'TC-445566',
    Valor: 'R$ 12.000,00',
    'Vigência até': '—',
  }),
};

/** Uma garantia que vence em breve: a data em cor de alerta. */
export const Vencendo: Story = {
  name: 'Leitura: vence em breve',
  args: { garantia: seguroVencendoExemplo },
  play: lerCampos({ Situação: 'Vence em breve', 'Vigência até': '10/12/2026' }),
};

/** Uma garantia vencida: a data em cor de erro. */
export const Vencida: Story = {
  name: 'Leitura: vencida',
  args: { garantia: tituloVencidoExemplo },
  play: lerCampos({ Situação: 'Vencida', 'Vigência até': '31/10/2026' }),
};

/** Sem garantia, o formulário abre direto; o limite da caução vem do aluguel do contrato. */
export const SemGarantia: Story = {
  name: 'Sem garantia: cadastrar',
  args: { garantia: null },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Tipo de garantia'), 'Caução');
    await expect(d.getByLabelText('Valor')).toHaveAccessibleDescription(
      'Máximo de 3 aluguéis: R$ 9.600,00 (Lei 8.245, art. 38).',
    );
    await userEvent.type(d.getByLabelText('Valor'), '6400');
    await userEvent.type(d.getByLabelText('Onde está depositada'), 'Conta caução Itaú');
    await userEvent.type(d.getByLabelText('Data do depósito'), '02012026');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSalvar).toHaveBeenCalledWith({
        tipo: 'caucao',
        valor: 6400,
        deposito: 'Conta caução Itaú',
        dataDeposito: '2026-01-02',
      }),
    );
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** “Editar” abre o formulário com a garantia; depois de salvar, volta a visualização. */
export const Editar: Story = {
  name: 'Editar',
  args: { garantia: seguroFiancaExemplo },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Editar' }));
    const vigencia = d.getByLabelText('Vigência até');
    await expect(vigencia).toHaveValue('31/01/2027');
    await userEvent.clear(vigencia);
    await userEvent.type(vigencia, '31012028');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSalvar).toHaveBeenCalledWith({
        tipo: 'seguro-fianca',
        seguradora: 'Porto Seguro',
        apolice: 'PS-2026-778899',
        cobertura: 38400,
        vigenciaFim: '2028-01-31',
      }),
    );
    await expect(await d.findByRole('button', { name: 'Editar' })).toBeVisible();
  },
};

/** “Cancelar” durante a edição volta à visualização, sem sair do diálogo. */
export const EditarCancelar: Story = {
  name: 'Editar e cancelar',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Editar' }));
    await expect(d.getByLabelText('Nome do fiador')).toHaveValue('Roberto Alves');
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(d.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** Um salvamento recusado mantém o formulário aberto com as mensagens do servidor. */
export const ErrosDoServidor: Story = {
  name: 'Erros do servidor',
  args: { errosServidor: { cpf: 'CPF do fiador inválido', contrato: ENCERRADO } },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Editar' }));
    await expect(d.getByLabelText('CPF do fiador')).toHaveAccessibleDescription('CPF do fiador inválido');
    await expect(d.getByLabelText('CPF do fiador')).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(ENCERRADO)).toHaveAttribute('role', 'alert');
  },
};

/** Enquanto salva, o botão mostra “Salvando...” e os botões ficam desabilitados. */
export const Salvando: Story = {
  name: 'Salvando',
  args: { garantia: null, salvando: true },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
  },
};

/** “Remover” pergunta antes, no diálogo do app; confirmado, o app remove a garantia. */
export const Remover: Story = {
  name: 'Remover',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Remover' }));
    const c = await confirmacao();
    await expect(c.getByText(contratoExemplo.numero)).toBeVisible();
    await expect(args.onRemover).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(args.onRemover).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** “Remover” pede confirmação; desistir mantém a garantia. */
export const RemoverDesistindo: Story = {
  name: 'Remover: desistir na confirmação',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Remover' }));
    await userEvent.click((await confirmacao()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemover).not.toHaveBeenCalled();
    // Back on the guarantee, still on file.
    await expect((await dialogo()).getByRole('button', { name: 'Remover' })).toBeVisible();
  },
};

/** Enquanto a remoção acontece, nada mais pode ser feito (o diálogo também não fecha). */
export const Removendo: Story = {
  name: 'Removendo',
  args: { onRemover: fn(() => new Promise<unknown>(() => undefined)) },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Remover' }));
    const c = await confirmacao();
    await userEvent.click(c.getByRole('button', { name: 'Remover' }));
    await expect(c.getByRole('button', { name: 'Remover' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // Under the confirmation (hidden from the accessibility tree while it is open).
    await expect(d.getByRole('button', { name: 'Removendo...', hidden: true })).toBeDisabled();
    await expect(d.getByRole('button', { name: 'Editar', hidden: true })).toBeDisabled();
  },
};

/** A garantia ainda carregando: o diálogo aberto com o indicador de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { garantia: undefined, loading: true },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(d.queryByRole('button', { name: 'Editar' })).toBeNull();
  },
};

/** A garantia não carregou: a mensagem e “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { garantia: undefined, loadFailed: true },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByRole('alert')).toHaveTextContent('Não foi possível carregar a garantia');
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Um contrato Finalizado mantém a garantia registrada, só para leitura. */
export const ContratoFinalizado: Story = {
  name: 'Contrato finalizado: somente leitura',
  args: { contrato: { ...contratoExemplo, status: 'Finalizado' }, garantia: caucaoExemplo },
  play: async () => {
    const d = await dialogo();
    await confereCampos(d, { 'Tipo de garantia': 'Caução', Valor: 'R$ 9.600,00' });
    await expect(d.getByText(ENCERRADO)).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Editar' })).toBeNull();
    await expect(d.queryByRole('button', { name: 'Remover' })).toBeNull();
  },
};

/** Cancelado sem garantia: não há mais nada a cadastrar. */
export const ContratoCanceladoSemGarantia: Story = {
  name: 'Contrato cancelado sem garantia',
  args: { contrato: { ...contratoExemplo, status: 'Cancelado' }, garantia: null },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('Sem garantia')).toBeVisible();
    await expect(d.queryByLabelText('Tipo de garantia')).toBeNull();
  },
};

/** O estado “Leitura: fiador” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(LeituraFiador), name: 'Celular' };

/** O estado “Formulário” na largura de um celular (375 px). */
export const FormularioNoCelular: Story = {
  name: 'Formulário — celular',
  args: { garantia: null },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const d = await dialogo();
    await userEvent.selectOptions(d.getByLabelText('Tipo de garantia'), 'Fiador');
    await expect(d.getByLabelText('Imóvel oferecido em garantia')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Salvar' })).toBeVisible();
  }),
};

/** O estado “Leitura: vencida” no tema escuro. */
export const VencidaEscuro: Story = { ...noEscuroDe(Vencida), name: 'Leitura: vencida — escuro' };

/** O estado “Leitura: fiador” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(LeituraFiador), name: 'Tablet', tags: ['quadro-proprio'] };
