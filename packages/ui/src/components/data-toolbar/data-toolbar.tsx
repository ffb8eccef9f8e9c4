import { MSG } from '@morada/domain';
import { Download, RefreshCw, Search } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Input } from '../input';
import { NativeSelect } from '../select';

type FiltroOpcao = { value: string; label: string };

type DataToolbarFiltro = {
  id: string;
  label: string;
  value: string;
  /** The first option is usually { value: 'todos', label: 'Todos' }: 'todos' means no filter. */
  options: readonly FiltroOpcao[];
  onChange: (value: string) => void;
};

type DataToolbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Texto da busca. */
  busca: string;
  /** O texto da busca mudou. */
  onBuscaChange: (busca: string) => void;
  /** Texto de exemplo dentro do campo de busca. */
  buscaPlaceholder?: string;
  /** Rótulo da busca, lido pelo leitor de tela. */
  buscaLabel?: string;
  /** Os filtros (seleções) da barra, cada um com rótulo, valor e opções; “todos” não filtra. */
  filtros?: readonly DataToolbarFiltro[];
  /** “Atualizar”: recarrega os dados. Sem ela, o botão não aparece. */
  onRefresh?: () => void;
  /** Atualizando: o botão mostra “Atualizando...” e fica desabilitado. */
  refreshing?: boolean;
  /**
   * “Exportar CSV”. Quando devolve uma promessa (o app lê todas as páginas), o botão fica desabilitado até
   * ela terminar; uma recusa é o app que informa (com um aviso), a barra só reabilita o botão.
   */
  onExport?: () => unknown;
  /** Desabilita “Exportar CSV” (ex.: sem linhas para exportar). */
  exportDisabled?: boolean;
  /** Conteúdo extra à direita da barra (ex.: o botão de novo item). */
  children?: ReactNode;
};

/** Barra acima das tabelas do admin: busca, filtros que entendem “todos”, atualizar e exportar CSV. */
function DataToolbar({
  busca,
  onBuscaChange,
  buscaPlaceholder = MSG.admin.buscar,
  buscaLabel = 'Buscar',
  filtros = [],
  onRefresh,
  refreshing = false,
  onExport,
  exportDisabled = false,
  children,
  className,
  ...props
}: DataToolbarProps) {
  const [exportando, setExportando] = useState(false);
  const exportar = async () => {
    setExportando(true);
    try {
      await onExport?.();
    } catch {
      // Reported by the app.
    } finally {
      setExportando(false);
    }
  };
  return (
    <div
      data-slot="data-toolbar"
      className={cn('flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end', className)}
      {...props}
    >
      <div className="relative min-w-0 flex-1 md:min-w-64">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={buscaLabel}
          placeholder={buscaPlaceholder}
          value={busca}
          onChange={(e) => onBuscaChange(e.target.value)}
          className="pl-9"
        />
      </div>
      {filtros.map((f) => (
        <label key={f.id} className="flex flex-col gap-1 text-sm font-medium md:w-44">
          <span>{f.label}</span>
          <NativeSelect aria-label={f.label} value={f.value} onChange={(e) => f.onChange(e.target.value)}>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      ))}
      <div className="flex flex-wrap gap-2">
        {onRefresh ? (
          <Button type="button" variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden />
            {refreshing ? MSG.dashboard.atualizando : MSG.dashboard.atualizar}
          </Button>
        ) : null}
        {onExport ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void exportar()}
            disabled={exportDisabled || exportando}
          >
            <Download className="size-4" aria-hidden />
            {MSG.admin.exportarCsv}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Saves a file the browser already holds (a CSV built here, a PDF the API answered). */
const baixarArquivo = (blob: Blob, nomeArquivo: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nomeArquivo;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * A CSV text as the file Excel pt-BR opens with its accents: UTF-8 with exactly one BOM (domain
 * gerarCsv already writes it; a text without one gets it here, never a second one).
 */
const arquivoCsv = (conteudo: string) =>
  new Blob([conteudo.startsWith('\ufeff') ? conteudo : `\ufeff${conteudo}`], {
    type: 'text/csv;charset=utf-8',
  });

/** Offers a CSV text as a file download. */
const baixarCsv = (conteudo: string, nomeArquivo: string) => baixarArquivo(arquivoCsv(conteudo), nomeArquivo);

/** Builds select options with 'todos' first. */
const opcoesComTodos = (valores: readonly string[], rotulos?: Record<string, string>): FiltroOpcao[] => [
  { value: MSG.admin.todos, label: MSG.listagem.todos },
  ...valores.map((v) => ({ value: v, label: rotulos?.[v] ?? v })),
];

export { DataToolbar, arquivoCsv, baixarArquivo, baixarCsv, opcoesComTodos };
export type { DataToolbarFiltro, FiltroOpcao };
