import { formatData, MSG, previaDescricao, type DocumentoJuridico, type Processo } from '@morada/domain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { PriorityBadge } from '../../components/priority-badge';
import { StatusBadge } from '../../components/status-badge';
import { DataTable, TableRowAction } from '../../components/table';
import { AcaoDestrutiva, colunaAcoes } from '../partes/colunas';

const T = MSG.adminUi.juridico;

/** The row's title: a link-like button that opens the item's edit dialog. */
function TituloQueEdita({
  titulo,
  onClick,
  children,
}: {
  titulo: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="text-left font-medium hover:underline" title={titulo} onClick={onClick}>
      {children}
    </button>
  );
}

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
  return (
    <DataTable
      itens={documentos}
      chave={(d) => d._id}
      carregando={{ ativo: loading, rotulo: MSG.admin.carregandoDocumentos }}
      falha={{ ativo: loadFailed, mensagem: MSG.admin.fallbackCarregarDocumentos, onRetry }}
      vazio={MSG.admin.nenhumDocumento}
      colunas={[
        {
          titulo: T.colTitulo,
          celula: (d) => (
            <>
              <TituloQueEdita titulo={T.editarDocumento} onClick={() => onEditar(d)}>
                {d.titulo}
              </TituloQueEdita>
              {d.descricao ? <p className="text-xs text-muted-foreground">{d.descricao}</p> : null}
            </>
          ),
        },
        { titulo: T.colTipo, celula: (d) => d.tipo },
        { titulo: T.colAutor, celula: (d) => d.autor },
        // Section 2: the created date, today when the item has none.
        {
          titulo: T.colData,
          className: 'whitespace-nowrap',
          celula: (d) => formatData(d.createdAt || new Date()),
        },
        { titulo: T.colStatus, celula: (d) => <StatusBadge status={d.status} /> },
        colunaAcoes(T.colAcoes, (d: DocumentoJuridico) => (
          <>
            <TableRowAction
              rotulo={T.download}
              alvo={d.titulo}
              icone={Download}
              onClick={() => onDownload(d)}
            />
            <AcaoDestrutiva alvo={d.titulo} onClick={() => onExcluir(d)} />
          </>
        )),
      ]}
    />
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
  return (
    <DataTable
      itens={processos}
      chave={(p) => p._id}
      carregando={{ ativo: loading, rotulo: MSG.guard.carregando }}
      falha={{ ativo: loadFailed, mensagem: MSG.admin.fallbackCarregarProcessos, onRetry }}
      vazio={MSG.admin.nenhumProcesso}
      colunas={[
        {
          titulo: T.colProcesso,
          celula: (p) => (
            <>
              <TituloQueEdita titulo={T.editarProcesso} onClick={() => onEditar(p)}>
                {p.numero}
              </TituloQueEdita>
              <p className="text-xs text-muted-foreground">{previaDescricao(p.descricao)}</p>
            </>
          ),
        },
        { titulo: T.colTipo, celula: (p) => p.tipo },
        { titulo: T.colAdvogado, celula: (p) => p.advogadoResponsavel },
        { titulo: T.colPrioridade, celula: (p) => <PriorityBadge prioridade={p.prioridade} /> },
        { titulo: T.colStatus, celula: (p) => <StatusBadge status={p.status} /> },
        colunaAcoes(T.colAcoes, (p: Processo) => (
          <AcaoDestrutiva alvo={p.numero} onClick={() => onExcluir(p)} />
        )),
      ]}
    />
  );
}

export { DocumentosTabela, ProcessosTabela };
