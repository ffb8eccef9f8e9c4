import { MSG, type DocumentoJuridico, type Processo } from '@morada/domain';
import { Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { DataToolbar } from '../../components/data-toolbar';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/dialog';
import { LegalCaseForm, type LegalCaseFormProps } from '../../components/legal-case-form';
import { LegalDocumentForm, type LegalDocumentFormProps } from '../../components/legal-document-form';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { cn } from '../../lib/cn';
import { DocumentosTabela, ProcessosTabela } from './juridico-tabelas';

const T = MSG.adminUi.juridico;
type DadosDocumento = Parameters<LegalDocumentFormProps['onSubmit']>[0];
type DadosProcesso = Parameters<LegalCaseFormProps['onSubmit']>[0];
type Aba = 'documentos' | 'processos';

/** The search text is shared by both tabs; the page is the tab shown's. */
type AdminJuridicoViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** The rows of the page shown of each list (the server searches and pages). */
    documentos: readonly DocumentoJuridico[];
    processos: readonly Processo[];
    /** The tab shown; the app keeps it (a dashboard alert opens 'processos'). */
    aba: Aba;
    onAbaChange: (aba: Aba) => void;
    loadingDocumentos: boolean;
    loadingProcessos: boolean;
    /** A list could not be loaded: its tab shows an error line with a retry, not the empty text. */
    documentosLoadFailed?: boolean;
    processosLoadFailed?: boolean;
    onRetryDocumentos?: () => void;
    onRetryProcessos?: () => void;
    salvando?: boolean;
    /** Server field errors of the document dialog and of the case dialog, kept apart. */
    errosDocumento?: Record<string, string>;
    errosProcesso?: Record<string, string>;
    /** A dialog opened or closed: the app drops the server errors of the previous attempt. */
    onDialogoChange?: (dialogo: 'documento' | 'processo' | null) => void;
    /** Resolve true when saved (the dialog closes). */
    onSalvarDocumento: (
      dados: DadosDocumento,
      arquivo: File | null,
      documento: DocumentoJuridico | null,
    ) => Promise<boolean>;
    onSalvarProcesso: (dados: DadosProcesso, processo: Processo | null) => Promise<boolean>;
    onExcluirDocumento: (d: DocumentoJuridico) => Promise<unknown>;
    onExcluirProcesso: (p: Processo) => Promise<unknown>;
    onDownload: (d: DocumentoJuridico) => void;
  };

type Excluindo = { tipo: 'documento'; item: DocumentoJuridico } | { tipo: 'processo'; item: Processo } | null;

