import { MSG_REPASSE } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { noCelular, noEscuro, semRolagemLateral } from '../../stories/play-helpers';
import {
  hojeRepassesExemplo,
  imoveisComProprietarioExemplo,
  mesRepassesExemplo,
  repasseLiberadoExemplo,
  repassePagoExemplo,
  repassesExemplo,
} from '../../stories/repasse-fixtures';
import { chaveExtrato } from '../proprietario/botao-download';
import { AdminRepassesView } from './admin-repasses';
import { abrirDetalhes, repasseDe, resumo } from './admin-repasses.consultas';
import * as despesas from './admin-repasses.despesas.play';
import * as pagar from './admin-repasses.pagar.play';
import { noTabletDe } from '../../stories/gemeas';

const meta = {
  title: 'Telas/Admin/Repasses',
  id: 'admin-views-repasses',
  component: AdminRepassesView,
  tags: ['autodocs'],
  // A laptop by default (the table); 'Celular' shows the cards of a phone.
  globals: { viewport: { value: 'desktop' } },
  args: {
    mes: mesRepassesExemplo,
    onMesChange: fn(),
    repasses: repassesExemplo,
    erro: null,
    onRetry: fn(),
    hoje: hojeRepassesExemplo,
    // The expense form's property search, answering the sample properties (named with their owner).
    imoveis: {
      opcoes: imoveisComProprietarioExemplo.map((i) => ({
        id: i._id,
        rotulo: i.titulo,
        detalhe: i.proprietario,
      })),
      onBuscar: fn(),
    },
    onPagar: fn(async () => undefined),
    onRegistrarDespesa: fn(async () => undefined),
    onRemoverDespesa: fn(async () => undefined),
    errosDoErro: (e: unknown) => (e as { erros?: Record<string, string> }).erros,
    onBaixarExtrato: fn(),
    baixando: null,
    onBaixarComprovante: fn(),
  },
} satisfies Meta<typeof AdminRepassesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * O mês, o resumo, os números e o status de cada proprietário; só um saldo liberado maior ou igual a zero
 * pode ser pago.
 */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Repasses', level: 1 })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'novembro de 2026' })).toBeVisible();
    await expect(resumo(c, 'A repassar')).toHaveTextContent('R$ 6.147,00');
    await expect(resumo(c, 'Pagos no mês')).toHaveTextContent('R$ 1.470,00');
    await expect(resumo(c, 'Taxas de administração')).toHaveTextContent('R$ 1.603,00');
    await expect(resumo(c, 'Previsto a receber')).toHaveTextContent('R$ 2.800,00');

    const ana = repasseDe(c, 'Ana Paula Souza');
    for (const texto of [
      '529.982.247-25',
      'PIX: ana.souza@email.com.br',
      'R$ 2.000,00',
      'R$ 203,00',
      'R$ 180,00',
      'R$ 2.247,00',
      '25/11/2026',
      'Liberado',
    ])
      await expect(ana.getByText(texto)).toBeVisible();
    await expect(
      ana.getByRole('checkbox', { name: 'Selecionar o repasse de Ana Paula Souza' }),
    ).toBeEnabled();
    await expect(ana.getByRole('button', { name: 'Pagar o repasse de Ana Paula Souza' })).toBeEnabled();

    const empresa = repasseDe(c, 'Construtora Horizonte Ltda');
    await expect(empresa.getByText('11.222.333/0001-81')).toBeVisible();
    await expect(empresa.getByText('R$ 1.100,00')).toBeVisible();
    await expect(empresa.getByText('R$ 3.900,00')).toBeVisible();

    const previsto = repasseDe(c, 'Carlos Pereira');
    await expect(previsto.getByText('Previsto')).toBeVisible();
    await expect(previsto.getByRole('checkbox')).toBeDisabled();
    await expect(previsto.queryByRole('button', { name: /^Pagar/ })).toBeNull();

    const pago = repasseDe(c, 'Beatriz Lima');
    await expect(pago.getByText('Pago')).toBeVisible();
    await expect(pago.getByText('R$ 1.470,00')).toBeVisible();
    await expect(pago.getByRole('checkbox')).toBeDisabled();

    const negativo = repasseDe(c, 'Roberto Alves');
    await expect(negativo.getByText('-R$ 420,00')).toBeVisible();
    await expect(negativo.getByText('Despesas acima do recebido')).toBeVisible();
    await expect(negativo.getByRole('checkbox')).toBeDisabled();
    await expect(negativo.queryByRole('button', { name: /^Pagar/ })).toBeNull();

    await expect(c.getByRole('button', { name: 'Pagar selecionados (0)' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Próximo mês' }));
    await expect(args.onMesChange).toHaveBeenCalledWith('2026-12');
    await userEvent.click(c.getByRole('button', { name: 'Mês anterior' }));
    await expect(args.onMesChange).toHaveBeenCalledWith('2026-10');
  },
};

/** “Detalhes”: a parte de cada contrato, as despesas descontadas e, num repasse pago, o pagamento. */
export const Detalhes: Story = {
  name: 'Detalhes',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // From a laptop up the repasses are a table.
    await expect(c.getByRole('columnheader', { name: 'Valor a repassar' })).toBeVisible();
    const botao = c.getByRole('button', { name: 'Detalhes do repasse de Ana Paula Souza' });
    await expect(botao).toHaveAttribute('aria-expanded', 'false');
    const detalhes = await abrirDetalhes(c, 'Ana Paula Souza');
    await expect(detalhes.getByText('Contrato CT-2026-004')).toBeVisible();
    await expect(detalhes.getByText(/Apartamento Vista Parque · Inquilino: Mariana Costa/)).toBeVisible();
    const valor = (rotulo: string) => detalhes.getByText(rotulo).nextElementSibling;
    await expect(valor('Aluguel recebido')).toHaveTextContent('R$ 2.000,00');
    await expect(valor('Multa e juros')).toHaveTextContent('R$ 30,00');
    await expect(valor('Condomínio e IPTU')).toHaveTextContent('R$ 600,00');
    await expect(valor('Taxas')).toHaveTextContent('R$ 203,00');
    await expect(valor('Líquido')).toHaveTextContent('R$ 2.427,00');
    await expect(detalhes.getByText('Conserto do aquecedor a gás')).toBeVisible();
    await expect(
      detalhes.getByRole('button', { name: 'Remover a despesa Conserto do aquecedor a gás' }),
    ).toBeEnabled();

    const detalhesPago = await abrirDetalhes(c, 'Beatriz Lima');
    await expect(detalhesPago.getByText('Pago em 10/11/2026 por PIX')).toBeVisible();
    await expect(detalhesPago.getByText('Comprovante: E60701190202611101432ABCD1234567')).toBeVisible();
    await expect(detalhesPago.getByText('Troca da fechadura')).toBeVisible();
    await expect(detalhesPago.getByText('Descontada')).toBeVisible();
    await expect(detalhesPago.queryByRole('button', { name: /^Remover/ })).toBeNull();

    const detalhesPrevisto = await abrirDetalhes(c, 'Carlos Pereira');
    await expect(detalhesPrevisto.getByText('Ainda a receber no mês: R$ 2.800,00')).toBeVisible();
    await expect(
      detalhesPrevisto.getByText('Nenhum aluguel recebido deste proprietário no mês até agora.'),
    ).toBeVisible();
    await userEvent.click(botao);
    await expect(c.queryByText('Contrato CT-2026-004')).toBeNull();
  },
};

