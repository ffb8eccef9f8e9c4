import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noCelularSemRolagemDe, noEscuroDe } from '../../stories/gemeas';
import { vistoriaConcluida, vistoriaSaida } from './vistoria-campo.fixtures';
import { VistoriasContratoView } from './vistorias-contrato';

/** As vistorias de um contrato no back office: situação, links e os botões que as iniciam. */
const meta = {
  title: 'Telas/Admin/Vistorias do contrato',
  id: 'admin-views-vistorias-contrato',
  component: VistoriasContratoView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: {
    contratoNumero: 'CT-2026-001',
    vistorias: [],
    onRetry: fn(),
    hrefVoltar: '/admin/contratos?busca=CT-2026-001',
    hrefVistoria: (id: string) => `/admin/vistorias/${id}`,
    hrefRevisao: (id: string) => `/admin/vistorias/${id}/revisao`,
    onIniciar: fn(async () => undefined),
    onBaixarLaudo: fn(),
  },
} satisfies Meta<typeof VistoriasContratoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enquanto a lista é lida: o aviso de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { vistorias: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando as vistorias...');
  },
};

/** A leitura falhou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { vistorias: undefined, erro: 'falhou' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar as vistorias.');
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nenhuma ainda: as duas podem ser iniciadas; “entrada” pede ao app que a inicie. */
export const Vazio: Story = {
  name: 'Nenhuma vistoria',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Vistorias do contrato CT-2026-001' })).toBeVisible();
    await expect(c.getByText('Nenhuma vistoria registrada neste contrato.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Iniciar vistoria de saída' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Iniciar vistoria de entrada' }));
    await expect(args.onIniciar).toHaveBeenCalledWith('entrada');
  },
};

/** A de entrada em revisão (laudo, link da revisão) e a de saída em andamento. */
export const ComVistorias: Story = {
  name: 'Com vistorias',
  args: { vistorias: [vistoriaConcluida, vistoriaSaida] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Em revisão pelo inquilino')).toBeVisible();
    await expect(c.getByText('Em andamento')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Laudo (PDF)' }));
    await expect(args.onBaixarLaudo).toHaveBeenCalledWith('vis-entrada-1');
    await expect(c.getByRole('link', { name: 'Revisão e contestações' })).toHaveAttribute(
      'href',
      '/admin/vistorias/vis-entrada-1/revisao',
    );
    await expect(c.getAllByRole('link', { name: 'Abrir vistoria' })).toHaveLength(2);
    await expect(c.queryByRole('button', { name: /Iniciar vistoria/ })).toBeNull();
  },
};

/** O servidor recusa a de saída (409): a frase dele aparece sob o botão. */
export const SaidaRecusada: Story = {
  name: 'Início recusado (409)',
  args: {
    vistorias: [{ ...vistoriaSaida, id: 'vis-e', tipo: 'entrada' }],
    onIniciar: fn(async () => {
      throw new Error(
        'A vistoria de saída compara com a de entrada: registre e conclua a de entrada primeiro.',
      );
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Iniciar vistoria de saída' }));
    await waitFor(() =>
      expect(c.getByRole('alert')).toHaveTextContent(
        'A vistoria de saída compara com a de entrada: registre e conclua a de entrada primeiro.',
      ),
    );
  },
};

/** A lista no celular, sem rolagem lateral. */
export const Celular: Story = { ...noCelularSemRolagemDe(ComVistorias), name: 'Celular' };
/** A lista no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(ComVistorias), name: 'Escuro' };
