import { MSG_CICLO, type Aditivo, type AditivoEntradaValida, type Contrato } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { contratoExemplo } from '../../stories/admin-fixtures';
import { noCelular } from '../../stories/play-helpers';
import { RenovacaoDialog, type RenovacaoDialogProps } from './renovacao-dialog';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';

const E = MSG_CICLO.aditivo.erros;

/** A contract signed in 2024 and renewed twice: once with a new rent, once keeping it. */
const contratoRenovado: Contrato = { ...contratoExemplo, dataInicio: '2024-01-01', aditivos: 2 };
const aditivosExemplo: Aditivo[] = [
  {
    id: 'a2',
    contratoId: 'c1',
    ordem: 2,
    dataFimAnterior: '2025-12-31',
    novaDataFim: '2026-12-31',
    aluguelAnterior: 3200,
    aluguelNovo: null,
    vigencia: null,
    aniversarioReajuste: null,
    observacoes: '',
    pagamentosReemitidos: 0,
    criadoEm: '2025-12-10T14:00:00.000Z',
    criadoPor: 'u1',
  },
  {
    id: 'a1',
    contratoId: 'c1',
    ordem: 1,
    dataFimAnterior: '2024-12-31',
    novaDataFim: '2025-12-31',
    aluguelAnterior: 3000,
    aluguelNovo: 3200,
    vigencia: '2025-01-01',
    aniversarioReajuste: 'mover',
    observacoes: '',
    pagamentosReemitidos: 1,
    criadoEm: '2024-12-05T14:00:00.000Z',
    criadoPor: 'u1',
  },
];

const aditivoCriado = (d: AditivoEntradaValida): Aditivo => ({
  ...aditivosExemplo[1]!,
  id: 'a3',
  ordem: 1,
  dataFimAnterior: contratoExemplo.dataFim,
  novaDataFim: d.novaDataFim,
  aluguelAnterior: contratoExemplo.valorAluguel,
  aluguelNovo: d.novoAluguel,
  vigencia: d.vigencia,
  aniversarioReajuste: d.novoAluguel === null ? null : d.aniversarioReajuste,
  observacoes: d.observacoes,
  criadoEm: '2026-11-23T13:00:00.000Z',
});

const dialogo = async () =>
  within(await screen.findByRole('dialog', { name: 'Renovar contrato — CT-2026-001' }));

