import { formatData, MSG, previaDescricao, type DocumentoJuridico, type Processo } from '@morada/domain';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { PriorityBadge } from '../../components/priority-badge';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';

const T = MSG.adminUi.juridico;

type DocumentosTabelaProps = {
  documentos: readonly DocumentoJuridico[];
  loading: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  onEditar: (d: DocumentoJuridico) => void;
  onDownload: (d: DocumentoJuridico) => void;
  onExcluir: (d: DocumentoJuridico) => void;
};

function DocumentosTabela({
  documentos,
  loading,
  loadFailed = false,
  onRetry,
  onEditar,
  onDownload,
  onExcluir,
}: DocumentosTabelaProps) {
  if (loading && documentos.length === 0) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label={MSG.admin.carregandoDocumentos} />
      </div>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
      <Table cartoes>
        <TableHeader>
          <TableRow>
            <TableHead>{T.colTitulo}</TableHead>
            <TableHead>{T.colTipo}</TableHead>
            <TableHead>{T.colAutor}</TableHead>
            <TableHead>{T.colData}</TableHead>
            <TableHead>{T.colStatus}</TableHead>
            <TableHead fixo="fim">{T.colAcoes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loadFailed ? (
            <TableLoadFailed colSpan={6} mensagem={MSG.admin.fallbackCarregarDocumentos} onRetry={onRetry} />
          ) : documentos.length === 0 ? (
            <TableEmpty colSpan={6}>{MSG.admin.nenhumDocumento}</TableEmpty>
          ) : (
            documentos.map((d) => (
              <TableRow key={d._id}>
                <TableCell>
                  <button
                    type="button"
                    className="text-left font-medium hover:underline"
                    title={T.editarDocumento}
                    onClick={() => onEditar(d)}
                  >
                    {d.titulo}
                  </button>
                  {d.descricao ? <p className="text-xs text-muted-foreground">{d.descricao}</p> : null}
                </TableCell>
                <TableCell>{d.tipo}</TableCell>
                <TableCell>{d.autor}</TableCell>
                {/* Section 2: the created date, today when the item has none. */}
                <TableCell className="whitespace-nowrap">{formatData(d.createdAt || new Date())}</TableCell>
                <TableCell>
                  <StatusBadge status={d.status} />
                </TableCell>
                <TableCell fixo="fim">
                  <div className="flex justify-end">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`${T.download} ${d.titulo}`}
                      title={T.download}
                      onClick={() => onDownload(d)}
                    >
                      <Download className="size-4" aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`${MSG.admin.excluir} ${d.titulo}`}
                      title={MSG.admin.excluir}
                      onClick={() => onExcluir(d)}
                    >
                      <Trash2 className="size-4 text-destructive" aria-hidden />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

type ProcessosTabelaProps = {
  processos: readonly Processo[];
  loading: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  onEditar: (p: Processo) => void;
  onExcluir: (p: Processo) => void;
};

function ProcessosTabela({
  processos,
  loading,
  loadFailed = false,
  onRetry,
  onEditar,
  onExcluir,
}: ProcessosTabelaProps) {
  if (loading && processos.length === 0) {
    return (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label={MSG.guard.carregando} />
      </div>
    );
  }
  return (
    <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
      <Table cartoes>
        <TableHeader>
          <TableRow>
            <TableHead>{T.colProcesso}</TableHead>
            <TableHead>{T.colTipo}</TableHead>
            <TableHead>{T.colAdvogado}</TableHead>
            <TableHead>{T.colPrioridade}</TableHead>
            <TableHead>{T.colStatus}</TableHead>
            <TableHead fixo="fim">{T.colAcoes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loadFailed ? (
            <TableLoadFailed colSpan={6} mensagem={MSG.admin.fallbackCarregarProcessos} onRetry={onRetry} />
          ) : processos.length === 0 ? (
            <TableEmpty colSpan={6}>{MSG.admin.nenhumProcesso}</TableEmpty>
          ) : (
            processos.map((p) => (
              <TableRow key={p._id}>
                <TableCell>
                  <button
                    type="button"
                    className="text-left font-medium hover:underline"
                    title={T.editarProcesso}
                    onClick={() => onEditar(p)}
                  >
                    {p.numero}
                  </button>
                  <p className="text-xs text-muted-foreground">{previaDescricao(p.descricao)}</p>
                </TableCell>
                <TableCell>{p.tipo}</TableCell>
                <TableCell>{p.advogadoResponsavel}</TableCell>
                <TableCell>
                  <PriorityBadge prioridade={p.prioridade} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={p.status} />
                </TableCell>
                <TableCell fixo="fim">
                  <div className="flex justify-end">
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`${MSG.admin.excluir} ${p.numero}`}
                      title={MSG.admin.excluir}
                      onClick={() => onExcluir(p)}
                    >
                      <Trash2 className="size-4 text-destructive" aria-hidden />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

export { DocumentosTabela, ProcessosTabela };
