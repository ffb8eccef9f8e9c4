import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResumoFunil } from '@morada/domain';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { ConfiguracaoLeadsForm } from './configuracao-leads';
import { FunilLeads } from './funil-leads';
import { IntegracaoLeadsPainel } from './integracao-leads';

const zero = { novo: 0, em_atendimento: 0, visita_agendada: 0, proposta: 0, ganho: 0, perdido: 0 };
/** 10 leads: 6 from the site's form (2 won), 4 from the portals (1 won); median first answer 1,5 h. */
const FUNIL: ResumoFunil = {
  de: null,
  ate: null,
  total: 10,
  porEtapa: { novo: 3, em_atendimento: 2, visita_agendada: 1, proposta: 0, ganho: 3, perdido: 1 },
  conversao: 0.3,
  porOrigem: [
    {
      origem: 'formulario',
      total: 6,
      porEtapa: { ...zero, novo: 2, em_atendimento: 1, visita_agendada: 1, ganho: 2 },
      conversao: 2 / 6,
    },
    { origem: 'agendar_visita', total: 0, porEtapa: zero, conversao: 0 },
    { origem: 'whatsapp', total: 0, porEtapa: zero, conversao: 0 },
    {
      origem: 'portal',
      total: 4,
      porEtapa: { ...zero, novo: 1, em_atendimento: 1, ganho: 1, perdido: 1 },
      conversao: 0.25,
    },
    { origem: 'equipe', total: 0, porEtapa: zero, conversao: 0 },
  ],
  medianaPrimeiraRespostaHoras: 1.5,
  cliquesWhatsapp: [],
};

const meta = {
  title: 'Telas/Admin/Leads/Funil',
  id: 'admin-views-leads-funil',
  component: FunilLeads,
  tags: ['autodocs'],
  args: { funil: FUNIL },
} satisfies Meta<typeof FunilLeads>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O relatório do funil: total, conversão, tempo mediano até a primeira resposta e leads por origem e etapa. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('30%', '1,5 h')(ctx);
    const c = within(ctx.canvasElement);
    const portal = c.getByRole('row', { name: /Portais \(Grupo OLX\)/ });
    await expect(portal).toHaveTextContent('25%');
  },
};

/** O relatório carregando. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { funil: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando o funil...');
  },
};

/** O relatório não pôde ser lido. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { funil: undefined, erro: 'Não foi possível carregar o funil' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar o funil',
    );
  },
};

const salvarConfiguracao = fn();

/** “Distribuição e alerta”: horas fora de 1–720 mostram o erro; 48 h e o rodízio desligado vão para o app. */
export const Configuracao: Story = {
  name: 'Configuração',
  render: () => (
    <ConfiguracaoLeadsForm
      valores={{ alertaHoras: 24, rodizio: true }}
      onSalvar={salvarConfiguracao}
      salvando={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const horas = c.getByLabelText('Alertar lead sem atendimento após (horas)');
    await userEvent.clear(horas);
    await userEvent.type(horas, '0');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(c.getByText('Informe as horas do alerta (de 1 a 720)')).toBeVisible();
    await userEvent.clear(horas);
    await userEvent.type(horas, '48');
    await userEvent.click(c.getByRole('checkbox', { name: /rodízio/ }));
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(salvarConfiguracao).toHaveBeenCalledWith(
      { alertaHoras: 48, rodizio: false },
      expect.anything(),
    );
  },
};

const CLIQUES: ResumoFunil['cliquesWhatsapp'] = [
  { imovelId: 'i1', imovelTitulo: 'Apartamento Vista Parque', cliques: 7 },
  { imovelId: 'i2', imovelTitulo: 'Casa Jardim das Flores', cliques: 2 },
];

/** O período (de/até) no alto do funil e os cliques no WhatsApp por imóvel; mudar “De” pede o novo período ao app. */
export const ComPeriodo: Story = {
  name: 'Com período e cliques no WhatsApp',
  args: {
    funil: { ...FUNIL, de: '2026-11-01', ate: '2026-11-27', cliquesWhatsapp: CLIQUES },
    periodo: { de: '2026-11-01', ate: '2026-11-27' },
    onPeriodo: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Até')).toHaveValue('2026-11-27');
    const cliques = c.getByRole('region', { name: 'Cliques no WhatsApp por imóvel' });
    await expect(within(cliques).getByRole('row', { name: /Apartamento Vista Parque/ })).toHaveTextContent(
      '7',
    );
    fireEvent.change(c.getByLabelText('De'), { target: { value: '2026-10-01' } });
    await expect(args.onPeriodo).toHaveBeenLastCalledWith({ de: '2026-10-01', ate: '2026-11-27' });
  },
};

/** Sem cliques no WhatsApp no período: a tabela diz que não há nenhum. */
export const SemCliques: Story = {
  name: 'Sem cliques no WhatsApp',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum clique no WhatsApp no período.')).toBeVisible();
  },
};

