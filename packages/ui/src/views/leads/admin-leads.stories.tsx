import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { escolherNoCombobox } from '../../components/combobox/combobox.play';
import { LeadsView } from './leads-view';
import { CORRETORES, leadsAdmin, leadSemCorretor } from './leads.fixtures';
import { argsDaLista } from './leads.historias';
import { NovoLeadDialog } from './novo-lead-dialog';

const meta = {
  title: 'Telas/Admin/Leads',
  id: 'admin-views-leads',
  component: LeadsView,
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    ...argsDaLista(leadsAdmin),
    hrefLead: (id: string) => `/admin/leads/${id}`,
    onNovoLead: fn(),
    admin: { corretores: CORRETORES, corretorId: 'todos', onCorretorChange: fn(), onAtribuir: fn() },
  },
} satisfies Meta<typeof LeadsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Todos os leads da imobiliária: a coluna e o filtro de corretor, “Atribuir” em cada lead e “Novo lead”.
 * Um lead sem corretor diz “Sem corretor”.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('5 leads')(ctx);
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await expect(c.getAllByText('Rafael Lima')[0]).toBeVisible();
    await expect(c.getAllByText('Sem corretor')[0]).toBeVisible();
    await expect(c.getByRole('combobox', { name: 'Corretor' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Atribuir o lead de Fernanda Lima' })).toBeVisible();
  },
};

/** A primeira carga: o indicador no lugar da tabela. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { leads: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os leads...')).toBeVisible();
  },
};

/** Nenhum lead com os filtros escolhidos. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { leads: [], total: 0, etapa: 'ganho' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum lead com esses filtros.')).toBeVisible();
  },
};

/** A lista não pôde ser lida: o erro com “Tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { leads: [], total: 0, loadFailed: true },
  play: verFalhaAoCarregar({ erro: 'Não foi possível carregar os leads', emAlerta: false, umaVez: true }),
};

/** Um lead parado aparece marcado na lista do admin também. */
export const ComLeadParado: Story = {
  name: 'Com lead parado',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem atendimento há 30 h')).toBeVisible();
  },
};

/** “Atribuir”: sem corretor escolhido, o erro; escolhido “Rafael Lima”, o app recebe o lead e o corretor. */
export const Atribuir: Story = {
  name: 'Atribuir',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Atribuir o lead de Fernanda Lima' }),
    );
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Atribuir' }));
    await expect(d.getByText('Escolha um corretor')).toBeVisible();
    await userEvent.selectOptions(d.getByLabelText('Corretor'), 'c2');
    await userEvent.click(d.getByRole('button', { name: 'Atribuir' }));
    await expect(args.admin?.onAtribuir).toHaveBeenCalledWith(leadSemCorretor, 'c2');
  },
};

function NovoLeadAberto() {
  const [aberto, setAberto] = useState(true);
  return (
    <NovoLeadDialog
      open={aberto}
      onOpenChange={setAberto}
      imoveis={{ opcoes: [{ id: 'i1', rotulo: 'Apartamento Vista Parque' }], onBuscar: buscarImovel }}
      onSubmit={enviarNovoLead}
      salvando={false}
    />
  );
}
const enviarNovoLead = fn();
const buscarImovel = fn();

/** “Novo lead”: sem nome nem contato, os erros; preenchido, o app recebe os dados já validados. */
export const NovoLead: Story = {
  name: 'Novo lead',
  render: () => <NovoLeadAberto />,
  play: async () => {
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Cadastrar lead' }));
    await expect(d.getByText('Nome é obrigatório')).toBeVisible();
    await expect(d.getByText('Informe o e-mail ou o telefone')).toBeVisible();
    await expect(enviarNovoLead).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Nome'), 'Paula Reis');
    await userEvent.type(d.getByLabelText('Telefone'), '(11) 91234-5678');
    await escolherNoCombobox(d, 'Imóvel (opcional)', 'Apartamento Vista Parque');
    await userEvent.click(d.getByRole('button', { name: 'Cadastrar lead' }));
    await expect(enviarNovoLead).toHaveBeenCalledWith(
      expect.objectContaining({ nome: 'Paula Reis', telefone: '(11) 91234-5678', imovelId: 'i1' }),
      expect.anything(),
    );
  },
};

/** O estado “Carregado” na largura de um celular (375 px): cada lead num cartão. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
