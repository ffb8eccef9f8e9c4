import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { AdminRelatoriosView } from './admin-relatorios';
import { escolherNoCombobox } from '../../components/combobox/combobox.play';
import { chaveDimob, chaveInformeProprietario } from './documentos-proprietarios';
import { mostraOTexto, noCelular } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { receita, inadimplencia, ocupacao, extrato } from './admin-relatorios.fixtures';

const meta = {
  title: 'Telas/Admin/Relatórios',
  id: 'admin-views-relatorios',
  component: AdminRelatoriosView,
  tags: ['autodocs'],
  args: {
    aba: 'receita',
    onAbaChange: fn(),
    ano: 2026,
    anos: [2026, 2025, 2024],
    onAnoChange: fn(),
    relatorio: { aba: 'receita', dados: receita },
    loading: false,
    onRetry: fn(),
    onBaixar: fn(),
    onEnviar: fn(),
  },
} satisfies Meta<typeof AdminRelatoriosView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A aba Receita: recebido, previsto e meta, multas e juros, com os downloads em CSV e PDF. */
export const Receita: Story = {
  name: 'Receita',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Receita 2026: recebido x esperado x meta')).toBeVisible();
    await expect(c.getByRole('row', { name: /^01\/2026/ })).toHaveTextContent('R$ 6.140,00');
    await expect(c.getByRole('row', { name: /^Total/ })).toHaveTextContent('R$ 55.321,40');
    // Of what came in, the multa and juros received that month: the dashboard's 'Multas e juros'.
    await expect(c.getByRole('columnheader', { name: 'Multas e juros' })).toBeVisible();
    await expect(c.getByRole('row', { name: /^03\/2026/ })).toHaveTextContent('R$ 6.201,40R$ 61,40');
    await userEvent.click(c.getByRole('button', { name: 'PDF' }));
    await expect(args.onBaixar).toHaveBeenCalledWith('pdf');
    await userEvent.selectOptions(c.getByRole('combobox'), '2025');
    await expect(args.onAnoChange).toHaveBeenCalledWith(2025);
    await userEvent.click(c.getByRole('tab', { name: 'Inadimplência' }));
    await expect(args.onAbaChange).toHaveBeenCalledWith('inadimplencia');
    await userEvent.click(c.getByRole('button', { name: 'Enviar por e-mail' }));
    await expect(args.onEnviar).toHaveBeenCalled();
  },
};

/** A aba Inadimplência: valores em atraso com multa e juros e a taxa do mês. */
export const Inadimplencia: Story = {
  name: 'Inadimplência',
  args: { aba: 'inadimplencia', relatorio: { aba: 'inadimplencia', dados: inadimplencia } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Inadimplência em 23/11/2026')).toBeVisible();
    const linha = c.getByRole('row', { name: /CT-2026-001/ });
    await expect(linha).toHaveTextContent('R$ 61,40');
    await expect(linha).toHaveTextContent('R$ 3.176,43');
    // Delinquency is as of today: no year to choose.
    await expect(c.queryByRole('combobox')).toBeNull();
    // The rate of each month, defined where it is shown.
    await expect(c.getByRole('row', { name: /^10\/2026/ })).toHaveTextContent('50%');
    await userEvent.hover(c.getByText('Inadimplência', { selector: 'th span' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Valor em atraso dos pagamentos que venceram no mês dividido pelo valor que venceu no mês.',
    );
  },
};

/** A aba Ocupação: os imóveis por status. */
export const Ocupacao: Story = {
  name: 'Ocupação',
  args: { aba: 'ocupacao', relatorio: { aba: 'ocupacao', dados: ocupacao } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('66,7%')).toBeVisible();
    await expect(c.getByRole('row', { name: /Studio/ })).toHaveTextContent('Disponível');
  },
};

/** A aba Extrato inquilinos: o extrato anual de aluguéis de cada locatário. */
export const ExtratoInquilinos: Story = {
  name: 'Extrato inquilinos',
  args: { aba: 'extratoInquilinos', relatorio: { aba: 'extratoInquilinos', dados: extrato('inquilino') } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Informe anual de aluguéis pagos - 2026')).toBeVisible();
    const linha = c.getByRole('row', { name: /Mariana Costa/ });
    await expect(linha).toHaveTextContent('R$ 9.271,40');
    await expect(c.getByRole('columnheader', { name: 'Aluguel' })).toBeVisible();
  },
};

/** A aba Extrato proprietários: o extrato anual de cada proprietário. */
export const ExtratoProprietarios: Story = {
  name: 'Extrato proprietários',
  args: {
    aba: 'extratoProprietarios',
    relatorio: { aba: 'extratoProprietarios', dados: extrato('proprietario') },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Informe anual de aluguéis recebidos - 2026')).toBeVisible();
    await expect(c.getByRole('columnheader', { name: 'Proprietário' })).toBeVisible();
    // The owner's income is the rent; condomínio, IPTU and multa/juros are shown apart.
    await expect(c.getByRole('row', { name: /Roberto Almeida/ })).toHaveTextContent('R$ 7.500,00');
    for (const coluna of ['Condomínio', 'IPTU', 'Outros encargos', 'Multas e juros']) {
      await expect(c.getByRole('columnheader', { name: coluna })).toBeVisible();
    }
    await expect(c.queryByRole('columnheader', { name: 'Aluguel' })).toBeNull();
  },
};

/** O relatório sem dados no período: “Nenhum dado para o período”. */
export const Vazio: Story = {
  name: 'Vazio',
  args: {
    relatorio: { aba: 'extratoInquilinos', dados: { ano: 2001, parte: 'inquilino', pessoas: [] } },
    aba: 'extratoInquilinos',
  },
  play: mostraOTexto('Nenhum dado para o período'),
};

/** O relatório carregando: o indicador de carregamento; os downloads aguardam. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { relatorio: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'CSV' })).toBeDisabled();
  },
};

/** O relatório não carregou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { relatorio: undefined, erro: 'Erro ao carregar relatório' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Erro ao carregar relatório')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** O PDF a caminho: o botão dele gira e os downloads aguardam. */
export const Baixando: Story = {
  name: 'Baixando',
  args: { baixando: 'pdf' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'PDF' })).toBeDisabled();
  },
};