/** 'Departamento Jurídico': Documentos and Processos tabs sharing one search box. */
function AdminJuridicoView({
  documentos,
  processos,
  aba,
  onAbaChange,
  busca,
  onBuscaChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  loadingDocumentos,
  loadingProcessos,
  documentosLoadFailed = false,
  processosLoadFailed = false,
  onRetryDocumentos,
  onRetryProcessos,
  salvando = false,
  errosDocumento,
  errosProcesso,
  onDialogoChange,
  onSalvarDocumento,
  onSalvarProcesso,
  onExcluirDocumento,
  onExcluirProcesso,
  onDownload,
  className,
  ...props
}: AdminJuridicoViewProps) {
  const [documento, setDocumentoLocal] = useState<DocumentoJuridico | 'novo' | null>(null);
  const [processo, setProcessoLocal] = useState<Processo | 'novo' | null>(null);
  const setDocumento = (valor: DocumentoJuridico | 'novo' | null) => {
    setDocumentoLocal(valor);
    onDialogoChange?.(valor === null ? null : 'documento');
  };
  const setProcesso = (valor: Processo | 'novo' | null) => {
    setProcessoLocal(valor);
    onDialogoChange?.(valor === null ? null : 'processo');
  };
  const [excluindo, setExcluindo] = useState<Excluindo>(null);
  const [ocupado, setOcupado] = useState(false);
  const docEditado = documento === 'novo' ? null : documento;
  const procEditado = processo === 'novo' ? null : processo;

  const confirmarExclusao = async () => {
    if (!excluindo) return;
    setOcupado(true);
    try {
      await (excluindo.tipo === 'documento'
        ? onExcluirDocumento(excluindo.item)
        : onExcluirProcesso(excluindo.item));
      setExcluindo(null);
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div data-slot="admin-juridico" className={cn('space-y-6', className)} {...props}>
      <h1 className="text-2xl font-bold tracking-tight">{MSG.admin.juridico}</h1>
      <DataToolbar busca={busca} onBuscaChange={onBuscaChange} buscaPlaceholder={T.buscaPlaceholder} />
      <Tabs value={aba} onValueChange={(v) => onAbaChange(v === 'processos' ? 'processos' : 'documentos')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="documentos">{T.documentos}</TabsTrigger>
            <TabsTrigger value="processos">{T.processos}</TabsTrigger>
          </TabsList>
          {aba === 'documentos' ? (
            <Button type="button" onClick={() => setDocumento('novo')}>
              <Plus className="size-4" aria-hidden />
              {T.novoDocumento}
            </Button>
          ) : (
            <Button type="button" onClick={() => setProcesso('novo')}>
              <Plus className="size-4" aria-hidden />
              {T.novoProcesso}
            </Button>
          )}
        </div>
        <TabsContent value="documentos" className="mt-4">
          <DocumentosTabela
            documentos={documentos}
            loading={loadingDocumentos}
            loadFailed={documentosLoadFailed && documentos.length === 0}
            onRetry={onRetryDocumentos}
            onEditar={setDocumento}
            onDownload={onDownload}
            onExcluir={(d) => setExcluindo({ tipo: 'documento', item: d })}
          />
        </TabsContent>
        <TabsContent value="processos" className="mt-4">
          <ProcessosTabela
            processos={processos}
            loading={loadingProcessos}
            loadFailed={processosLoadFailed && processos.length === 0}
            onRetry={onRetryProcessos}
            onEditar={setProcesso}
            onExcluir={(p) => setExcluindo({ tipo: 'processo', item: p })}
          />
        </TabsContent>
      </Tabs>
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      <Dialog open={documento !== null} onOpenChange={(o) => !o && !salvando && setDocumento(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{docEditado ? T.editarDocumento : T.novoDocumento}</DialogTitle>
          </DialogHeader>
          {documento !== null ? (
            <LegalDocumentForm
              key={docEditado?._id ?? 'novo'}
              documento={docEditado}
              busy={salvando}
              errosServidor={errosDocumento}
              onCancel={() => setDocumento(null)}
              onSubmit={async (dados, arquivo) => {
                if (await onSalvarDocumento(dados, arquivo, docEditado)) setDocumento(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog open={processo !== null} onOpenChange={(o) => !o && !salvando && setProcesso(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{procEditado ? T.editarProcesso : T.novoProcesso}</DialogTitle>
          </DialogHeader>
          {processo !== null ? (
            <LegalCaseForm
              key={procEditado?._id ?? 'novo'}
              processo={procEditado}
              busy={salvando}
              errosServidor={errosProcesso}
              onCancel={() => setProcesso(null)}
              onSubmit={async (dados) => {
                if (await onSalvarProcesso(dados, procEditado)) setProcesso(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(o) => !o && !ocupado && setExcluindo(null)}
        title={
          excluindo?.tipo === 'processo'
            ? MSG.admin.confirmarExcluirProcesso
            : MSG.admin.confirmarExcluirDocumento
        }
        description={
          excluindo ? (excluindo.tipo === 'processo' ? excluindo.item.numero : excluindo.item.titulo) : ''
        }
        onConfirm={confirmarExclusao}
        busy={ocupado}
      />
    </div>
  );
}

export { AdminJuridicoView };
export type { AdminJuridicoViewProps };
