import { useState, type ComponentProps } from 'react';
import { CalendarClock, CircleCheck, MapPin } from 'lucide-react';
import { formatQuandoVisita, MSG_VISITAS, MSG_VISITAS_UI, type RespostaVisita } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../components/button';
import { AppLink, useRotas } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';
import { FalhaComRetry } from '../partes/falha-com-retry';

const T = MSG_VISITAS_UI.resposta;

type RespostaVisitaViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A proposta por trás do link; `undefined` enquanto carrega ou quando o link é desconhecido. */
  resposta: RespostaVisita | undefined;
  isLoading?: boolean;
  /** O link é desconhecido (404): não vale mais. */
  naoEncontrada?: boolean;
  /** A leitura falhou no servidor ou na rede (não é um link desconhecido). */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Aceita o novo horário; resolve com a visita agora marcada, rejeita quando recusado (409). */
  onAceitar: () => Promise<RespostaVisita>;
  /** O texto da recusa (o app conhece o tipo do erro): o link já foi usado, ou o horário foi ocupado. */
  mensagemDoErro?: ((erro: unknown) => string | undefined) | undefined;
};

/** The link no longer stands (unknown, already answered, or the proposal changed) and the way back. */
function LinkInvalido({ mensagem }: { mensagem: string }) {
  const rotas = useRotas();
  return (
    <div role="alert" className="grid justify-items-start gap-4">
      <p>{mensagem}</p>
      <AppLink href={rotas.site.imoveis} className={buttonVariants({ variant: 'outline' })}>
        {T.verImoveis}
      </AppLink>
    </div>
  );
}

/**
 * A página do link do e-mail em que o visitante aceita o novo horário que o corretor propôs: o horário, o
 * imóvel e “Aceitar novo horário”; um link já usado ou um horário que ficou ocupado dizem o que houve.
 */
function RespostaVisitaView({
  resposta,
  isLoading = false,
  naoEncontrada = false,
  loadFailed = false,
  onRetry,
  onAceitar,
  mensagemDoErro,
  className,
  ...props
}: RespostaVisitaViewProps) {
  const [aceita, setAceita] = useState<RespostaVisita | undefined>();
  const [enviando, setEnviando] = useState(false);
  const [recusa, setRecusa] = useState<string | undefined>();
  const atual = aceita ?? resposta;

  const aceitar = async () => {
    setEnviando(true);
    setRecusa(undefined);
    try {
      setAceita(await onAceitar());
    } catch (e) {
      setRecusa(mensagemDoErro?.(e) ?? MSG_VISITAS_UI.agenda.erroAcao);
    } finally {
      setEnviando(false);
    }
  };

  let corpo;
  if (isLoading && !atual) {
    corpo = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" />
        {T.carregando}
      </p>
    );
  } else if (loadFailed && !atual) {
    corpo = <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} />;
  } else if (aceita || atual?.status === 'confirmada') {
    corpo = (
      <div role="status" className="grid gap-2">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CircleCheck className="size-5 text-primary" aria-hidden />
          {T.aceito}
        </p>
        <p>{T.aceitoTexto(formatQuandoVisita(atual!.inicio))}</p>
        <p className="text-muted-foreground">
          {atual!.imovelTitulo} — {atual!.imovelEndereco}
        </p>
      </div>
    );
  } else if (naoEncontrada || !atual?.propostaInicio || atual.status !== 'reagendamento_proposto') {
    corpo = <LinkInvalido mensagem={MSG_VISITAS.api.respostaInvalida} />;
  } else {
    corpo = (
      <div className="grid gap-4">
        <p>{T.proposta(atual.imovelTitulo)}</p>
        <p className="flex items-center gap-2 text-xl font-semibold">
          <CalendarClock className="size-5 text-primary" aria-hidden />
          {formatQuandoVisita(atual.propostaInicio)}
        </p>
        <p className="flex items-start gap-1 text-muted-foreground">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          {atual.imovelEndereco}
        </p>
        {recusa ? (
          <p role="alert" className="font-medium text-destructive">
            {recusa}
          </p>
        ) : null}
        <Button className="justify-self-start" disabled={enviando} onClick={() => void aceitar()}>
          {enviando ? <Spinner className="size-4" /> : null}
          {enviando ? T.aceitando : T.aceitar}
        </Button>
      </div>
    );
  }

  return (
    <PaginaSite
      slot="resposta-visita-view"
      classes={cn('mx-auto grid max-w-xl gap-6 px-4 py-12')}
      className={className}
      {...props}
    >
      <CabecalhoPagina titulo={T.titulo} />
      <section className="rounded-xl border border-border bg-card p-6 shadow-sm">{corpo}</section>
    </PaginaSite>
  );
}

export { RespostaVisitaView };
export type { RespostaVisitaViewProps };
