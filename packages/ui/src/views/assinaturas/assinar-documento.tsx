import { useState, type ComponentProps } from 'react';
import { CircleCheck, Download, FileText } from 'lucide-react';
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
  /** O que o link dá para assinar; `undefined` durante a carga ou quando o link não vale. */
  link: LinkAssinatura | undefined;
  isLoading?: boolean;
  /** Link desconhecido, substituído ou vencido (404). */
  naoEncontrado?: boolean;
  /** Bloqueado depois de 3 códigos errados (409). */
  bloqueado?: boolean;
  /** A leitura falhou no servidor ou na rede. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** O PDF exato a assinar (GET …/link/{token}/documento.pdf). */
  urlDocumento: string;
  /** O PDF final com a página de assinaturas (GET …/link/{token}/final.pdf), oferecido quando todos assinaram. */
  urlFinal?: string | undefined;
  /** Envia o código de 6 dígitos; resolve com a forma de confirmar (sem SMTP: a senha). */
  onEnviarCodigo: () => Promise<{ metodo: 'codigo_email' | 'senha'; mensagem: string }>;
  /** Assina com o código ou a senha; resolve com a evidência guardada. */
  onAssinar: (prova: ProvaAssinatura) => Promise<Evidencia>;
  /** Lê uma recusa (o app conhece o tipo do erro). */
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
};

function Aviso({ mensagem }: { mensagem: string }) {
  return (
    <p role="alert" className="font-medium">
      {mensagem}
    </p>
  );
}

/**
 * Once everyone signed: the verification code printed on the signature page and the signed PDF, so
 * the last to sign (or whoever reopens the link while it is valid) leaves with the final copy.
 */
function Final({ link, urlFinal }: { link: LinkAssinatura | undefined; urlFinal: string | undefined }) {
  if (link?.status !== 'concluido') return null;
  return (
    <div className="grid gap-3">
      {link.codigoVerificacao ? (
        <dl>
          <Dado rotulo={T.codigoVerificacao} valor={link.codigoVerificacao} />
        </dl>
      ) : null}
      {urlFinal ? (
        <a
          href={urlFinal}
          download
          className={buttonVariants({ className: 'justify-self-stretch sm:justify-self-start' })}
        >
          <Download aria-hidden />
          {T.baixarFinal}
        </a>
      ) : null}
    </div>
  );
}

/** The signature just made (or made before): who, when in São Paulo time, and the PDF's SHA-256. */
function Assinado({
  evidencia,
  link,
  urlFinal,
}: {
  evidencia: Evidencia;
  link: LinkAssinatura | undefined;
  urlFinal: string | undefined;
}) {
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
      <Final link={link} urlFinal={urlFinal} />
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
  urlFinal,
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
    corpo = <Assinado evidencia={evidencia} link={link} urlFinal={urlFinal} />;
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
        <div className="grid gap-3">
          <p role="status" className="flex items-center gap-2 font-medium">
            <CircleCheck className="size-5 text-primary" aria-hidden />
            {T.jaAssinado}
            {signatario.assinadoEm ? ` ${quandoBrasilia(signatario.assinadoEm)}` : ''}
          </p>
          <Final link={link} urlFinal={urlFinal} />
        </div>
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
