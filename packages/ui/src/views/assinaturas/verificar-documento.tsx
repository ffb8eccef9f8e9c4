import { useState, type ComponentProps, type FormEvent } from 'react';
import { CircleCheck, ShieldAlert } from 'lucide-react';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_UI, type Verificacao } from '@morada/domain';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';
import { FalhaComRetry } from '../partes/falha-com-retry';
import type { ErroLido } from './assinar-documento';
import { Dado, hashCurto, ListaPartes, quandoBrasilia } from './partes-assinatura';

const T = MSG_ASSINATURAS_UI.verificar;

type VerificarDocumentoViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O código no endereço (/verificar/:codigo), se houver. */
  codigo?: string | undefined;
  /** A resposta para esse código; `undefined` durante a carga, sem código ou quando não existe. */
  resultado: Verificacao | undefined;
  isLoading?: boolean;
  /** Nenhum documento assinado tem este código (404). */
  naoEncontrado?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Abre a verificação de um código digitado (a página vai para /verificar/:codigo). */
  onVerificarCodigo: (codigo: string) => void;
  /** Envia o PDF; resolve dizendo se é um documento assinado e sem alterações. */
  onVerificarArquivo: (arquivo: File) => Promise<Verificacao>;
  lerErro?: ((erro: unknown) => ErroLido) | undefined;
};

/** The verdict: a valid document (title, parties and times, never e-mails or IPs) or the refusal. */
function Resultado({ v }: { v: Verificacao }) {
  if (!v.valido || !v.documento) {
    return (
      <p role="alert" className="flex items-start gap-2 font-medium text-destructive">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        {v.mensagem}
      </p>
    );
  }
  const d = v.documento;
  return (
    <div role="status" className="grid gap-4">
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {v.mensagem}
      </p>
      <dl className="grid gap-3">
        <Dado rotulo={T.documento} valor={d.titulo} />
        <Dado rotulo={T.codigo} valor={d.codigoVerificacao} />
        <Dado rotulo={T.concluidoEm} valor={quandoBrasilia(d.concluidoEm)} />
        <Dado rotulo={T.hash} valor={hashCurto(d.sha256)} title={d.sha256} />
      </dl>
      <ListaPartes titulo={T.assinaturas} partes={d.partes} />
    </div>
  );
}

/**
 * /verificar and /verificar/:codigo: anyone checks a signed document by its verification code
 * (XXXX-XXXX-XXXX) or by uploading the PDF; the answer says whether it is the signed document, unchanged.
 */
function VerificarDocumentoView({
  codigo,
  resultado,
  isLoading = false,
  naoEncontrado = false,
  loadFailed = false,
  onRetry,
  onVerificarCodigo,
  onVerificarArquivo,
  lerErro,
  className,
  ...props
}: VerificarDocumentoViewProps) {
  const [texto, setTexto] = useState(codigo ?? '');
  const [arquivo, setArquivo] = useState<File | undefined>();
  const [enviando, setEnviando] = useState(false);
  const [porArquivo, setPorArquivo] = useState<Verificacao | undefined>();
  const [erroArquivo, setErroArquivo] = useState<string | undefined>();
  const [erroCodigo, setErroCodigo] = useState<string | undefined>();

  const verificarCodigo = (e: FormEvent) => {
    e.preventDefault();
    const limpo = texto.trim().toUpperCase();
    if (!limpo) {
      setErroCodigo(T.codigoDica);
      return;
    }
    setErroCodigo(undefined);
    setPorArquivo(undefined);
    setErroArquivo(undefined);
    onVerificarCodigo(limpo);
  };
  const verificarArquivo = async (e: FormEvent) => {
    e.preventDefault();
    if (!arquivo) {
      setErroArquivo(MSG_ASSINATURAS.campos.arquivo);
      return;
    }
    setEnviando(true);
    setErroArquivo(undefined);
    try {
      setPorArquivo(await onVerificarArquivo(arquivo));
    } catch (erro) {
      setPorArquivo(undefined);
      setErroArquivo(lerErro?.(erro).mensagem ?? T.erro);
    } finally {
      setEnviando(false);
    }
  };

  let resposta;
  if (porArquivo) resposta = <Resultado v={porArquivo} />;
  else if (!codigo) resposta = null;
  else if (isLoading && !resultado)
    resposta = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" />
        {T.verificando}
      </p>
    );
  else if (resultado) resposta = <Resultado v={resultado} />;
  else if (naoEncontrado)
    resposta = (
      <Resultado
        v={{ valido: false, mensagem: MSG_ASSINATURAS.api.verificacaoNaoEncontrada, documento: null }}
      />
    );
  else if (loadFailed) resposta = <FalhaComRetry mensagem={T.erro} onRetry={onRetry} />;

  return (
    <PaginaSite
      slot="verificar-documento-view"
      classes="mx-auto grid max-w-xl gap-6 px-4 py-8 sm:py-12"
      className={className}
      {...props}
    >
      <CabecalhoPagina titulo={T.titulo} tituloClasse="text-2xl font-bold sm:text-3xl">
        <p className="mt-2 text-muted-foreground">{T.intro}</p>
      </CabecalhoPagina>
      <section className="grid gap-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
        <form noValidate onSubmit={verificarCodigo} className="grid gap-3">
          <Field label={T.codigo} htmlFor="verificacao-codigo" hint={T.codigoDica} error={erroCodigo}>
            <Input
              id="verificacao-codigo"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              className="uppercase tracking-wider"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
            />
          </Field>
          <Button type="submit" className="justify-self-start">
            {T.verificarCodigo}
          </Button>
        </form>
        <form noValidate onSubmit={(e) => void verificarArquivo(e)} className="grid gap-3">
          <Field label={T.arquivo} htmlFor="verificacao-arquivo" error={erroArquivo}>
            <Input
              id="verificacao-arquivo"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => setArquivo(e.target.files?.[0])}
            />
          </Field>
          <Button type="submit" variant="outline" className="justify-self-start" disabled={enviando}>
            {enviando ? <Spinner className="size-4" /> : null}
            {enviando ? T.verificando : T.verificarArquivo}
          </Button>
        </form>
        {resposta ? <div aria-live="polite">{resposta}</div> : null}
      </section>
    </PaginaSite>
  );
}

export { VerificarDocumentoView };
export type { VerificarDocumentoViewProps };