/** Os detalhes de cada repasse oferecem o extrato do proprietário em PDF ou CSV. */
export const Extrato: Story = {
  name: 'Extrato do proprietário',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const ana = await abrirDetalhes(c, 'Ana Paula Souza');
    await expect(ana.getByRole('heading', { name: 'Extrato do proprietário' })).toBeVisible();
    const extratoAna = within(ana.getByRole('group', { name: 'Extrato do repasse de Ana Paula Souza' }));
    await userEvent.click(extratoAna.getByRole('button', { name: 'PDF' }));
    await expect(args.onBaixarExtrato).toHaveBeenLastCalledWith(repasseLiberadoExemplo, 'pdf');
    // A paid repasse too: its statement is the record of what was paid.
    const beatriz = await abrirDetalhes(c, 'Beatriz Lima');
    await userEvent.click(beatriz.getByRole('button', { name: 'CSV' }));
    await expect(args.onBaixarExtrato).toHaveBeenLastCalledWith(repassePagoExemplo, 'csv');
    await expect(args.onBaixarExtrato).toHaveBeenCalledTimes(2);
  },
};

/**
 * O PDF da Ana a caminho: aquele botão gira e aguarda; o CSV dela e os dos outros proprietários continuam
 * disponíveis.
 */
export const ExtratoBaixando: Story = {
  name: 'Extrato do proprietário: baixando',
  args: { baixando: chaveExtrato(repasseLiberadoExemplo._id, 'pdf') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ana = await abrirDetalhes(c, 'Ana Paula Souza');
    const pdf = ana.getByRole('button', { name: 'PDF' });
    await expect(pdf).toBeDisabled();
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(ana.getByRole('button', { name: 'CSV' })).toBeEnabled();
    const beatriz = await abrirDetalhes(c, 'Beatriz Lima');
    await expect(beatriz.getByRole('button', { name: 'PDF' })).toBeEnabled();
  },
};

/** Sem a função de download, os detalhes não oferecem extrato. */
export const SemExtrato: Story = {
  name: 'Sem extrato',
  args: { onBaixarExtrato: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const ana = await abrirDetalhes(c, 'Ana Paula Souza');
    await expect(ana.getByText('Contrato CT-2026-004')).toBeVisible();
    await expect(ana.queryByRole('group', { name: /Extrato/ })).toBeNull();
    await expect(ana.queryByRole('button', { name: 'PDF' })).toBeNull();
  },
};