const INTEGRACAO = {
  url: 'https://morada.example.com.br/api/integracoes/grupo-olx/leads',
  usuario: 'grupo-olx',
  segredo: 'sgr_8f3a1c9e2b7d4f60',
};
const gerarNovoSegredo = fn(async () => {});
const copiar = fn(async () => true);

/** “Integração com os portais (Grupo OLX)”: o endereço do webhook, o usuário e o segredo oculto até “Mostrar”. */
export const Integracao: Story = {
  name: 'Integração com os portais',
  render: () => (
    <IntegracaoLeadsPainel integracao={INTEGRACAO} onGerarNovoSegredo={gerarNovoSegredo} onCopiar={copiar} />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Integração com os portais (Grupo OLX)' })).toBeVisible();
    await expect(c.getByLabelText('Endereço do webhook')).toHaveValue(INTEGRACAO.url);
    const segredo = c.getByLabelText('Segredo');
    await expect(segredo).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Mostrar' }));
    await expect(segredo).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Ocultar' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Copiar segredo' }));
    await expect(copiar).toHaveBeenCalledWith(INTEGRACAO.segredo);
  },
};

/** “Gerar novo segredo”: a confirmação diz que o atual deixa de valer na hora; confirmada, o app gera o novo. */
export const GerarNovoSegredo: Story = {
  name: 'Gerar novo segredo',
  render: Integracao.render,
  play: async ({ canvasElement }) => {
    gerarNovoSegredo.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Gerar novo segredo' }));
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText(/deixa de valer na hora/)).toBeVisible();
    await expect(gerarNovoSegredo).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo segredo' }));
    await expect(gerarNovoSegredo).toHaveBeenCalledTimes(1);
  },
};

/** A integração carregando. */
export const IntegracaoCarregando: Story = {
  name: 'Integração carregando',
  render: () => <IntegracaoLeadsPainel integracao={undefined} onGerarNovoSegredo={gerarNovoSegredo} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando a integração...');
  },
};

/** A integração não pôde ser lida. */
export const IntegracaoFalha: Story = {
  name: 'Integração com erro',
  render: () => (
    <IntegracaoLeadsPainel
      integracao={undefined}
      erro="Não foi possível carregar a integração"
      onGerarNovoSegredo={gerarNovoSegredo}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a integração',
    );
  },
};

/** A integração na largura de um celular (375 px). */
export const IntegracaoCelular: Story = { ...noCelularDe(Integracao), name: 'Integração no celular' };
/** A integração no tema escuro. */
export const IntegracaoEscuro: Story = { ...noEscuroDe(Integracao), name: 'Integração no escuro' };
/** O funil com período e cliques na largura de um tablet (768 px); na documentação, num quadro dessa largura. */
export const PeriodoTablet: Story = {
  ...noTabletDe(ComPeriodo),
  name: 'Com período no tablet',
  tags: ['quadro-proprio'],
};

/** O estado “Carregado” na largura de um celular (375 px): a tabela vira cartões. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
