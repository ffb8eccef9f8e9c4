import {
  formatBRL,
  formatData,
  formatDataHora,
  MSG,
  MSG_COBRANCA_UI,
  ORIGENS_LANCAMENTO,
  rotuloDoEvento,
  SITUACOES_LANCAMENTO,
  type LancamentoAutomatico,
  type SituacaoLancamento,
} from '@morada/domain';
import { Ban, Link2, Undo2, type LucideIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Badge, type BadgeProps } from '../../components/badge';
import { opcoesComTodos } from '../../components/data-toolbar';
import { Pagination } from '../../components/pagination';
import { NativeSelect } from '../../components/select/native-select';
import { Button } from '../../components/button';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import { ConciliarDialog, type ConciliarDialogProps } from './conciliar-dialog';
import { ImportarArquivo, type ImportarArquivoProps } from './importar-arquivo';

const T = MSG_COBRANCA_UI.conciliacao;

/** Each situation's badge colour: booked green, changed blue, nothing to do grey, waiting amber. */
const COR_SITUACAO: Record<SituacaoLancamento, BadgeProps['variant']> = {
  lancado: 'green',
  atualizado: 'blue',
  ignorado: 'gray',
  pendente: 'yellow',
  desfeito: 'red',
};

type AdminConciliacaoViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A página de lançamentos mostrada (GET /api/cobranca/lancamentos). */
  lancamentos: readonly LancamentoAutomatico[];
  /** A primeira carga está em andamento. */
  loading: boolean;
  /** A carga falhou: a tabela mostra a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha. */
  onRetry?: () => void;
  /** `'todos'` ou uma situação (lancado, atualizado, ignorado, pendente, desfeito). */
  situacao: string;
  /** O filtro de situação mudou. */
  onSituacaoChange: (situacao: string) => void;
  /** `'todos'` ou uma origem (asaas, retorno, extrato). */
  origem: string;
  /** O filtro de origem mudou. */
  onOrigemChange: (origem: string) => void;
  /** A página atual (a partir de 1). */
  pagina: number;
  /** Quantas páginas a lista filtrada tem. */
  totalPaginas: number;
  /** Ir para outra página. */
  onPaginaChange: (pagina: number) => void;
  /** Desfaz o lançamento (depois da confirmação); rejeita quando recusado (o app mostra o aviso). */
  onDesfazer: (lancamento: LancamentoAutomatico) => Promise<void>;
  /** Lança um crédito “A conferir” no pagamento escolhido; rejeita quando recusado. */
  onConciliar: (lancamento: LancamentoAutomatico, pagamentoId: string) => Promise<void>;
  /** Os pagamentos em aberto que um crédito “A conferir” pode quitar (o diálogo “Conciliar” os lista). */
  buscarCandidatos: ConciliarDialogProps['buscarCandidatos'];
  /** Tira um crédito “A conferir” da fila sem lançar (depois da confirmação); rejeita quando recusado. */
  onDescartar: (lancamento: LancamentoAutomatico) => Promise<void>;
  /** A área “Importar arquivo”: contas, envio, o resumo da última importação ou a recusa. */
  importar: ImportarArquivoProps;
};

