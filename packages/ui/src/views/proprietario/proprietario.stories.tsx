import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  hojeProprietario,
  notificacoesProprietario,
  painelContratoEncerrado,
  painelProprietario,
  painelRepasseEmAtraso,
  painelSaldoNegativo,
  painelSemImoveis,
  repasseLiberado,
} from '../../stories/proprietario-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { chaveExtrato, chaveInforme } from './botao-download';
import { ProprietarioView } from './proprietario';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';

const meta = {
  title: 'Telas/Site/Área do Proprietário',
  component: ProprietarioView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    painel: painelProprietario,
    erro: null,
    onRetry: fn(),
    notificacoes: notificacoesProprietario,
    onMarcarLida: fn(),
    hoje: hojeProprietario,
    onBaixarExtrato: fn(),
    onBaixarInforme: fn(),
    onBaixarContrato: fn(),
    baixando: null,
  },
} satisfies Meta<typeof ProprietarioView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Saudação, o resumo (R$ 2.630,00 recebidos em outubro; o repasse de outubro é o próximo) e os dois imóveis.
 */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Área do Proprietário' })).toBeVisible();
    await expect(c.getByText('Olá, Ricardo Almeida')).toBeVisible();
    const resumo = canvasElement.querySelector<HTMLElement>('[data-slot="proprietario-resumo"]')!;
    for (const t of [
      'Imóveis',
      'Contratos ativos',
      'Recebido no mês',
      'Próximo repasse',
      'R$ 2.630,00',
      'R$ 2.247,00',
      'Previsto para 25/10/2026',
    ])
      await expect(within(resumo).getByText(t)).toBeVisible();
    await expect(within(resumo).getAllByText('2')).toHaveLength(2);
    for (const t of ['Imóveis e contratos', 'Pagamentos', 'Repasses'])
      await expect(c.getByRole('tab', { name: t })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Notificações 2 não lidas' })).toHaveTextContent('2');
    for (const imovel of ['Apartamento Vista Parque', 'Casa Jardim Europa'])
      await expect(c.getByRole('heading', { level: 3, name: imovel })).toBeVisible();
    for (const t of [
      'Contrato CT-2025-014',
      'Mariana Costa',
      '01/12/2025 a 30/11/2028',
      'R$ 2.000,00',
      '01/12/2026',
      'Contrato CT-2026-007',
      'Carlos Lima',
      '01/06/2026 a 31/05/2029',
      'R$ 3.500,00',
      '01/06/2027',
    ])
      await expect(c.getByText(t)).toBeVisible();
    await expect(c.getAllByText('Ocupado')).toHaveLength(2);
    await expect(c.getAllByText('Ativo')).toHaveLength(2);
  },
};

/** A tabela a partir de md: competência, valores recebidos e o status em português de cada pagamento. */
export const Pagamentos: Story = {
  name: 'Pagamentos',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Pagamentos' }));
    const tabela = within(c.getByRole('table'));
    for (const h of ['Competência', 'Imóvel', 'Vencimento', 'Valor', 'Recebido', 'Status', 'Pago em'])
      await expect(tabela.getByRole('columnheader', { name: h })).toBeVisible();
    await expect(tabela.getAllByRole('row')).toHaveLength(1 + 17);
    const outubro = tabela.getByRole('row', { name: /10\/2026 Apartamento Vista Parque/ });
    for (const t of ['05/10/2026', 'R$ 2.600,00', 'R$ 2.630,00', 'Pago', '08/10/2026'])
      await expect(within(outubro).getByText(t)).toBeVisible();
    await expect(tabela.getByRole('row', { name: /11\/2026 .* Pendente/ })).toBeVisible();
    await expect(tabela.getByRole('row', { name: /10\/2026 Casa Jardim Europa .* Vencido/ })).toBeVisible();
  },
};

