import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { boletos, resumoLocatario } from '../../lib/fixtures/site';
import { LocatarioView } from './locatario';
import { alterarSenhaComSucesso, mostraOTexto, noCelular, noEscuro } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

/**
 * Área do Locatário: saudação, “Alterar senha”, o sino de notificações e as abas Contrato, Pagamentos
 * (boletos e PIX para copiar), Documentos e Notificações.
 */
const meta = {
  title: 'Telas/Site/Área do Locatário',
  component: LocatarioView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    nome: 'Mariana Costa',
    resumo: resumoLocatario,
    boletos,
    onDownloadBoleto: fn(),
    onDownloadDocumento: fn(),
    onMarkRead: fn(),
    onCopiar: fn(async () => true),
  },
} satisfies Meta<typeof LocatarioView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A aba Contrato: saudação, o contrato do locatário e o sino com as notificações não lidas. */
export const Contrato: Story = {
  name: 'Contrato',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Olá, Mariana Costa' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Notificações: 2 não lidas' })).toHaveTextContent('2');
    for (const t of ['Contrato', 'Pagamentos', 'Documentos', 'Notificações'])
      await expect(c.getByRole('tab', { name: new RegExp(`^${t}`) })).toBeVisible();
    for (const t of [
      'CT-2026-001',
      'Jardins',
      'São Paulo',
      '01/01/2026',
      '31/12/2026',
      'R$ 2.500,00',
      'Ativo',
      'Próximos Eventos',
      'Vencimento do aluguel',
    ]) {
      await expect(c.getAllByText(t)[0]).toBeVisible();
    }
  },
};

/** Sem o nome do usuário, a saudação diz “Olá, Locatário”. */
export const SemNome: Story = {
  name: 'Sem nome',
  args: { nome: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('heading', { name: 'Olá, Locatário' })).toBeVisible(),
};

/** A aba Pagamentos: boletos com descrição, valor, vencimento e status; “Boleto”, “Recibo” e “Copiar linha digitável”. */
export const Pagamentos: Story = {
  name: 'Pagamentos',
  args: { defaultTab: 'pagamentos' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const h of ['Descrição', 'Valor', 'Vencimento', 'Status', 'Ações'])
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    await expect(c.getByText('Pago')).toBeVisible();
    await expect(c.getByText('Pendente')).toBeVisible();
    await expect(c.getByText('Vencido')).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Recibo' })).toHaveLength(1);
    await expect(c.getAllByRole('button', { name: 'Boleto' })).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: 'Recibo' }));
    await expect(args.onDownloadBoleto).toHaveBeenCalledWith(boletos[0]);
    await userEvent.click(c.getAllByRole('button', { name: 'Copiar linha digitável' })[0]!);
    await expect(args.onCopiar).toHaveBeenCalledWith(boletos[1]!.linhaDigitavel);
    await expect(await c.findByText('Copiado')).toBeVisible();
    // The confirmation is brief (and the screenshot steady): it goes after two seconds.
    await waitFor(() => expect(c.queryByText('Copiado')).toBeNull(), { timeout: 3000 });
  },
};

/** Um recibo a caminho: o botão dele gira e aguarda. */
export const PagamentosBaixando: Story = {
  name: 'Pagamentos baixando',
  args: { defaultTab: 'pagamentos', baixandoId: 'b3' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getAllByRole('button', { name: 'Boleto' })[1]).toBeDisabled(),
};

/** Nenhum boleto: a mensagem de lista vazia na aba Pagamentos. */
export const PagamentosVazio: Story = {
  name: 'Pagamentos vazio',
  args: { defaultTab: 'pagamentos', boletos: [] },
  play: mostraOTexto('Nenhum boleto encontrado'),
};

/** A aba Documentos: os documentos do locatário para baixar. */
export const Documentos: Story = {
  name: 'Documentos',
  args: { defaultTab: 'documentos' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Baixar' })[0]!);
    await expect(args.onDownloadDocumento).toHaveBeenCalledWith(resumoLocatario.documentos[0]);
  },
};

