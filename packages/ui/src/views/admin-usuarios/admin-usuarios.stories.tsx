import { usuarioCorrespondeBusca, type Usuario } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useState, type ComponentProps } from 'react';
import { linkConviteExemplo, linkRedefinicaoExemplo, usuariosExemplo } from '../../stories/admin-fixtures';
import { AdminUsuariosView } from './admin-usuarios';
import * as acesso from './admin-usuarios.acesso.play';
import { DadosRepasseDialog } from './dados-repasse-dialog';
import { useLinkAcessoSimulado } from '../../stories/link-acesso-simulado';
import {
  buscaEPaginasIniciais,
  buscaEPaginasSimuladas,
  filtroSimulado,
  passaNoFiltro,
  useListaSimulada,
} from '../../stories/lista-simulada';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { mostraOTexto } from '../../stories/play-helpers';

type Props = ComponentProps<typeof AdminUsuariosView>;

/**
 * The app's part: `usuarios` (the story's arg) stands for the server's table, filtered with the
 * server's match and sliced into pages of 20; the view gets one page and the total.
 */
function ComServidorSimulado(args: Props) {
  const s = useListaSimulada(
    args.usuarios,
    (u: Usuario, busca, f) =>
      usuarioCorrespondeBusca(u, busca) &&
      passaNoFiltro(f.perfil, u.perfil) &&
      passaNoFiltro(f.status, u.status),
    ['perfil', 'status'],
  );
  return (
    <AdminUsuariosView
      {...args}
      usuarios={s.linhas}
      total={s.total}
      {...buscaEPaginasSimuladas(s)}
      {...filtroSimulado(s, 'perfil')}
      {...filtroSimulado(s, 'status')}
    />
  );
}

const meta = {
  title: 'Telas/Admin/Usuários',
  id: 'admin-views-usuarios',
  component: AdminUsuariosView,
  tags: ['autodocs'],
  render: (args) => <ComServidorSimulado {...args} />,
  args: {
    usuarios: usuariosExemplo,
    total: usuariosExemplo.length,
    ...buscaEPaginasIniciais(),
    perfil: 'todos',
    onPerfilChange: fn(),
    status: 'todos',
    onStatusChange: fn(),
    onExport: fn(async () => undefined),
    loading: false,
    onRefresh: fn(),
    onSalvar: fn(async () => true),
    onExcluir: fn(async () => undefined),
    onDesbloquear: fn(async () => undefined),
    limitesLogin: { falhasRecentes: 0, dispositivosNovosLentos: false, enderecosBloqueados: 0 },
  },
} satisfies Meta<typeof AdminUsuariosView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A lista de usuários carregada, com o selo de contagem, “Novo Usuário”, “Exportar CSV” e as ações de cada
 * linha.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
    for (const h of [
      'Nome',
      'Email',
      'Telefone',
      'Perfil',
      'Status',
      'Data de Cadastro',
      'Último Acesso',
      'Ações',
    ]) {
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await expect(c.getAllByText('Nunca acessou')).toHaveLength(2);
    // Status values are lower-case in data, capitalised on screen (badges and the filter).
    await expect(c.getAllByText('Ativo', { selector: '[data-slot="status-badge"]' })).toHaveLength(2);
    await expect(c.getByText('Pendente', { selector: '[data-slot="status-badge"]' })).toBeVisible();
    await expect(c.queryByText('ativo', { exact: true })).toBeNull();
    for (const rotulo of ['Ativo', 'Inativo', 'Pendente'])
      await expect(c.getByRole('option', { name: rotulo })).toBeInTheDocument();
    await expect(c.getByRole('link', { name: 'Novo Usuário' })).toHaveAttribute(
      'href',
      '/admin/usuarios/novo',
    );
    await expect(c.getByText('3 usuários')).toBeVisible();
    // One page: no page bar.
    await expect(c.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    // Without onDadosRepasse the owners' action is not offered.
    await expect(c.queryByRole('button', { name: /^Dados de repasse/ })).toBeNull();
  },
};

/** Os filtros de perfil e status e a busca restringem a lista. */
export const Filtros: Story = {
  name: 'Filtros',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'proprietario');
    await expect(c.getByText('Paulo Proprietário')).toBeVisible();
    await expect(c.queryByText('Ana Administradora')).toBeNull();
    await userEvent.selectOptions(c.getByLabelText('Perfil'), 'todos');
    await userEvent.type(c.getByLabelText('Buscar'), '98888');
    await expect(c.getByText('Mariana Costa')).toBeVisible();
    await expect(c.getByText('1 usuários')).toBeVisible();
  },
};

