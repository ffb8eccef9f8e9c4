import { api, invalidar, useDocumentosPagina, useProcessosPagina } from '@morada/api-client';
import { MSG, TOAST_DURACAO, type DocumentoJuridico, type Processo } from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import { toast } from '@morada/ui/toast';
import { AdminJuridicoView, type AdminJuridicoViewProps } from '@morada/ui/views/admin-juridico';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl, useTotalDePaginas } from '../../lib/use-lista-na-url';

const A = MSG.admin;
const J = MSG.adminUi.juridico;
type SalvarDocumento = AdminJuridicoViewProps['onSalvarDocumento'];
type SalvarProcesso = AdminJuridicoViewProps['onSalvarProcesso'];

export function JuridicoPage() {
  // A dashboard alert's link: '?aba=processos&busca=<número do processo>'.
  const lista = useListaNaUrl({});
  const aba = lista.params.get('aba') === 'processos' ? 'processos' : 'documentos';
  // Both tabs search the same text; the other tab's first page is ready for when it opens.
  const docs = useDocumentosPagina(aba === 'documentos' ? lista.consulta : { ...lista.consulta, pagina: 1 });
  const procs = useProcessosPagina(aba === 'processos' ? lista.consulta : { ...lista.consulta, pagina: 1 });
  const ativa = aba === 'documentos' ? docs : procs;
  const totalPaginas = useTotalDePaginas(lista.limitarPagina, ativa);
  const [salvando, setSalvando] = useState(false);
  // Each dialog shows only the field errors of its own last save.
  const [errosDocumento, setErrosDocumento] = useState<Record<string, string> | undefined>();
  const [errosProcesso, setErrosProcesso] = useState<Record<string, string> | undefined>();
  useEffect(() => {
    if (docs.error) toastErro(docs.error, A.erroCarregarDocumentos, A.fallbackCarregarDocumentos);
  }, [docs.error]);
  useEffect(() => {
    if (procs.error) toastErro(procs.error, A.erroCarregarProcessos, A.fallbackCarregarProcessos);
  }, [procs.error]);

  const salvarDocumento: SalvarDocumento = async (dados, arquivo, documento) => {
    setSalvando(true);
    setErrosDocumento(undefined);
    try {
      if (documento) await api.juridico.documentos.atualizar(documento._id, dados);
      else await api.juridico.documentos.criar(dados, arquivo);
      toastSucesso(documento ? A.documentoAtualizado : A.documentoCriado, dados.titulo);
      await invalidar('juridico');
      return true;
    } catch (e) {
      setErrosDocumento(errosDoServidor(e));
      toastErro(e, A.erroSalvarDocumento, A.fallbackSalvarDocumento, 'salvar o documento');
      return false;
    } finally {
      setSalvando(false);
    }
  };

  const salvarProcesso: SalvarProcesso = async (dados, processo) => {
    setSalvando(true);
    setErrosProcesso(undefined);
    try {
      if (processo) await api.juridico.processos.atualizar(processo._id, dados);
      else await api.juridico.processos.criar(dados);
      toastSucesso(processo ? A.processoAtualizado : A.processoCriado, dados.numero);
      await invalidar('juridico');
      return true;
    } catch (e) {
      setErrosProcesso(errosDoServidor(e));
      toastErro(e, A.erroSalvarProcesso, A.fallbackSalvarProcesso, 'salvar o processo');
      return false;
    } finally {
      setSalvando(false);
    }
  };

  const excluirDocumento = async (d: DocumentoJuridico) => {
    try {
      await api.juridico.documentos.excluir(d._id);
      toastSucesso(A.documentoExcluido, d.titulo);
      await invalidar('juridico');
    } catch (e) {
      toastErro(e, A.erroExcluirDocumento, A.fallbackExcluirDocumento, 'excluir o documento');
      throw e;
    }
  };

  const excluirProcesso = async (p: Processo) => {
    try {
      await api.juridico.processos.excluir(p._id);
      toastSucesso(A.processoExcluido, p.numero);
      await invalidar('juridico');
    } catch (e) {
      toastErro(e, A.erroExcluirProcesso, A.fallbackExcluirProcesso, 'excluir o processo');
      throw e;
    }
  };

  const download = async (d: DocumentoJuridico) => {
    if (!d.arquivo) {
      toast({
        title: A.downloadIndisponivel,
        description: A.downloadIndisponivelDescricao,
        duration: TOAST_DURACAO.download,
      });
      return;
    }
    try {
      const { blob, nomeArquivo } = await api.juridico.documentos.baixar(d._id);
      baixarArquivo(blob, nomeArquivo ?? `${d.titulo}${d.formato ? `.${d.formato}` : ''}`);
    } catch (e) {
      // 'Download indisponível' is only for a document without a file; this is a failed request.
      toastErro(e, J.erroBaixar, J.fallbackBaixar, 'baixar o documento');
    }
  };

  return (
    <AdminJuridicoView
      aba={aba}
      // Documentos is the default tab: it leaves the URL.
      onAbaChange={(nova) => lista.alterar({ aba: nova === 'processos' ? nova : '' })}
      busca={lista.busca}
      onBuscaChange={lista.setBusca}
      pagina={lista.pagina}
      totalPaginas={totalPaginas}
      onPaginaChange={lista.setPagina}
      documentos={docs.data?.dados ?? []}
      processos={procs.data?.dados ?? []}
      loadingDocumentos={docs.isLoading}
      loadingProcessos={procs.isLoading}
      documentosLoadFailed={!!docs.error && !docs.data}
      processosLoadFailed={!!procs.error && !procs.data}
      onRetryDocumentos={() => void docs.mutate()}
      onRetryProcessos={() => void procs.mutate()}
      salvando={salvando}
      errosDocumento={errosDocumento}
      errosProcesso={errosProcesso}
      onDialogoChange={() => {
        setErrosDocumento(undefined);
        setErrosProcesso(undefined);
      }}
      onSalvarDocumento={salvarDocumento}
      onSalvarProcesso={salvarProcesso}
      onExcluirDocumento={excluirDocumento}
      onExcluirProcesso={excluirProcesso}
      onDownload={download}
    />
  );
}
