import { MSG, type DocumentoJuridico, type Processo } from '@morada/domain';
import { Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { DataToolbar } from '../../components/data-toolbar';
import { LegalCaseForm, type LegalCaseFormProps } from '../../components/legal-case-form';
import { LegalDocumentForm, type LegalDocumentFormProps } from '../../components/legal-document-form';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { cn } from '../../lib/cn';
import { DocumentosTabela, ProcessosTabela } from './juridico-tabelas';
import { Dialogo } from '../partes/dialogo';

const T = MSG.adminUi.juridico;
type DadosDocumento = Parameters<LegalDocumentFormProps['onSubmit']>[0];
type DadosProcesso = Parameters<LegalCaseFormProps['onSubmit']>[0];
type Aba = 'documentos' | 'processos';

/** The search text is shared by both tabs; the page is the tab shown's. */
type AdminJuridicoViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** Linhas da página exibida de cada lista (o servidor busca e pagina). */
    documentos: readonly DocumentoJuridico[];
    /** Linhas da página exibida da lista de processos. */
    processos: readonly Processo[];
    /** Aba exibida; o app guarda a escolha (um alerta do painel abre “processos”). */
    aba: Aba;
    /** Outra aba foi escolhida. */
    onAbaChange: (aba: Aba) => void;
    /** A lista de documentos está carregando. */
    loadingDocumentos: boolean;
    /** A lista de processos está carregando. */
    loadingProcessos: boolean;
    /**
     * Uma lista não pôde ser carregada: a aba dela mostra uma linha de erro com “tentar novamente”, não o
     * texto de lista vazia.
     */
    documentosLoadFailed?: boolean;
    /** A lista de processos não carregou: a aba mostra a mensagem e “Tentar novamente”. */
    processosLoadFailed?: boolean;
    /** “Tentar novamente” na aba Documentos. */
    onRetryDocumentos?: () => void;
    /** “Tentar novamente” na aba Processos. */
    onRetryProcessos?: () => void;
    /** Salvando: o botão do diálogo mostra “Salvando...” e fica desabilitado. */
    salvando?: boolean;
    /** Erros de campo do servidor no diálogo de documento e no de processo, mantidos separados. */
    errosDocumento?: Record<string, string>;
    /** `{ campo: mensagem }` do servidor para o diálogo de processo. */
    errosProcesso?: Record<string, string>;
    /** Um diálogo abriu ou fechou: o app descarta os erros do servidor da tentativa anterior. */
    onDialogoChange?: (dialogo: 'documento' | 'processo' | null) => void;
    /** Resolve `true` quando salvo (o diálogo fecha). */
    onSalvarDocumento: (
      dados: DadosDocumento,
      arquivo: File | null,
      documento: DocumentoJuridico | null,
    ) => Promise<boolean>;
    /** “Criar” ou “Atualizar” um processo; resolve `true` quando salvo (o diálogo fecha). */
    onSalvarProcesso: (dados: DadosProcesso, processo: Processo | null) => Promise<boolean>;
    /** Exclui um documento depois da confirmação. */
    onExcluirDocumento: (d: DocumentoJuridico) => Promise<unknown>;
    /** Exclui um processo depois da confirmação. */
    onExcluirProcesso: (p: Processo) => Promise<unknown>;
    /** “Baixar” o arquivo de um documento. */
    onDownload: (d: DocumentoJuridico) => void;
  };

type Excluindo = { tipo: 'documento'; item: DocumentoJuridico } | { tipo: 'processo'; item: Processo } | null;

/** Tela “Departamento Jurídico”: abas Documentos e Processos com uma única busca. */
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
      <Dialogo
        open={documento !== null}
        onOpenChange={(o) => !o && !salvando && setDocumento(null)}
        titulo={docEditado ? T.editarDocumento : T.novoDocumento}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
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
      </Dialogo>
      <Dialogo
        open={processo !== null}
        onOpenChange={(o) => !o && !salvando && setProcesso(null)}
        titulo={procEditado ? T.editarProcesso : T.novoProcesso}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
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
      </Dialogo>
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
