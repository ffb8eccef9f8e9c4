import { useState, type ComponentProps } from 'react';
import { CircleCheck, FileText } from 'lucide-react';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_UI, type Evidencia, type LinkAssinatura } from '@morada/domain';
import { buttonVariants } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { ConfirmarAssinatura, type ProvaAssinatura } from './confirmar-assinatura';
import { Dado, hashCurto, ListaPartes, quandoBrasilia } from './partes-assinatura';

const T = MSG_ASSINATURAS_UI.assinar;
const E = MSG_ASSINATURAS.api;

/** What the page knows of a refused call: its HTTP status and the server's text. */
export type ErroLido = { status?: number | undefined; mensagem?: string | undefined };

type AssinarDocumentoViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the link gives to sign; `undefined` while loading or when the link does not stand. */
  link: LinkAssinatura | undefined;
  isLoading?: boolean;
  /** Unknown, replaced or expired link (404). */
  naoEncontrado?: boolean;
  /** Locked after 3 wrong codes (409). */
  bloqueado?: boolean;
  /** The read failed on the server or the network. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** The exact PDF to sign (GET …/link/{token}/documento.pdf). */
  urlDocumento: string;
  /** Sends the 6-digit code; resolves with how to confirm (without SMTP: the password). */
  onEnviarCodigo: () => Promise<{ metodo: 'codigo_email' | 'senha'; mensagem: string }>;
  /** Signs with the code or the password; resolves with the evidence kept. */
  onAssinar: (prova: ProvaAssinatura) => Promise<Evidencia>;
  /** Reads a refusal (the app knows the error's type). */
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
};

function Aviso({ mensagem }: { mensagem: string }) {
  return (
    <p role="alert" className="font-medium">
      {mensagem}
    </p>
  );
}

/** The signature just made (or made before): who, when in São Paulo time, and the PDF's SHA-256. */
function Assinado({ evidencia, link }: { evidencia: Evidencia; link: LinkAssinatura | undefined }) {
  return (
    <div role="status" className="grid gap-4">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck className="size-5 text-primary" aria-hidden />
        {T.assinado}
      </p>
      <section className="grid gap-2">
        <h2 className="text-sm font-semibold text-muted-foreground">{T.evidencia}</h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Dado rotulo={T.nome} valor={evidencia.nome} />
          <Dado rotulo={T.quando} valor={quandoBrasilia(evidencia.assinadoEm)} />
          <Dado rotulo={T.hash} valor={hashCurto(evidencia.sha256)} title={evidencia.sha256} />
        </dl>
      </section>
      <p className="text-sm text-muted-foreground">{link?.status === 'concluido' ? T.concluido : T.faltam}</p>
    </div>
  );
}

/**
 * /assinar/:token, the signing page of the e-mailed link (no sign-in): the document, its parties and
 * who has signed, "Ver documento (PDF)", then "Enviar código" → the 6-digit code → "Assinar" (or the
 * account's password when the agency has no e-mail configured). A locked or expired link says so.
 */
function AssinarDocumentoView({
  link,
  isLoading = false,
  naoEncontrado = false,
  bloqueado = false,
  loadFailed = false,
  onRetry,
  urlDocumento,
  onEnviarCodigo,
  onAssinar,
  lerErro,
  className,
  ...props
}: AssinarDocumentoViewProps) {
  const [metodo, setMetodo] = useState<'codigo_email' | 'senha' | undefined>();
  const [aviso, setAviso] = useState<string | undefined>();
  const [enviandoCodigo, setEnviandoCodigo] = useState(false);
  const [assinando, setAssinando] = useState(false);
  const [recusa, setRecusa] = useState<string | undefined>();
  const [travado, setTravado] = useState(false);
  const [evidencia, setEvidencia] = useState<Evidencia | undefined>();

  const falha = (e: unknown) => {
    const lido = lerErro?.(e) ?? {};
    if (lido.status === 409 && lido.mensagem === E.linkBloqueado) setTravado(true);
    setRecusa(lido.mensagem ?? T.erroAcao);
  };
  const enviarCodigo = async () => {
    setEnviandoCodigo(true);
    setRecusa(undefined);
    try {
      const r = await onEnviarCodigo();
      setMetodo(r.metodo);
      setAviso(r.mensagem);
    } catch (e) {
      falha(e);
    } finally {
      setEnviandoCodigo(false);
    }
  };
  const assinar = async (prova: ProvaAssinatura) => {
    setAssinando(true);
    setRecusa(undefined);
    try {
      setEvidencia(await onAssinar(prova));
    } catch (e) {
      falha(e);
    } finally {
      setAssinando(false);
    }
  };

  let corpo;
  if (evidencia) {
    corpo = <Assinado evidencia={evidencia} link={link} />;
  } else if (bloqueado || travado) {
    corpo = <Aviso mensagem={E.linkBloqueado} />;
  } else if (isLoading && !link) {
    corpo = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" />
        {T.carregando}
      </p>
    );
  } else if (naoEncontrado || (!link && !loadFailed)) {
    corpo = <Aviso mensagem={E.linkInvalido} />;
  } else if (!link) {
    corpo = <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} />;
  } else {
    const { signatario } = link;
    const confirmacao = metodo ?? link.confirmacao;
    let acao;
    if (signatario.status === 'assinado') {
      acao = (
        <p role="status" className="flex items-center gap-2 font-medium">
          <CircleCheck className="size-5 text-primary" aria-hidden />
          {T.jaAssinado}
          {signatario.assinadoEm ? ` ${quandoBrasilia(signatario.assinadoEm)}` : ''}
        </p>
      );
    } else if (link.status !== 'pendente' || signatario.status !== 'pendente') {
      acao = <Aviso mensagem={T.documentoNaoPendente} />;
    } else if (confirmacao === 'indisponivel') {
      acao = <Aviso mensagem={E.senhaIndisponivel} />;
    } else {
      acao = (
        <div className="grid gap-3">
          {aviso ? (
            <p role="status" className="text-sm">
              {aviso}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {confirmacao === 'senha' ? E.informeSenha : T.leia}
            </p>
          )}
          <ConfirmarAssinatura
            metodo={confirmacao}
            codigoEnviado={metodo !== undefined}
            enviandoCodigo={enviandoCodigo}
            onEnviarCodigo={() => void enviarCodigo()}
            assinando={assinando}
            onAssinar={(p) => void assinar(p)}
            recusa={recusa}
          />
        </div>
      );
    }
    corpo = (
      <div className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{MSG_ASSINATURAS.papeis[signatario.papel]}</p>
          <h2 className="text-xl font-semibold">{link.titulo}</h2>
        </div>
        <ListaPartes partes={link.partes} />
        <a
          href={urlDocumento}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}
        >
          <FileText aria-hidden />
          {T.verPdf}
        </a>
        {acao}
      </div>
    );
  }

  return (
    <PaginaSite
      slot="assinar-documento-view"
      classes="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:py-12"
      className={className}
      {...props}
    >
      <CabecalhoPagina titulo={T.titulo} tituloClasse="text-2xl font-bold sm:text-3xl" />
      <section className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">{corpo}</section>
    </PaginaSite>
  );
}

export { AssinarDocumentoView };
export type { AssinarDocumentoViewProps };