/** A select filter with its visible label. */
function Filtro({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium sm:w-48">
      <span>{label}</span>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** Uma ação de um lançamento: o ícone e o rótulo, com a origem e a hora no nome acessível. */
function AcaoLancamento({
  lancamento,
  rotulo,
  icone: Icone,
  variant,
  onClick,
}: {
  lancamento: LancamentoAutomatico;
  rotulo: string;
  icone: LucideIcon;
  variant?: 'outline';
  onClick: (lancamento: LancamentoAutomatico) => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      aria-label={`${rotulo} ${T.origens[lancamento.origem]} ${formatDataHora(lancamento.criadoEm)}`}
      onClick={() => onClick(lancamento)}
    >
      <Icone className="size-4" aria-hidden />
      {rotulo}
    </Button>
  );
}

/**
 * Tela “Conciliação bancária”: o diário dos lançamentos automáticos (webhook do Asaas, arquivos de
 * retorno, extratos), do mais recente, com filtros de situação e origem, paginação e “Desfazer” —
 * depois de uma confirmação — nos lançamentos cujo recebimento ainda pode ser excluído. No topo,
 * “Importar arquivo” (retorno CNAB ou extrato OFX) e o resumo do que o arquivo fez; os créditos
 * “A conferir” têm “Conciliar” (o pagamento sugerido já preenchido) e “Descartar”.
 */
function AdminConciliacaoView({
  lancamentos,
  loading,
  loadFailed = false,
  onRetry,
  situacao,
  onSituacaoChange,
  origem,
  onOrigemChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  onDesfazer,
  onConciliar,
  buscarCandidatos,
  onDescartar,
  importar,
  className,
  ...props
}: AdminConciliacaoViewProps) {
  const [desfazendo, setDesfazendo] = useState<LancamentoAutomatico | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [conciliando, setConciliando] = useState<LancamentoAutomatico | null>(null);
  const [descartando, setDescartando] = useState<LancamentoAutomatico | null>(null);
  const filtrado = situacao !== MSG.admin.todos || origem !== MSG.admin.todos || Boolean(importar.filtrado);
  const semLancamentos = !loading && !loadFailed && !filtrado && lancamentos.length === 0;

  const confirmar = async () => {
    if (!desfazendo) return;
    setOcupado(true);
    try {
      await onDesfazer(desfazendo);
      setDesfazendo(null);
    } catch {
      // The app shows why.
    } finally {
      setOcupado(false);
    }
  };

  const confirmarDescarte = async () => {
    if (!descartando) return;
    setOcupado(true);
    try {
      await onDescartar(descartando);
      setDescartando(null);
    } catch {
      // The app shows why.
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div data-slot="admin-conciliacao" className={cn('space-y-6', className)} {...props}>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{T.titulo}</h1>
        <p className="text-sm text-muted-foreground">{T.descricao}</p>
      </header>
      <ImportarArquivo {...importar} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Filtro
          id="conciliacao-situacao"
          label={T.filtroSituacao}
          value={situacao}
          options={opcoesComTodos(SITUACOES_LANCAMENTO, T.situacoes)}
          onChange={onSituacaoChange}
        />
        <Filtro
          id="conciliacao-origem"
          label={T.filtroOrigem}
          value={origem}
          options={opcoesComTodos(ORIGENS_LANCAMENTO, T.origens)}
          onChange={onOrigemChange}
        />
      </div>
      {semLancamentos ? (
        // Nothing booked yet: where postings come from (a paragraph, not a table cell, so it wraps on a phone).
        <div
          data-slot="conciliacao-vazia"
          className="rounded-md border border-border px-6 py-8 text-center text-sm text-muted-foreground"
        >
          <p className="font-medium text-foreground">{T.vazioTitulo}</p>
          <p className="mx-auto mt-1 max-w-xl">{T.vazio}</p>
        </div>
      ) : (
        <DataTable
          itens={lancamentos}
          chave={(l) => l.id}
          carregando={{ ativo: loading, rotulo: T.carregando }}
          falha={{ ativo: loadFailed, mensagem: T.erroCarregar, onRetry }}
          vazio={T.vazioFiltro}
          colunas={[
            {
              titulo: T.colDataHora,
              className: 'whitespace-nowrap',
              celula: (l) => formatDataHora(l.criadoEm),
            },
            { titulo: T.colOrigem, celula: (l) => T.origens[l.origem] },
            { titulo: T.colEvento, celula: (l) => rotuloDoEvento(l.origem, l.tipo) },
            {
              titulo: T.colValor,
              className: 'whitespace-nowrap tabular-nums',
              celula: (l) => (l.valor === null ? '—' : formatBRL(l.valor)),
            },
            {
              titulo: T.colSituacao,
              celula: (l) => <Badge variant={COR_SITUACAO[l.situacao]}>{T.situacoes[l.situacao]}</Badge>,
            },
            {
              titulo: T.colDetalhe,
              className: 'min-w-48',
              celula: (l) => (
                <>
                  <p>{l.detalhe}</p>
                  {l.data ? (
                    <p className="text-xs text-muted-foreground">{T.pagamentoEm(formatData(l.data))}</p>
                  ) : null}
                  {l.desfeitoEm ? (
                    <p className="text-xs text-muted-foreground">
                      {T.desfeitoEm(formatDataHora(l.desfeitoEm))}
                    </p>
                  ) : null}
                </>
              ),
            },
            {
              titulo: T.colAcoes,
              fixo: 'fim',
              celula: (l) =>
                l.situacao === 'pendente' ? (
                  <div className="flex flex-wrap justify-end gap-2">
                    <AcaoLancamento
                      lancamento={l}
                      rotulo={T.conciliar}
                      icone={Link2}
                      onClick={setConciliando}
                    />
                    <AcaoLancamento
                      lancamento={l}
                      rotulo={T.descartar}
                      icone={Ban}
                      variant="outline"
                      onClick={setDescartando}
                    />
                  </div>
                ) : l.podeDesfazer ? (
                  <div className="flex justify-end">
                    <AcaoLancamento
                      lancamento={l}
                      rotulo={T.desfazer}
                      icone={Undo2}
                      variant="outline"
                      onClick={setDesfazendo}
                    />
                  </div>
                ) : null,
            },
          ]}
        />
      )}
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      <ConfirmDialog
        open={desfazendo !== null}
        onOpenChange={(o) => !o && !ocupado && setDesfazendo(null)}
        title={T.desfazerTitulo}
        description={T.desfazerDescricao}
        confirmLabel={T.desfazerConfirmar}
        onConfirm={confirmar}
        busy={ocupado}
      />
      <ConfirmDialog
        open={descartando !== null}
        onOpenChange={(o) => !o && !ocupado && setDescartando(null)}
        title={T.descartarTitulo}
        description={T.descartarDescricao}
        confirmLabel={T.descartarConfirmar}
        onConfirm={confirmarDescarte}
        busy={ocupado}
      />
      <ConciliarDialog
        lancamento={conciliando}
        onOpenChange={(o) => !o && setConciliando(null)}
        onConciliar={onConciliar}
        buscarCandidatos={buscarCandidatos}
      />
    </div>
  );
}

export { AdminConciliacaoView };
export type { AdminConciliacaoViewProps };