/** Os repasses carregando: “Carregando os repasses...” e “Pagar selecionados (0)” desabilitado. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { repasses: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Carregando os repasses...' })).toBeInTheDocument();
    await expect(c.queryByText('Nenhum repasse neste mês.')).toBeNull();
    await expect(c.getByRole('button', { name: 'Pagar selecionados (0)' })).toBeDisabled();
  },
};

/** Uma falha ao carregar não é um mês vazio: a mensagem e “tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { repasses: undefined, erro: 'Não foi possível carregar os repasses.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar os repasses.');
    await expect(c.queryByText('Nenhum repasse neste mês.')).toBeNull();
    await expect(c.queryByRole('status')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nenhum repasse no mês: o resumo zerado e a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { repasses: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nenhum repasse neste mês.')).toBeVisible();
    await expect(resumo(c, 'A repassar')).toHaveTextContent('R$ 0,00');
    await expect(c.getByRole('button', { name: 'Pagar selecionados (0)' })).toBeDisabled();
  },
};

/**
 * Dois proprietários pagos de uma vez: o diálogo lista os dois e o total, depois data, meio e comprovante.
 */
export const PagarSelecionados: Story = {
  name: 'Pagar selecionados',
  play: pagar.verPagarSelecionados,
};

/** O servidor recusa: a frase dele fica no diálogo, que continua aberto. */
export const PagarRecusado: Story = {
  name: 'Pagar recusado',
  args: {
    onPagar: fn(async () => {
      throw new Error(MSG_REPASSE.erros.jaPago);
    }),
  },
  play: pagar.verPagarRecusado,
};

/** O que o servidor recusa sobre um campo aparece sob esse campo. */
export const PagarErroNoCampo: Story = {
  name: 'Pagar: erro do servidor no campo',
  args: {
    onPagar: fn(async () => {
      throw Object.assign(new Error('Dados inválidos'), { erros: { data: MSG_REPASSE.erros.dataFutura } });
    }),
  },
  play: pagar.verPagarErroNoCampo,
};

/**
 * Conferido com o esquema do servidor (mesmas mensagens em português), com o valor lido no formato
 * brasileiro.
 */
export const RegistrarDespesa: Story = {
  name: 'Registrar despesa',
  play: despesas.verRegistrarDespesa,
};

/** O servidor recusa o imóvel: a mensagem aparece sob “Imóvel”. */
export const RegistrarDespesaRecusada: Story = {
  name: 'Registrar despesa: erro do servidor',
  args: {
    onRegistrarDespesa: fn(async () => {
      throw { erros: { imovelId: MSG_REPASSE.erros.imovelSemProprietario } };
    }),
  },
  play: despesas.verRegistrarDespesaRecusada,
};

/** Remover uma despesa em aberto pergunta antes, no diálogo do próprio app; cancelar não remove nada. */
export const RemoverDespesa: Story = {
  name: 'Remover despesa',
  play: despesas.verRemoverDespesa,
};

/** Uma remoção recusada mantém a confirmação aberta com a frase do servidor. */
export const RemoverDespesaRecusada: Story = {
  name: 'Remover despesa: recusada',
  args: {
    onRemoverDespesa: fn(async () => {
      throw new Error(MSG_REPASSE.erros.despesaRepassada);
    }),
  },
  play: despesas.verRemoverDespesaRecusada,
};

/** O estado padrão na largura de um celular (375 px). */
export const Celular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx) => {
    await Padrao.play?.(ctx);
    const c = within(ctx.canvasElement);
    await expect(c.queryByRole('table')).toBeNull();
    await semRolagemLateral();
    const detalhes = await abrirDetalhes(c, 'Ana Paula Souza');
    await expect(detalhes.getByText('Contrato CT-2026-004')).toBeVisible();
    await expect(detalhes.getByRole('button', { name: 'PDF' })).toBeVisible();
    await semRolagemLateral();
    await userEvent.click(c.getByRole('button', { name: 'Pagar o repasse de Ana Paula Souza' }));
    const d = within(await screen.findByRole('dialog', { name: 'Pagar repasse' }));
    await expect(d.getByRole('button', { name: 'Confirmar pagamento' })).toBeVisible();
    await semRolagemLateral();
  }),
};

/** O estado padrão no tema escuro. */
export const Escuro: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Padrao.play),
};

/** Um comprovante opcional: o arquivo escolhido vai para `onRegistrarDespesa` junto com a despesa. */
export const RegistrarDespesaComComprovante: Story = {
  name: 'Registrar despesa: com comprovante',
  play: despesas.verRegistrarDespesaComComprovante,
};

/** O servidor recusa o arquivo (pelo conteúdo, não é PDF, JPG nem PNG): a mensagem aparece sob o campo. */
export const RegistrarDespesaComprovanteRecusado: Story = {
  name: 'Registrar despesa: comprovante recusado',
  args: {
    onRegistrarDespesa: fn(async () => {
      throw { erros: { arquivo: MSG_REPASSE.erros.comprovanteInvalido } };
    }),
  },
  play: despesas.verRegistrarDespesaComprovanteRecusado,
};

/** Uma despesa com comprovante: o nome do arquivo o baixa (o arquivo exige o token da sessão). */
export const ComprovanteDaDespesa: Story = {
  name: 'Comprovante da despesa',
  play: despesas.verComprovanteDaDespesa,
};

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