/** Um documento ainda sem arquivo: “Baixar” acinzentado, e o motivo ao lado e como descrição do botão. */
export const DocumentoIndisponivel: Story = {
  name: 'Documento indisponível',
  args: {
    defaultTab: 'documentos',
    resumo: {
      ...resumoLocatario,
      documentos: [
        resumoLocatario.documentos[0]!,
        {
          id: 'd3',
          titulo: 'Vistoria periódica do imóvel',
          data: '2026-04-10',
          arquivo: null,
          indisponivel: 'A vistoria ainda não foi registrada pela imobiliária.',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const motivo = 'A vistoria ainda não foi registrada pela imobiliária.';
    await expect(c.getByText(motivo)).toBeVisible();
    const [disponivel, vistoria] = c.getAllByRole('button', { name: 'Baixar' });
    await expect(disponivel).toBeEnabled();
    await expect(disponivel).not.toHaveAccessibleDescription();
    await expect(vistoria).toBeDisabled();
    await expect(vistoria).toHaveAccessibleDescription(motivo);
  },
};

/** Nenhum documento: a mensagem de lista vazia. */
export const DocumentosVazio: Story = {
  name: 'Documentos vazio',
  args: { defaultTab: 'documentos', resumo: { ...resumoLocatario, documentos: [] } },
  play: mostraOTexto('Nenhum documento encontrado'),
};

/** Clicar numa notificação não lida a marca como lida; a contagem do sino acompanha. */
export const Notificacoes: Story = {
  name: 'Notificações',
  args: { defaultTab: 'notificacoes' },
  render: function Render(args) {
    const [resumo, setResumo] = useState(args.resumo!);
    return (
      <LocatarioView
        {...args}
        resumo={resumo}
        onMarkRead={(id) => {
          args.onMarkRead(id);
          setResumo((r) => ({
            ...r,
            notificacoes: r.notificacoes.map((n) => (n.id === id ? { ...n, lida: true } : n)),
          }));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const nao = c.getByRole('button', { name: /^Boleto disponível.*Marcar como lida$/ });
    await expect(nao).toHaveAttribute('data-lida', 'false');
    await userEvent.click(nao);
    await expect(args.onMarkRead).toHaveBeenCalledWith('n1');
    await expect(c.getByRole('button', { name: 'Notificações: 1 não lida' })).toBeVisible();
  },
};

/** Nenhuma notificação: a mensagem de lista vazia. */
export const NotificacoesVazio: Story = {
  name: 'Notificações vazio',
  args: { defaultTab: 'notificacoes', resumo: { ...resumoLocatario, notificacoes: [] } },
  play: mostraOTexto('Nenhuma notificação no momento'),
};

/** Locatário sem contrato ativo: a aba Contrato explica que não há contrato. */
export const SemContrato: Story = {
  name: 'Sem contrato',
  args: { resumo: { ...resumoLocatario, contrato: null } },
  play: mostraOTexto('Nenhum contrato ativo encontrado'),
};

/** O primeiro carregamento: “Carregando...” no lugar das abas. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { resumo: undefined, boletos: undefined, isLoading: true },
  play: mostraOTexto('Carregando...'),
};

/** Os dados não carregaram: a mensagem do erro no lugar das abas. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { resumo: undefined, boletos: undefined, erro: 'Erro de comunicação (500) ao carregar os dados.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro de comunicação (500)'),
};

/** O estado “Contrato” na largura de um celular (375 px). */
export const Mobile: Story = { ...noCelularDe(Contrato), name: 'Celular' };
/** O estado “Contrato” no tema escuro. */
export const Dark: Story = { ...noEscuroDe(Contrato), name: 'Escuro' };

/** “Alterar senha” abaixo da saudação abre o diálogo; uma troca bem-sucedida o fecha. */
export const AlterarSenha: Story = {
  name: 'Alterar senha',
  args: { onAlterarSenha: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    await alterarSenhaComSucesso(
      within(canvasElement).getByRole('button', { name: 'Alterar senha' }),
      args.onAlterarSenha,
    );
  },
};

/** Em 375 px a saudação, “Alterar senha” e o sino ficam na tela, e a página não alarga. */
export const AlterarSenhaNoCelular: Story = {
  name: 'Alterar senha — celular',
  args: { onAlterarSenha: fn(async () => undefined) },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const el of [
      c.getByRole('heading', { name: 'Olá, Mariana Costa' }),
      c.getByRole('button', { name: 'Alterar senha' }),
      c.getByRole('button', { name: 'Notificações: 2 não lidas' }),
    ]) {
      await expect(el).toBeVisible();
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
  }),
};

/** The pending boleto also carries a PIX copia-e-cola (longer than any phone line). */
const PIX =
  '00020126580014br.gov.bcb.pix0136a629532e-7693-4846-852d-1bbff817b5a8520400005303986540525005802BR5913MORADA IMOVEIS6009SAO PAULO62070503***6304ABCD';
const boletosComPix = boletos.map((b) => (b.id === 'b3' ? { ...b, pixCopiaECola: PIX } : b));

/**
 * At 375 px each payment is a card: description, value, due date, status, the codes with their copy
 * buttons (the Clipboard API by default) and Boleto/Recibo. The page never widens and the linha
 * digitável wraps across the card, not into a column of digits.
 */
const pagamentosNoCelular: NonNullable<Story['play']> = async ({ canvasElement, args }) => {
  const c = within(canvasElement);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  await expect(c.queryByRole('columnheader', { name: 'Descrição' })).toBeNull();
  const cartoes = c.getAllByRole('listitem');
  await expect(cartoes).toHaveLength(3);
  const marco = within(c.getByRole('listitem', { name: 'Aluguel março/2026' }));
  for (const t of [
    'Valor',
    'R$ 2.500,00',
    'Vencimento',
    '05/03/2026',
    'Pendente',
    'Linha digitável',
    'PIX copia e cola',
  ])
    await expect(marco.getByText(t)).toBeVisible();
  const linha = marco.getByText(boletos[2]!.linhaDigitavel!);
  await expect(linha.getBoundingClientRect().width).toBeGreaterThan(250);
  await expect(linha.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  const escrever = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  try {
    await userEvent.click(marco.getByRole('button', { name: 'Copiar linha digitável' }));
    await expect(escrever).toHaveBeenCalledWith(boletos[2]!.linhaDigitavel);
    await waitFor(() => expect(marco.getAllByRole('status')[0]).toHaveTextContent('Copiado'));
    await userEvent.click(marco.getByRole('button', { name: 'Copiar PIX copia e cola' }));
    await expect(escrever).toHaveBeenLastCalledWith(PIX);
    await waitFor(() => expect(marco.getAllByRole('status')[1]).toHaveTextContent('Copiado'));
    await waitFor(() => expect(marco.queryByText('Copiado')).toBeNull(), { timeout: 3000 });
  } finally {
    escrever.mockRestore();
  }
  await userEvent.click(marco.getByRole('button', { name: 'Boleto' }));
  await expect(args.onDownloadBoleto).toHaveBeenCalledWith(boletosComPix[2]);
  const janeiro = within(c.getByRole('listitem', { name: 'Aluguel janeiro/2026' }));
  await expect(janeiro.getByText('Pago')).toBeVisible();
  await expect(janeiro.queryByRole('button', { name: 'Copiar linha digitável' })).toBeNull();
  await expect(janeiro.getByRole('button', { name: 'Recibo' })).toBeVisible();
};

/** O estado “Pagamentos” na largura de um celular (375 px). */
export const PagamentosNoCelular: Story = {
  name: 'Pagamentos — celular',
  args: { defaultTab: 'pagamentos', boletos: boletosComPix, onCopiar: undefined },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(pagamentosNoCelular),
};

/** O estado “Pagamentos” na largura de um celular (375 px), no tema escuro. */
export const PagamentosNoCelularEscuro: Story = {
  name: 'Pagamentos — celular, escuro',
  args: PagamentosNoCelular.args,
  globals: { viewport: { value: 'mobile' }, theme: 'dark' },
  play: noEscuro(noCelular(pagamentosNoCelular)),
};

/** Sem boletos, o celular mostra a mensagem de lista vazia em vez de cartões. */
export const PagamentosVazioNoCelular: Story = {
  name: 'Pagamentos vazio — celular',
  args: { defaultTab: 'pagamentos', boletos: [] },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expect(within(canvasElement).getByText('Nenhum boleto encontrado')).toBeVisible(),
  ),
};

/**
 * Em 375 px as quatro abas passam para uma segunda linha, cada nome inteiro e visível (nenhuma aba atrás da
 * borda de uma rolagem, issue 32), e o atalho do sino para Notificações abre essa aba.
 */
export const AbasNoCelular: Story = {
  name: 'Abas — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    const lista = c.getByRole('tablist');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(lista.scrollWidth).toBeLessThanOrEqual(lista.clientWidth);
    for (const aba of c.getAllByRole('tab')) {
      await expect(aba.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        lista.getBoundingClientRect().bottom,
      );
      await expect(aba.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(aba.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      await expect(aba.scrollWidth).toBeLessThanOrEqual(aba.clientWidth);
    }
    await userEvent.click(c.getByRole('button', { name: 'Notificações: 2 não lidas' }));
    const aba = c.getByRole('tab', { name: /^Notificações/ });
    await expect(aba).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByText('Boleto disponível')).toBeVisible();
  }),
};

/** O estado “Contrato” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Contrato), name: 'Tablet', tags: ['quadro-proprio'] };