const meta = {
  title: 'Telas/Admin/Contratos/Renovação',
  id: 'admin-views-contratos-renovação',
  component: RenovacaoDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    contrato: contratoExemplo,
    aditivos: [],
    onRenovar: fn(async (d: AditivoEntradaValida) => aditivoCriado(d)),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RenovacaoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A vigência e o aluguel atuais; o início do novo aluguel é, por padrão, o dia seguinte ao término atual. */
export const Formulario: Story = {
  name: 'Formulário',
  play: async () => {
    const d = await dialogo();
    await expect(d.getByText('01/01/2026 – 31/12/2026')).toBeVisible();
    await expect(d.getByText('R$ 3.200,00')).toBeVisible();
    await expect(d.getByLabelText('Nova data de término')).toHaveValue('');
    await expect(d.getByLabelText('Vigência do novo aluguel')).toHaveAccessibleDescription(
      'Opcional: sem data, vale a partir de 01/01/2027 (dia seguinte ao término atual).',
    );
    await expect(d.getByText('Nenhum termo aditivo registrado.')).toBeVisible();
  },
};

/**
 * O novo término, um aluguel digitado no formato brasileiro e sem data de início (o servidor usa o padrão).
 */
export const RenovacaoValida: Story = {
  name: 'Renovação válida',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.type(d.getByLabelText('Nova data de término'), '31122027');
    await userEvent.type(d.getByLabelText('Novo aluguel (R$)'), '3.350,00');
    await userEvent.type(d.getByLabelText('Observações'), 'Renovação por mais 12 meses');
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(args.onRenovar).toHaveBeenCalledWith({
        novaDataFim: '2027-12-31',
        novoAluguel: 3350,
        vigencia: null,
        observacoes: 'Renovação por mais 12 meses',
        aniversarioReajuste: 'mover',
      }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Só a data de término é obrigatória. */
export const DataObrigatoria: Story = {
  name: 'Nova data obrigatória',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.type(d.getByLabelText('Novo aluguel (R$)'), '0');
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await expect(await d.findByText(E.novaDataFimObrigatoria)).toBeVisible();
    await expect(d.getByText(E.aluguelInvalido)).toBeVisible();
    await expect(args.onRenovar).not.toHaveBeenCalled();
  },
};

/** O servidor compara as datas com o contrato: a mensagem dele sob o campo, com o diálogo aberto. */
export const NovaDataAntesDaAtual: Story = {
  name: 'Nova data antes da atual (erro do servidor)',
  args: {
    onRenovar: fn<RenovacaoDialogProps['onRenovar']>(async () => Promise.reject(new Error('422'))),
    errosDoErro: () => ({ novaDataFim: E.novaDataFimAntes }),
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.type(d.getByLabelText('Nova data de término'), '30062026');
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(args.onRenovar).toHaveBeenCalledWith(expect.objectContaining({ novaDataFim: '2026-06-30' })),
    );
    await expect(await d.findByText(E.novaDataFimAntes)).toBeVisible();
    await expect(d.getByLabelText('Nova data de término')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Renovações anteriores: a data de término e o aluguel de cada termo, antes e depois. */
export const ComHistorico: Story = {
  name: 'Com termos aditivos anteriores',
  args: { contrato: contratoRenovado, aditivos: aditivosExemplo },
  play: async () => {
    const d = await dialogo();
    const lista = within(d.getByRole('region', { name: 'Termos aditivos anteriores' }));
    const itens = lista.getAllByRole('listitem');
    await expect(itens).toHaveLength(2);
    const [segundo, primeiro] = itens.map((i) => within(i));
    await expect(segundo!.getByText('2º Termo Aditivo')).toBeVisible();
    await expect(segundo!.getByText('Término: 31/12/2025 → 31/12/2026')).toBeVisible();
    await expect(segundo!.getByText('Aluguel mantido: R$ 3.200,00')).toBeVisible();
    await expect(primeiro!.getByText('1º Termo Aditivo')).toBeVisible();
    await expect(primeiro!.getByText('Término: 31/12/2024 → 31/12/2025')).toBeVisible();
    await expect(primeiro!.getByText('Aluguel: R$ 3.000,00 → R$ 3.200,00')).toBeVisible();
    await expect(
      primeiro!.getByText('Novo aluguel a partir de 01/01/2025 · 1 boleto reemitido'),
    ).toBeVisible();
    await expect(primeiro!.getByText('Registrado em 05/12/2024')).toBeVisible();
    await expect(
      primeiro!.getByText('Próximo reajuste: 01/01/2026 (12 meses após o novo aluguel)'),
    ).toBeVisible();
    await expect(segundo!.queryByText(/Próximo reajuste/)).toBeNull();
    // Without a download callback, no button.
    await expect(lista.queryByRole('button', { name: /Baixar/ })).toBeNull();
  },
};

/** Cada termo aditivo listado baixa o seu PDF. */
export const BaixarTermoAditivo: Story = {
  name: 'Baixar termo aditivo',
  args: { contrato: contratoRenovado, aditivos: aditivosExemplo, onBaixarTermo: fn() },
  play: async ({ args }) => {
    const d = await dialogo();
    const lista = within(d.getByRole('region', { name: 'Termos aditivos anteriores' }));
    await expect(lista.getAllByRole('button', { name: /Baixar .* \(PDF\)/ })).toHaveLength(2);
    await userEvent.click(lista.getByRole('button', { name: 'Baixar 1º Termo Aditivo (PDF)' }));
    await expect(args.onBaixarTermo).toHaveBeenCalledTimes(1);
    await expect(args.onBaixarTermo).toHaveBeenCalledWith(aditivosExemplo[1]);
  },
};

/**
 * Com um novo aluguel, o diálogo pergunta sobre o próximo reajuste: por padrão, 12 meses após a vigência do
 * novo aluguel (o dia seguinte ao término atual quando nenhuma data é digitada), explicado abaixo da escolha.
 */
export const AniversarioMovido: Story = {
  name: 'Novo aluguel: aniversário do reajuste movido',
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.queryByRole('group', { name: 'Próximo reajuste' })).toBeNull();
    await userEvent.type(d.getByLabelText('Nova data de término'), '31122027');
    await userEvent.type(d.getByLabelText('Novo aluguel (R$)'), '3.350,00');
    const grupo = d.getByRole('group', { name: 'Próximo reajuste' });
    await expect(
      within(grupo).getByLabelText('Contar 12 meses a partir da vigência do novo aluguel'),
    ).toBeChecked();
    await expect(grupo).toHaveAccessibleDescription(
      'O próximo reajuste será em 01/01/2028: pela Lei 10.192/2001, o aluguel só é reajustado 12 meses após a última fixação do valor.',
    );
    await userEvent.type(d.getByLabelText('Vigência do novo aluguel'), '01112026');
    await expect(d.getByText(/O próximo reajuste será em 01\/11\/2027/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(args.onRenovar).toHaveBeenCalledWith(
        expect.objectContaining({ novoAluguel: 3350, vigencia: '2026-11-01', aniversarioReajuste: 'mover' }),
      ),
    );
  },
};

/** “Manter o aniversário original”: a frase avisa que o reajuste incide sobre o novo aluguel mesmo assim. */
export const AniversarioMantido: Story = {
  name: 'Novo aluguel: aniversário original mantido',
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.type(d.getByLabelText('Nova data de término'), '31122027');
    await userEvent.type(d.getByLabelText('Novo aluguel (R$)'), '3.350,00');
    await userEvent.click(d.getByLabelText('Manter o aniversário original'));
    await expect(
      d.getByText(
        'O reajuste continua no aniversário do contrato e incide sobre o novo aluguel, mesmo que poucos meses depois.',
      ),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(args.onRenovar).toHaveBeenCalledWith(
        expect.objectContaining({ novoAluguel: 3350, aniversarioReajuste: 'manter' }),
      ),
    );
  },
};

/** Os termos aditivos anteriores ainda carregando; o formulário de renovação já pode ser preenchido. */
export const CarregandoHistorico: Story = {
  name: 'Carregando o histórico',
  args: { aditivos: undefined, aditivosLoading: true },
  play: async () => {
    const d = await dialogo();
    const lista = within(d.getByRole('region', { name: 'Termos aditivos anteriores' }));
    await expect(lista.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(lista.queryByText('Nenhum termo aditivo registrado.')).toBeNull();
    await expect(d.getByRole('button', { name: 'Renovar contrato' })).toBeEnabled();
  },
};

/** Em 375 px os campos e o histórico cabem; a página nunca alarga. */
export const NoCelular: Story = {
  name: 'Celular',
  args: { contrato: contratoRenovado, aditivos: aditivosExemplo },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const d = await dialogo();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const renovar = d.getByRole('button', { name: 'Renovar contrato' });
    await expect(renovar.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(d.getByLabelText('Nova data de término').getBoundingClientRect().right).toBeLessThanOrEqual(
      375,
    );
  }),
};

/** O estado “Formulário” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Formulario), name: 'Escuro' };

/** O estado “Formulário” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Formulario), name: 'Tablet', tags: ['quadro-proprio'] };