/** O servidor não encontrou ninguém para o texto: a linha de lista vazia, e o selo conta zero. */
export const BuscaSemResultado: Story = {
  name: 'Busca sem resultado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'ninguém com este nome');
    await expect(c.getByText('Nenhum usuário encontrado')).toBeVisible();
    await expect(c.getByText('0 usuários')).toBeVisible();
  },
};

const muitos: Usuario[] = Array.from({ length: 25 }, (_, i) => ({
  ...usuariosExemplo[1]!,
  id: `m${i + 1}`,
  nome: `Locatário ${String(i + 1).padStart(2, '0')}`,
  email: `inquilino${i + 1}@example.com`,
}));

/** 25 usuários: 20 na primeira página, os outros 5 na segunda; o selo conta todos. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { usuarios: muitos },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('25 usuários')).toBeVisible();
    await expect(c.getByText('Página 1 de 2')).toBeVisible();
    await expect(c.getByText('Locatário 20')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(c.getByText('Página 2 de 2')).toBeVisible();
    await expect(c.getByText('Locatário 21')).toBeVisible();
    await expect(c.queryByText('Locatário 20')).toBeNull();
    await expect(c.getAllByRole('button', { name: /^Editar / })).toHaveLength(5);
    await expect(c.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    // A new search starts again at the first page.
    await userEvent.type(c.getByLabelText('Buscar'), 'Locatário 1');
    await expect(c.getByText('10 usuários')).toBeVisible();
    await expect(c.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/**
 * “Exportar CSV” pede ao app todos os usuários que atendem aos filtros (não só a página); o botão espera a
 * resposta.
 */
export const Exportar: Story = {
  name: 'Exportar',
  args: { onExport: fn(() => new Promise<void>((r) => setTimeout(r, 50))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await waitFor(() => expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
  },
};

/** O primeiro carregamento: o indicador de carregamento ocupa o lugar da tabela. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { usuarios: [], loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryByRole('table')).toBeNull();
  },
};

/** Nenhum usuário encontrado: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { usuarios: [] },
  play: mostraOTexto('Nenhum usuário encontrado'),
};

/** Uma falha ao carregar não é “nenhum usuário”: a linha de erro oferece “tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { usuarios: [], loadFailed: true, onRetry: fn() },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar a lista de usuários',
    emAlerta: true,
    vazio: 'Nenhum usuário encontrado',
    umaVez: true,
  }),
};

/** Abrir e fechar o diálogo é informado ao app, para que ele descarte erros antigos do servidor. */
export const EditarAbreEFecha: Story = {
  name: 'Editar abre e fecha',
  args: { onEditandoChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(args.onEditandoChange).toHaveBeenLastCalledWith(usuariosExemplo[1]);
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onEditandoChange).toHaveBeenLastCalledWith(null);
  },
};

/** “Editar” abre o diálogo com os dados do usuário; salvar envia as mudanças. */
export const Editar: Story = {
  name: 'Editar',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await userEvent.clear(d.getByLabelText('Telefone'));
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await d.findByText('O telefone é obrigatório')).toBeVisible();
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** Uma conta sob ataque: o admin vê os limites de login que a bloqueiam e os remove. */
export const DesbloquearAcesso: Story = {
  name: 'Desbloquear acesso',
  args: {
    onDesbloquear: fn(async () => undefined),
    limitesLogin: { falhasRecentes: 62, dispositivosNovosLentos: true, enderecosBloqueados: 2 },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByText(/Muitas tentativas de login erradas/)).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent(
      '62 tentativas de login erradas nos últimos 15 minutos. Dispositivos novos entram mais devagar (até 10 segundos por tentativa). 2 endereços estão bloqueados para esta conta.',
    );
    await userEvent.click(d.getByRole('button', { name: 'Desbloquear acesso' }));
    await expect(args.onDesbloquear).toHaveBeenCalledWith(usuariosExemplo[1]);
    await expect(d.getByRole('button', { name: 'Desbloquear acesso' })).toBeEnabled();
  },
};

