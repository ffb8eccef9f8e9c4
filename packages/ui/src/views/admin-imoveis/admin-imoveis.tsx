import {
  formatBRL,
  isAluguel,
  MSG,
  OPERACOES,
  STATUS_IMOVEL,
  TIPOS_IMOVEL,
  type Imovel,
} from '@morada/domain';
import { Eye, Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { buttonVariants } from '../../components/button';
import { opcoesComTodos } from '../../components/data-toolbar';
import { AppLink, useRotas } from '../../components/link';
import { StatusBadge } from '../../components/status-badge';
import { DataTable, TableRowAction } from '../../components/table';
import { AcaoDestrutiva, colunaAcoes } from '../partes/colunas';
import { ConfirmarAcao } from '../partes/confirmacao';
import { ListaAdmin, type ListaAdminViewProps } from '../partes/lista-admin';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';
import { ImovelViewDialog } from './imovel-view-dialog';

const T = MSG.adminUi.imoveis;

type AdminImoveisViewProps = ListaAdminViewProps & {
  /** Linhas da página exibida (o servidor busca, filtra e pagina). */
  imoveis: readonly Imovel[];
  /** Cada seleção: `'todos'` ou um dos seus valores. */
  tipo: string;
  /** O filtro de tipo mudou. */
  onTipoChange: (tipo: string) => void;
  /** Filtro de operação: `'todos'` ou um valor. */
  operacao: string;
  /** O filtro de operação mudou. */
  onOperacaoChange: (operacao: string) => void;
  /** Resolve quando excluído; até lá o diálogo fica aberto (ocupado). */
  onExcluir: (imovel: Imovel) => Promise<unknown>;
};

/**
 * Tela “Gestão de Imóveis”: busca, filtros que entendem “todos”, CSV das linhas filtradas, visualizar e
 * excluir.
 */
function AdminImoveisView({
  imoveis,
  tipo,
  onTipoChange,
  operacao,
  onOperacaoChange,
  loading,
  loadFailed = false,
  onRetry,
  onExcluir,
  ...lista
}: AdminImoveisViewProps) {
  const rotas = useRotas();
  const [vendo, setVendo] = useState<Imovel | null>(null);
  const exclusao = useAcaoConfirmada(onExcluir);

  return (
    <ListaAdmin
      data-slot="admin-imoveis"
      titulo={MSG.admin.gestaoImoveis}
      contagem={MSG.admin.contagemImoveis}
      novo={{ href: rotas.admin.imovelNovo, rotulo: MSG.imovelForm.novo }}
      buscaPlaceholder={T.buscaPlaceholder}
      filtros={[
        {
          id: 'tipo',
          label: T.colTipo,
          value: tipo,
          options: opcoesComTodos(TIPOS_IMOVEL),
          onChange: onTipoChange,
        },
        {
          id: 'operacao',
          label: T.colOperacao,
          value: operacao,
          options: opcoesComTodos(OPERACOES),
          onChange: onOperacaoChange,
        },
      ]}
      filtroStatus={{ label: T.colStatus, options: opcoesComTodos(STATUS_IMOVEL) }}
      dialogos={
        <>
          <ImovelViewDialog imovel={vendo} onOpenChange={(o) => !o && setVendo(null)} />
          <ConfirmarAcao
            acao={exclusao}
            titulo={T.excluirTitulo}
            descricao={(i) => T.excluirDescricao(i?.titulo ?? '')}
          />
        </>
      }
      {...lista}
    >
      <DataTable
        itens={imoveis}
        chave={(i) => i.id}
        carregando={{ ativo: loading, rotulo: MSG.guard.carregando }}
        falha={{ ativo: loadFailed && imoveis.length === 0, mensagem: MSG.admin.carregarImoveis, onRetry }}
        vazio={MSG.admin.nenhumImovel}
        colunas={[
          {
            titulo: T.colTitulo,
            className: 'font-medium',
            celula: (i) => (
              <div className="flex flex-wrap items-center gap-2">
                {i.titulo}
                {i.destaque ? (
                  <Badge variant="yellow">
                    <Star className="size-3" aria-hidden />
                    {MSG.listagem.destaque}
                  </Badge>
                ) : null}
              </div>
            ),
          },
          { titulo: T.colTipo, celula: (i) => i.tipo },
          { titulo: T.colOperacao, celula: (i) => i.operacao },
          {
            titulo: T.colPreco,
            className: 'whitespace-nowrap',
            celula: (i) => (
              <>
                {formatBRL(i.preco)}
                {isAluguel(i) ? MSG.listagem.porMes : ''}
              </>
            ),
          },
          {
            titulo: T.colLocalizacao,
            celula: (i) => (
              <>
                {i.bairro}, {i.cidade}/{i.estado}
              </>
            ),
          },
          {
            titulo: T.colDetalhes,
            className: 'min-w-32 text-sm text-muted-foreground',
            celula: (i) => T.detalhes(i.areaUtil, i.quartos, i.banheiros, i.vagas),
          },
          { titulo: T.colStatus, celula: (i) => <StatusBadge status={i.status} /> },
          colunaAcoes(T.colAcoes, (i: Imovel) => (
            <>
              <TableRowAction
                rotulo={MSG.admin.visualizar}
                alvo={i.titulo}
                icone={Eye}
                onClick={() => setVendo(i)}
              />
              <AppLink
                href={rotas.admin.imovelEditar(i.id)}
                aria-label={`${MSG.admin.editar} ${i.titulo}`}
                title={MSG.admin.editar}
                className={buttonVariants({ size: 'icon', variant: 'ghost', className: 'size-8' })}
              >
                <Pencil className="size-4" aria-hidden />
              </AppLink>
              <AcaoDestrutiva alvo={i.titulo} onClick={() => exclusao.setAlvo(i)} />
            </>
          )),
        ]}
      />
    </ListaAdmin>
  );
}

export { AdminImoveisView };
export type { AdminImoveisViewProps };