/** O estado “Receita” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Receita), name: 'Celular' };

/** A busca do proprietário do informe, que responde dois proprietários para qualquer termo. */
const proprietarios = {
  opcoes: [
    { id: 'u1', rotulo: 'Roberto Almeida' },
    { id: 'u2', rotulo: 'Ana Paula Souza' },
  ],
  onBuscar: fn(),
};

/** The owners' tab with the DIMOB and the informe; the year select is the tab's own. */
const comDocumentos = {
  aba: 'extratoProprietarios',
  relatorio: { aba: 'extratoProprietarios', dados: extrato('proprietario') },
  onBaixarDimob: fn(),
  proprietarios,
  onBaixarInforme: fn(),
} satisfies Story['args'];

/** The year select drives the report and the documents alike (the app keeps the year). */
const comAnoNoEstado: Story['render'] = function Render(args) {
  const [ano, setAno] = useState(args.ano);
  return (
    <AdminRelatoriosView
      {...args}
      ano={ano}
      onAnoChange={(a) => {
        args.onAnoChange(a);
        setAno(a);
      }}
    />
  );
};

/**
 * Abaixo do extrato anual dos proprietários: “Gerar DIMOB {ano}” e o informe de rendimentos de um
 * proprietário, os dois para o ano escolhido na aba.
 */
export const DocumentosProprietarios: Story = {
  name: 'Proprietários: DIMOB e informe de rendimentos',
  args: comDocumentos,
  render: comAnoNoEstado,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Documentos fiscais dos proprietários — 2026')).toBeVisible();
    const dimob = within(c.getByRole('region', { name: 'DIMOB' }));
    await expect(
      dimob.getByText(
        /^Declaração de Informações sobre Atividades Imobiliárias, entregue à Receita Federal até o último dia útil de fevereiro\./,
      ),
    ).toBeVisible();
    await userEvent.click(dimob.getByRole('button', { name: 'Gerar DIMOB 2026' }));
    await expect(args.onBaixarDimob).toHaveBeenLastCalledWith(2026);

    const informe = within(c.getByRole('region', { name: 'Informe de rendimentos' }));
    await expect(informe.getByText(/declaração de Imposto de Renda/)).toBeVisible();
    const pdf = informe.getByRole('button', { name: 'Informe (PDF)' });
    // No owner chosen yet: nothing to download.
    await expect(informe.getByRole('combobox', { name: 'Proprietário' })).toHaveValue('');
    await expect(pdf).toBeDisabled();
    await escolherNoCombobox(informe, 'Proprietário', 'Ana Paula Souza');
    await userEvent.click(pdf);
    await expect(args.onBaixarInforme).toHaveBeenLastCalledWith('u2', 2026, 'pdf');

    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Ano' }), '2025');
    await expect(args.onAnoChange).toHaveBeenCalledWith(2025);
    await userEvent.click(dimob.getByRole('button', { name: 'Gerar DIMOB 2025' }));
    await expect(args.onBaixarDimob).toHaveBeenLastCalledWith(2025);
    await userEvent.click(informe.getByRole('button', { name: 'Informe (CSV)' }));
    await expect(args.onBaixarInforme).toHaveBeenLastCalledWith('u2', 2025, 'csv');
    await expect(args.onBaixar).not.toHaveBeenCalled();
  },
};

