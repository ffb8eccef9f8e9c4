import { useState, type FormEvent } from 'react';
import { CircleCheck, Download, PenLine } from 'lucide-react';
import {
  MSG_ASSINATURAS,
  MSG_ASSINATURAS_UI,
  type DocumentoParaAssinar,
  type Evidencia,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import type { ErroLido } from './assinar-documento';
import { SecaoDocumentos } from './secao-documentos';
import { Dado, hashCurto, ListaPartes, quandoBrasilia } from './partes-assinatura';

const T = MSG_ASSINATURAS_UI.pendentes;

type AssinaturasPendentesViewProps = {
  /** GET /api/minhas-assinaturas: os documentos que aguardam a minha assinatura. */
  documentos: readonly DocumentoParaAssinar[] | undefined;
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Assina na minha própria área, confirmado pela minha senha; resolve com a evidência. */
  onAssinar: (docId: string, senha: string) => Promise<Evidencia>;
  /** Baixa o PDF final (oferecido só quando todas as outras partes assinaram). */
  onBaixarFinal: (docId: string) => Promise<void>;
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
};

type Assinado = { documento: DocumentoParaAssinar; evidencia: Evidencia };

/** One document: its parties, "Assinar" that asks for the password, and then my signature's record. */
function Documento({
  documento,
  assinado,
  onAssinar,
  onBaixarFinal,
  lerErro,
}: {
  documento: DocumentoParaAssinar;
  assinado: Evidencia | undefined;
  onAssinar: (senha: string) => Promise<void>;
  onBaixarFinal: () => Promise<void>;
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
}) {
  const [aberto, setAberto] = useState(false);
  const [senha, setSenha] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  const id = `senha-${documento.id}`;
  // Everyone else had signed before me: with my signature the final PDF exists.
  const completo =
    assinado !== undefined &&
    documento.signatarios.every((s) => s.id === assinado.signatarioId || s.status === 'assinado');

  const executar = async (acao: () => Promise<void>) => {
    setOcupado(true);
    setErro(undefined);
    try {
      await acao();
    } catch (e) {
      setErro(lerErro?.(e).mensagem ?? T.erroAcao);
    } finally {
      setOcupado(false);
    }
  };
  const assinar = (e: FormEvent) => {
    e.preventDefault();
    if (!senha) return setErro(MSG_ASSINATURAS.campos.senha);
    void executar(() => onAssinar(senha));
  };

  return (
    <li className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{MSG_ASSINATURAS.tipos[documento.tipo]}</p>
        <h3 className="font-semibold">{documento.titulo}</h3>
      </div>
      <ListaPartes partes={documento.signatarios} />
      {assinado ? (
        <div role="status" className="grid gap-3">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck className="size-5 text-primary" aria-hidden />
            {T.assinado}
          </p>
          <dl className="grid gap-2 sm:grid-cols-2">
            <Dado rotulo={MSG_ASSINATURAS_UI.assinar.quando} valor={quandoBrasilia(assinado.assinadoEm)} />
            <Dado
              rotulo={MSG_ASSINATURAS_UI.assinar.hash}
              valor={hashCurto(assinado.sha256)}
              title={assinado.sha256}
            />
          </dl>
          {completo ? (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={ocupado}
              onClick={() => void executar(onBaixarFinal)}
            >
              {ocupado ? <Spinner className="size-4" /> : <Download aria-hidden />}
              {ocupado ? T.baixando : T.baixarFinal}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{T.aguardandoOutros}</p>
          )}
          {erro ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {erro}
            </p>
          ) : null}
        </div>
      ) : aberto ? (
        <form noValidate onSubmit={assinar} className="grid gap-3">
          <p className="text-sm">{T.confirmarTexto(documento.titulo)}</p>
          <Field label={T.senha} htmlFor={id} error={erro}>
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              value={senha}
              onChange={(e) => setSenha(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={ocupado}>
              {ocupado ? <Spinner className="size-4" /> : null}
              {ocupado ? T.assinando : T.assinar}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setAberto(false)}>
              {T.cancelar}
            </Button>
          </div>
        </form>
      ) : (
        <Button className="justify-self-start" onClick={() => setAberto(true)}>
          <PenLine aria-hidden />
          {T.assinar}
        </Button>
      )}
    </li>
  );
}

/**
 * "Assinaturas pendentes" in the tenant's and the owner's documents: each document waiting for my
 * signature, signed here with my password; once everyone has signed, the final PDF downloads.
 */
function AssinaturasPendentesView({
  documentos,
  isLoading = false,
  loadFailed = false,
  onRetry,
  onAssinar,
  onBaixarFinal,
  lerErro,
}: AssinaturasPendentesViewProps) {
  // What I signed here stays on screen after the list reloads without it (it is no longer pending).
  const [assinados, setAssinados] = useState<Assinado[]>([]);
  const ids = new Set(assinados.map((a) => a.documento.id));
  const lista = [...assinados.map((a) => a.documento), ...(documentos ?? []).filter((d) => !ids.has(d.id))];

  return (
    <SecaoDocumentos
      id="assinaturas-pendentes"
      slot="assinaturas-pendentes-view"
      textos={T}
      carregando={isLoading && !documentos}
      falhou={loadFailed && !documentos}
      vazia={!lista.length}
      onRetry={onRetry}
    >
      <ul className="grid gap-4">
        {lista.map((d) => (
          <Documento
            key={d.id}
            documento={d}
            assinado={assinados.find((a) => a.documento.id === d.id)?.evidencia}
            onAssinar={async (senha) => {
              const evidencia = await onAssinar(d.id, senha);
              setAssinados((a) => [...a, { documento: d, evidencia }]);
            }}
            onBaixarFinal={() => onBaixarFinal(d.id)}
            lerErro={lerErro}
          />
        ))}
      </ul>
    </SecaoDocumentos>
  );
}

export { AssinaturasPendentesView };
export type { AssinaturasPendentesViewProps };
