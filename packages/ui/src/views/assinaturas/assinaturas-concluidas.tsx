import { useState } from 'react';
import { Download } from 'lucide-react';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_UI, type DocumentoParaAssinar } from '@morada/domain';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import type { ErroLido } from './assinar-documento';
import { SecaoDocumentos } from './secao-documentos';
import { Dado, quandoBrasilia } from './partes-assinatura';

const T = MSG_ASSINATURAS_UI.concluidas;

type AssinaturasConcluidasViewProps = {
  /** GET /api/minhas-assinaturas/concluidas: os documentos que assinei e que todos já assinaram. */
  documentos: readonly DocumentoParaAssinar[] | undefined;
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Baixa o PDF final (com a página de assinaturas). */
  onBaixarFinal: (docId: string) => Promise<void>;
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
};

/** One signed document: when it was completed, its verification code and the final PDF. */
function Documento({
  documento,
  onBaixarFinal,
  lerErro,
}: {
  documento: DocumentoParaAssinar;
  onBaixarFinal: () => Promise<void>;
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
}) {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  const baixar = async () => {
    setOcupado(true);
    setErro(undefined);
    try {
      await onBaixarFinal();
    } catch (e) {
      setErro(lerErro?.(e).mensagem ?? T.erroAcao);
    } finally {
      setOcupado(false);
    }
  };
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{MSG_ASSINATURAS.tipos[documento.tipo]}</p>
        <h3 className="font-semibold">{documento.titulo}</h3>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        {documento.concluidoEm ? (
          <Dado rotulo={T.concluidoEm} valor={quandoBrasilia(documento.concluidoEm)} />
        ) : null}
        {documento.codigoVerificacao ? <Dado rotulo={T.codigo} valor={documento.codigoVerificacao} /> : null}
      </dl>
      <Button
        variant="outline"
        className="justify-self-stretch sm:justify-self-start"
        disabled={ocupado}
        onClick={() => void baixar()}
      >
        {ocupado ? <Spinner className="size-4" /> : <Download aria-hidden />}
        {ocupado ? T.baixando : T.baixarFinal}
      </Button>
      {erro ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {erro}
        </p>
      ) : null}
    </li>
  );
}

/**
 * "Documentos assinados" beside "Assinaturas pendentes" in the tenant's and the owner's areas: what
 * everyone has signed, with the code the public verification page checks and the final PDF.
 */
function AssinaturasConcluidasView({
  documentos,
  isLoading = false,
  loadFailed = false,
  onRetry,
  onBaixarFinal,
  lerErro,
}: AssinaturasConcluidasViewProps) {
  return (
    <SecaoDocumentos
      id="assinaturas-concluidas"
      slot="assinaturas-concluidas-view"
      textos={T}
      carregando={isLoading && !documentos}
      falhou={loadFailed && !documentos}
      vazia={!documentos?.length}
      onRetry={onRetry}
    >
      <ul className="grid gap-4">
        {documentos?.map((d) => (
          <Documento key={d.id} documento={d} onBaixarFinal={() => onBaixarFinal(d.id)} lerErro={lerErro} />
        ))}
      </ul>
    </SecaoDocumentos>
  );
}

export { AssinaturasConcluidasView };
export type { AssinaturasConcluidasViewProps };