/** O repasse liberado de outubro se abre na linha, na taxa, na despesa e no aluguel que ainda vai entrar. */
export const Repasses: Story = {
  name: 'Repasses',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Repasses' }));
    const outubro = within(c.getByRole('article', { name: 'outubro de 2026' }));
    await expect(outubro.getByText('Liberado')).toBeVisible();
    await expect(outubro.getByText('R$ 2.247,00')).toBeVisible();
    await expect(outubro.getByText('Previsto para 25/10/2026')).toBeVisible();
    const setembro = within(c.getByRole('article', { name: 'setembro de 2026' }));
    await expect(setembro.getByText('Pago')).toBeVisible();
    await expect(setembro.getByText('Pago em 25/09/2026 via PIX')).toBeVisible();
    await expect(c.getByRole('article', { name: 'agosto de 2026' })).toBeVisible();

    const botao = outubro.getByRole('button', { name: 'Ver detalhes' });
    await userEvent.click(botao);
    await expect(botao).toHaveAttribute('aria-expanded', 'true');
    await expect(outubro.getByText('CT-2025-014 · Apartamento Vista Parque')).toBeVisible();
    await expect(outubro.getAllByText('R$ 2.000,00')[0]).toBeVisible();
    await expect(outubro.getAllByText('R$ 30,00')[0]).toBeVisible();
    await expect(outubro.getAllByText('R$ 600,00')[0]).toBeVisible();
    await expect(outubro.getAllByText('-R$ 203,00')[0]).toBeVisible();
    await expect(outubro.getByText('-R$ 180,00')).toBeVisible();
    await expect(outubro.getByText(/Troca do chuveiro elétrico/)).toBeVisible();
    await expect(outubro.getByText('Ainda a receber no mês: R$ 3.500,00')).toBeVisible();
    await expect(outubro.getAllByText('R$ 2.247,00')).toHaveLength(2);

    await userEvent.click(outubro.getByRole('button', { name: 'Ocultar detalhes' }));
    await expect(outubro.queryByText('Troca do chuveiro elétrico')).toBeNull();
  },
};

/**
 * Downloads: o extrato de cada repasse (PDF ou CSV) e o informe de rendimentos do ano escolhido (os anos com
 * pagamentos e o atual, do mais recente ao mais antigo).
 */
export const Documentos: Story = {
  name: 'Extrato e informe de rendimentos',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Repasses' }));
    const informe = within(c.getByRole('region', { name: 'Informe de rendimentos' }));
    await expect(informe.getByText(/declaração de Imposto de Renda/)).toBeVisible();
    const ano = informe.getByRole('combobox', { name: 'Ano' });
    await expect(ano).toHaveValue('2026');
    await expect(
      within(ano)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);
    await userEvent.click(informe.getByRole('button', { name: 'Baixar PDF' }));
    await expect(args.onBaixarInforme).toHaveBeenLastCalledWith(2026, 'pdf');
    await userEvent.selectOptions(ano, '2025');
    await userEvent.click(informe.getByRole('button', { name: 'Baixar CSV' }));
    await expect(args.onBaixarInforme).toHaveBeenLastCalledWith(2025, 'csv');

    const outubro = within(c.getByRole('group', { name: 'Extrato de outubro de 2026' }));
    await userEvent.click(outubro.getByRole('button', { name: 'Extrato (PDF)' }));
    await expect(args.onBaixarExtrato).toHaveBeenLastCalledWith(repasseLiberado, 'pdf');
    const setembro = within(c.getByRole('group', { name: 'Extrato de setembro de 2026' }));
    await userEvent.click(setembro.getByRole('button', { name: 'CSV' }));
    await expect(args.onBaixarExtrato).toHaveBeenLastCalledWith(
      expect.objectContaining({ _id: 'r-2026-09', mes: '2026-09' }),
      'csv',
    );
    await expect(args.onBaixarExtrato).toHaveBeenCalledTimes(2);
  },
};