/** Os limites não puderam ser lidos: o diálogo avisa e o desbloqueio continua funcionando. */
export const LimitesDeLoginIndisponiveis: Story = {
  name: 'Limites de login indisponíveis',
  args: { limitesLogin: undefined, limitesLoginFalhou: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('status')).toHaveTextContent(
      'Não foi possível consultar as tentativas de login.',
    );
    await userEvent.click(d.getByRole('button', { name: 'Desbloquear acesso' }));
    await expect(args.onDesbloquear).toHaveBeenCalledWith(usuariosExemplo[1]);
  },
};

/** Nada bloqueia a conta: o diálogo avisa, e não há o que desbloquear. */
export const NadaADesbloquear: Story = {
  name: 'Nada a desbloquear',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Editar Mariana Costa' }));
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('status')).toHaveTextContent(
      'Nenhuma tentativa de login errada nos últimos 15 minutos.',
    );
    await expect(d.getByRole('button', { name: 'Desbloquear acesso' })).toBeDisabled();
  },
};

/** “Excluir” pede confirmação; confirmado, o usuário é excluído. */
export const ExcluirConfirmando: Story = {
  name: 'Excluir confirmando',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir Paulo Proprietário' }));
    const d = within(await screen.findByRole('alertdialog'));
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluir).toHaveBeenCalledWith(usuariosExemplo[2]);
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };

/** “Enviar convite” para um usuário pendente, “Gerar link de acesso” para um ativo, nada para um inativo. */
export const AcoesDeAcessoPorStatus: Story = {
  name: 'Ações de acesso por status',
  args: { usuarios: acesso.comInativo, onGerarLinkAcesso: fn(async () => undefined) },
  play: acesso.verAcoesDeAcessoPorStatus,
};

/** Enquanto um link é gerado, o botão fica desabilitado (um clique duplo não gera um segundo link). */
export const GerandoLink: Story = {
  name: 'Gerando link',
  args: { onGerarLinkAcesso: fn(async () => undefined), gerandoLink: 'u2' },
  play: acesso.verGerandoLink,
};

/** O app devolve o link: o diálogo dele abre; “Gerar novo link” pede outro para o mesmo usuário. */
export const LinkGerado: Story = {
  name: 'Link gerado',
  args: { onGerarLinkAcesso: fn(async () => undefined), onFecharLinkAcesso: fn() },
  render: function Render(args) {
    const simulado = useLinkAcessoSimulado(args, (u: Usuario) =>
      u.status === 'pendente' ? linkConviteExemplo : linkRedefinicaoExemplo,
    );
    return <AdminUsuariosView {...args} {...simulado} />;
  },
  play: acesso.verLinkGerado,
};

/** O diálogo de edição oferece a mesma ação, e explica por que um usuário inativo não a tem. */
export const LinkNoDialogoDeEdicao: Story = {
  name: 'Link no diálogo de edição',
  args: { usuarios: acesso.comInativo, onGerarLinkAcesso: fn(async () => undefined) },
  play: acesso.verLinkNoDialogoDeEdicao,
};

/** “Dados de repasse” só aparece nas linhas de proprietários. */
export const DadosDeRepasseSoDeProprietarios: Story = {
  name: 'Dados de repasse: só proprietários',
  args: { onDadosRepasse: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { name: /^Dados de repasse/ })).toHaveLength(1);
    await expect(c.queryByRole('button', { name: 'Dados de repasse Ana Administradora' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Dados de repasse Mariana Costa' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Dados de repasse Paulo Proprietário' }));
    await expect(args.onDadosRepasse).toHaveBeenCalledWith(usuariosExemplo[2]);
  },
};

/** O app abre o diálogo com o usuário da linha enquanto busca os dados; Esc fecha. */
export const DadosDeRepasseNoDialogo: Story = {
  name: 'Dados de repasse: diálogo',
  args: { onDadosRepasse: fn() },
  render: function Render(args) {
    const [dono, setDono] = useState<Usuario | null>(null);
    return (
      <>
        <AdminUsuariosView
          {...args}
          onDadosRepasse={(u) => {
            args.onDadosRepasse?.(u);
            setDono(u);
          }}
        />
        <DadosRepasseDialog
          usuario={dono}
          dados={undefined}
          onSalvar={async () => undefined}
          onOpenChange={(o) => !o && setDono(null)}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Dados de repasse Paulo Proprietário' }),
    );
    const d = within(await screen.findByRole('dialog', { name: 'Dados de repasse — Paulo Proprietário' }));
    await expect(d.getByRole('status')).toHaveTextContent('Carregando dados de repasse...');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
