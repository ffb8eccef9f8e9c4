import type { RemessasDaConta } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { noTabletDe } from '../../stories/gemeas';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { contasExemplo } from './fixtures';
import { RemessasDialog } from './remessas-dialog';

const itau = contasExemplo.find((c) => c.id === 'itau')!;

const remessa = (numero: number, criadoEm: string, registros: number, baixas: number) => ({
  id: `r${numero}`,
  contaId: 'itau',
  numero,
  nomeArquivo: `remessa-341-${String(numero).padStart(6, '0')}.rem`,
  criadoEm,
  registros,
  baixas,
});

const comPendentes: RemessasDaConta = {
  pendentes: { registros: 37, baixas: 2 },
  remessas: [
    remessa(11, '2026-11-25T13:05:00.000Z', 42, 1),
    remessa(10, '2026-11-18T12:40:00.000Z', 3, 0),
    remessa(9, '2026-11-10T14:12:00.000Z', 120, 0),
  ],
};

/**
 * O diálogo “Remessas” de uma conta de cobrança (Configurações → Contas de cobrança → Remessas): o que
 * aguarda a próxima remessa, o botão que a gera com o número seguinte da conta e as remessas já geradas,
 * cada uma para baixar de novo.
 */
const meta = {
  title: 'Telas/Admin/Remessas da conta',
  id: 'admin-views-remessas-conta',
  component: RemessasDialog,
  tags: ['autodocs', 'quadro-proprio'],
  globals: { viewport: { value: 'desktop' } },
  args: {
    conta: itau,
    dados: comPendentes,
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    onGerar: fn(async () => undefined),
    onBaixar: fn(),
    onFechar: fn(),
  },
} satisfies Meta<typeof RemessasDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogo = async () => within(await screen.findByRole('dialog', { name: 'Remessas: Itaú — cobrança' }));

/** Boletos e pedidos de baixa aguardando, e as três últimas remessas da conta. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('37 boletos a registrar')).toBeVisible();
    await expect(d.getByText('2 pedidos de baixa')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Gerar remessa nº 12' })).toBeEnabled();
    await expect(d.getByText('25/11/2026 10:05')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Baixar remessa-341-000011.rem' })).toBeVisible();
  },
};

/**
 * “Gerar remessa” enquanto o servidor responde: o botão mostra “Gerando...” desabilitado (a resposta
 * não chega nesta história, para o estado ficar visível) e `onGerar` foi chamado uma vez.
 */
export const Gerar: Story = {
  name: 'Gerar remessa',
  args: { onGerar: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Gerar remessa nº 12' }));
    await waitFor(() => expect(d.getByRole('button', { name: 'Gerando...' })).toBeDisabled());
    await expect(args.onGerar).toHaveBeenCalledTimes(1);
  },
};

/** “Baixar” de uma remessa entrega a remessa escolhida a `onBaixar`. */
export const Baixar: Story = {
  name: 'Baixar arquivo',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(d.getByRole('button', { name: 'Baixar remessa-341-000010.rem' }));
    await expect(args.onBaixar).toHaveBeenCalledWith(expect.objectContaining({ numero: 10 }));
  },
};

/** Nada novo desde a última remessa: o botão fica desabilitado e o diálogo diz por quê. */
export const NadaAguardando: Story = {
  name: 'Nada aguardando',
  args: { dados: { ...comPendentes, pendentes: { registros: 0, baixas: 0 } } },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('Nenhum boleto novo nem pedido de baixa desde a última remessa.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Gerar remessa nº 12' })).toBeDisabled();
  },
};

/** Conta nova: nenhuma remessa gerada ainda, e o primeiro boleto aguardando. */
export const Vazio: Story = {
  name: 'Vazio',
  args: {
    conta: { ...itau, proximaRemessa: 1 },
    dados: { pendentes: { registros: 1, baixas: 0 }, remessas: [] },
  },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('Nenhuma remessa gerada nesta conta.')).toBeVisible();
    await expect(d.getByText('1 boleto a registrar')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Gerar remessa nº 1' })).toBeEnabled();
  },
};

/** A carga em andamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { dados: undefined, loading: true },
  play: async () => {
    const d = await dialogo();
    await expect(d.getByRole('status')).toHaveTextContent('Carregando as remessas...');
  },
};

/** A carga falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { dados: undefined, loadFailed: true },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByText('Não foi possível carregar as remessas.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** O estado padrão na largura de um celular (375 px): as remessas viram cartões. */
export const Celular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx) => {
    await Padrao.play?.(ctx);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  }),
};

/** O estado padrão no tema escuro. */
export const Escuro: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Padrao.play),
};

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