/** O extrato em PDF de outubro a caminho: aquele botão gira e aguarda; os outros continuam disponíveis. */
export const BaixandoExtrato: Story = {
  name: 'Baixando o extrato',
  args: { defaultTab: 'repasses', baixando: chaveExtrato(repasseLiberado._id, 'pdf') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const outubro = within(c.getByRole('group', { name: 'Extrato de outubro de 2026' }));
    const pdf = outubro.getByRole('button', { name: 'Extrato (PDF)' });
    await expect(pdf).toBeDisabled();
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(outubro.getByRole('button', { name: 'CSV' })).toBeEnabled();
    const setembro = within(c.getByRole('group', { name: 'Extrato de setembro de 2026' }));
    await expect(setembro.getByRole('button', { name: 'Extrato (PDF)' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Baixar PDF' })).toBeEnabled();
  },
};

/** O informe de rendimentos a caminho: o botão dele gira e aguarda. */
export const BaixandoInforme: Story = {
  name: 'Baixando o informe',
  args: { defaultTab: 'repasses', baixando: chaveInforme(2026, 'pdf') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const pdf = c.getByRole('button', { name: 'Baixar PDF' });
    await expect(pdf).toBeDisabled();
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Baixar CSV' })).toBeEnabled();
    await expect(c.getAllByRole('button', { name: 'Extrato (PDF)' })[0]).toBeEnabled();
  },
};

/** Sem as funções de download (como antes da issue 11), a aba não mostra nenhum download. */
export const SemDownloads: Story = {
  name: 'Sem downloads',
  args: { defaultTab: 'repasses', onBaixarExtrato: undefined, onBaixarInforme: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('article', { name: 'outubro de 2026' })).toBeVisible();
    await expect(c.queryByRole('region', { name: 'Informe de rendimentos' })).toBeNull();
    await expect(c.queryByRole('button', { name: /Extrato|CSV|Baixar/ })).toBeNull();
  },
};

/** Nenhum repasse: a mensagem de lista vazia na aba Repasses. */
export const RepassesVazio: Story = {
  name: 'Repasses vazio',
  args: { painel: { ...painelProprietario, repasses: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Repasses' }));
    await expect(c.getByText(/Nenhum repasse ainda/)).toBeVisible();
  },
};

/**
 * As despesas de setembro superaram o aluguel (issue 32): o cartão do próximo repasse não mostra valor
 * negativo nem data passada, e um aviso explica o que acontece com o saldo.
 */
export const SaldoNegativo: Story = {
  name: 'Despesas acima do aluguel',
  args: { painel: painelSaldoNegativo },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const resumo = within(canvasElement.querySelector<HTMLElement>('[data-slot="proprietario-resumo"]')!);
    await expect(resumo.getByText('Próximo repasse')).toBeVisible();
    await expect(resumo.getByText('—')).toBeVisible();
    await expect(resumo.getByText('Nenhum repasse previsto a partir de hoje')).toBeVisible();
    await expect(resumo.queryByText(/-R\$/)).toBeNull();
    await expect(resumo.queryByText(/Previsto para/)).toBeNull();
    await expect(
      c.getByText(
        'As despesas de 09/2026 superaram os aluguéis recebidos em R$ 370,00: o repasse de 09/2026 fica retido e as despesas em aberto (R$ 2.770,00) serão descontadas do próximo repasse.',
      ),
    ).toBeVisible();
  },
};

/** Um repasse liberado cuja data passou continua sendo o próximo, mostrado como devido, não escondido. */
export const RepasseEmAtraso: Story = {
  name: 'Repasse liberado em atraso',
  args: { painel: painelRepasseEmAtraso },
  play: async ({ canvasElement }) => {
    const resumo = within(canvasElement.querySelector<HTMLElement>('[data-slot="proprietario-resumo"]')!);
    await expect(resumo.getByText('R$ 2.247,00')).toBeVisible();
    await expect(resumo.getByText('Liberado; previsto para 10/10/2026, aguarda o pagamento')).toBeVisible();
    await expect(resumo.queryByText(/^Previsto para/)).toBeNull();
  },
};

/** Um contrato encerrado não mostra “Próximo reajuste”; o ativo continua mostrando. */
export const ContratoEncerrado: Story = {
  name: 'Contrato encerrado sem próximo reajuste',
  args: { painel: painelContratoEncerrado },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const encerrado = within(c.getByText('Contrato CT-2025-014').closest('li')!);
    await expect(encerrado.getByText('Finalizado')).toBeVisible();
    await expect(encerrado.queryByText('Próximo reajuste')).toBeNull();
    await expect(encerrado.queryByText('Sem reajuste na vigência')).toBeNull();
    const ativo = within(c.getByText('Contrato CT-2026-007').closest('li')!);
    await expect(ativo.getByText('Próximo reajuste')).toBeVisible();
    await expect(ativo.getByText('01/06/2027')).toBeVisible();
    await expect(c.queryByText('01/12/2026')).toBeNull();
  },
};

/** Clicar numa notificação não lida a marca como lida; a contagem na aba acompanha. */
export const Notificacoes: Story = {
  name: 'Notificações',
  render: function Render(args) {
    const [lista, setLista] = useState(args.notificacoes ?? []);
    return (
      <ProprietarioView
        {...args}
        notificacoes={lista}
        onMarcarLida={(id) => {
          args.onMarcarLida(id);
          setLista((l) => l.map((n) => (n.id === id ? { ...n, lida: true } : n)));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: /^Notificações/ }));
    const nao = c.getByRole('button', { name: /^Reajuste próximo.*Marcar como lida$/ });
    await expect(nao).toHaveAttribute('data-lida', 'false');
    await userEvent.click(nao);
    await expect(args.onMarcarLida).toHaveBeenCalledWith('n2');
    await expect(c.getByRole('tab', { name: 'Notificações 1 não lida' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /^Repasse pago.*agosto de 2026/ }));
    await expect(args.onMarcarLida).toHaveBeenCalledTimes(1);
  },
};

/** Um proprietário sem imóveis: a saudação, o resumo zerado e as mensagens de vazio em cada aba. */
export const SemImoveis: Story = {
  name: 'Sem imóveis',
  args: { painel: painelSemImoveis, notificacoes: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Olá, Helena Duarte')).toBeVisible();
    await expect(c.getByText('Você ainda não tem imóveis administrados por nós.')).toBeVisible();
    await expect(c.getByText('R$ 0,00')).toBeVisible();
    await expect(c.getByText('Nenhum repasse em aberto')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Pagamentos' }));
    await expect(c.getByText('Nenhum pagamento registrado.')).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Notificações' }));
    await expect(c.getByText('Nenhuma notificação no momento')).toBeVisible();
  },
};

/** O primeiro carregamento: “Carregando...” sob o título “Área do Proprietário”. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { painel: undefined, notificacoes: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    await expect(c.getByRole('heading', { name: 'Área do Proprietário' })).toBeVisible();
    await expect(c.queryByRole('tab')).toBeNull();
  },
};

/** Os dados não carregaram: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: {
    painel: undefined,
    notificacoes: undefined,
    erro: 'Erro de comunicação (500) ao carregar a área do proprietário.',
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Erro de comunicação (500)');
    await expect(c.queryByRole('status')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Em 375 px o resumo, a barra de abas e todas as abas ficam dentro da tela. */
export const Celular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx: Parameters<NonNullable<typeof Padrao.play>>[0]) => {
    await Padrao.play!(ctx);
    const c = within(ctx.canvasElement);
    const semRolagem = () =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await semRolagem();
    await userEvent.click(c.getByRole('tab', { name: 'Pagamentos' }));
    await expect(c.getByRole('table', { hidden: true })).not.toBeVisible();
    await expect(c.getAllByText('Vencido')[0]).toBeVisible();
    await semRolagem();
    await userEvent.click(c.getByRole('tab', { name: 'Repasses' }));
    await expect(c.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Extrato (PDF)' })[0]).toBeVisible();
    await semRolagem();
    await userEvent.click(c.getAllByRole('button', { name: 'Ver detalhes' })[0]!);
    await expect(c.getByText(/Troca do chuveiro elétrico/)).toBeVisible();
    await semRolagem();
    await userEvent.click(c.getByRole('tab', { name: /^Notificações/ }));
    await semRolagem();
  }),
};

/** O estado padrão no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Padrao), name: 'Escuro' };

/** O contrato de locação de cada contrato é baixado no seu cartão (o proprietário é parte dele). */
export const ContratoDeLocacao: Story = {
  name: 'Contrato de locação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const botoes = c.getAllByRole('button', { name: 'Contrato (PDF)' });
    await expect(botoes).toHaveLength(painelProprietario.contratos.length);
    await userEvent.click(botoes[0]!);
    await expect(args.onBaixarContrato).toHaveBeenCalledWith(
      expect.objectContaining({ numero: painelProprietario.contratos[0]!.numero }),
    );
  },
};

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