/**
 * A DIMOB a caminho: o botão dela gira e aguarda; os downloads do próprio relatório continuam disponíveis.
 */
export const DimobBaixando: Story = {
  name: 'Proprietários: DIMOB baixando',
  args: { ...comDocumentos, baixando: chaveDimob(2026) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const dimob = c.getByRole('button', { name: 'Gerar DIMOB 2026' });
    await expect(dimob).toBeDisabled();
    await expect(dimob).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'PDF' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'CSV' })).toBeEnabled();
  },
};

/** O informe de rendimentos a caminho: o botão dele gira e aguarda; os outros continuam disponíveis. */
export const InformeBaixando: Story = {
  name: 'Proprietários: informe baixando',
  args: { ...comDocumentos, baixando: chaveInformeProprietario('u2', 2026, 'pdf') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await escolherNoCombobox(c, 'Proprietário', 'Ana Paula Souza');
    const pdf = c.getByRole('button', { name: 'Informe (PDF)' });
    await expect(pdf).toBeDisabled();
    await expect(pdf).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Informe (CSV)' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Gerar DIMOB 2026' })).toBeEnabled();
    // Another owner's informe is not the one downloading.
    await escolherNoCombobox(c, 'Proprietário', 'Roberto Almeida');
    await expect(pdf).toBeEnabled();
  },
};

/** Só a DIMOB informada, e um informe sem proprietários para escolher. */
export const SoDimob: Story = {
  name: 'Proprietários: só a DIMOB',
  args: { ...comDocumentos, onBaixarInforme: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Gerar DIMOB 2026' })).toBeVisible();
    await expect(c.queryByRole('region', { name: 'Informe de rendimentos' })).toBeNull();
  },
};

/** A busca do informe sem proprietário que combine: “Nenhum resultado”, e nada a baixar. */
export const InformeSemProprietarios: Story = {
  name: 'Proprietários: nenhum proprietário',
  args: { ...comDocumentos, proprietarios: { opcoes: [], onBuscar: fn() } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Proprietário' }), 'zz');
    await expect(await c.findByText('Nenhum resultado')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Informe (PDF)' })).toBeDisabled();
  },
};

/** Sem as funções de download (e nas outras abas) não há seção de documentos. */
export const SemDocumentos: Story = {
  name: 'Proprietários: sem documentos',
  args: { aba: 'extratoProprietarios', relatorio: comDocumentos.relatorio },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Informe anual de aluguéis recebidos - 2026')).toBeVisible();
    await expect(c.queryByText(/Documentos fiscais/)).toBeNull();
    await expect(c.queryByRole('button', { name: /DIMOB/ })).toBeNull();
  },
};

/** Em outra aba (Receita) a seção de documentos dos proprietários não aparece. */
export const DocumentosNoutraAba: Story = {
  name: 'Proprietários: documentos só na aba dos proprietários',
  args: { ...comDocumentos, aba: 'receita', relatorio: { aba: 'receita', dados: receita } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Receita 2026: recebido x esperado x meta')).toBeVisible();
    await expect(c.queryByRole('button', { name: /DIMOB/ })).toBeNull();
  },
};

/** O estado “Proprietários” na largura de um celular (375 px). */
export const DocumentosCelular: Story = {
  ...DocumentosProprietarios,
  name: 'Proprietários — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx: Parameters<NonNullable<typeof DocumentosProprietarios.play>>[0]) => {
    await DocumentosProprietarios.play!(ctx);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  }),
};

/** O estado “Receita” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Receita), name: 'Escuro' };

/** O estado “Receita” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Receita), name: 'Tablet', tags: ['quadro-proprio'] };
