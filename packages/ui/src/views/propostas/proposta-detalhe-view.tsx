import { cancelamentoPropostaSchema, MSG_PROPOSTAS_UI } from '@morada/domain';
import { ArrowLeft, Pencil, Send, XCircle } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button, buttonVariants } from '../../components/button';
import { AppLink } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { FalhaComRetry } from '../partes/falha-com-retry';
import { MotivoDialog } from '../partes/motivo-dialog';
import { ResumoProposta } from './resumo-proposta';
import type { Proposta } from './tipos';
import { clienteDa } from './valores';

const T = MSG_PROPOSTAS_UI.detalhe;

type PropostaDetalheViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A proposta (GET /api/propostas/{id}); `undefined` enquanto carrega ou sem ela. */
  proposta: Proposta | undefined;
  /** A proposta não existe ou é de outro corretor (404). */
  naoEncontrada?: boolean;
  /** A carga falhou: a mensagem e “Tentar novamente”. */
  erroCarregar?: string | null;
  onRetry?: () => void;
  /** “Voltar para as propostas”. */
  hrefVoltar: string;
  /** O endereço de download de um documento (privado: só o corretor da proposta e o admin). */
  hrefDocumento: (docId: string) => string;
  /** O endereço do contrato criado pela aprovação (o admin); sem ele, o número aparece sem link. */
  hrefContrato?: (id: string) => string;
  /** “Editar rascunho”: a página de edição (só no rascunho). */
  hrefEditar?: string;
  /** “Enviar para aprovação” (o corretor, no rascunho): o app envia e relê a proposta. */
  onEnviar?: () => void;
  /** “Cancelar proposta” (o corretor, no rascunho ou enviada), com o motivo opcional do diálogo. */
  onCancelar?: (motivo?: string) => Promise<unknown>;
  /** Enviando ou cancelando: os botões ficam desabilitados e o clicado diz “Enviando...”/“Cancelando...”. */
  ocupado?: 'enviando' | 'cancelando' | null;
  /** Ações a mais no cabeçalho (o admin: “Aprovar” e “Recusar”). */
  acoes?: ReactNode;
  /** O que vem depois do resumo (os diálogos do admin). */
  extra?: ReactNode;
};

/**
 * A página de uma proposta (/corretor/propostas/:id, /admin/propostas/:id), só leitura: o status (com o
 * motivo se recusada, o contrato se aprovada), o imóvel, a ficha do inquilino ou os dados da venda, e os
 * documentos para baixar.
 */
function PropostaDetalheView({
  proposta,
  naoEncontrada = false,
  erroCarregar = null,
  onRetry,
  hrefVoltar,
  hrefDocumento,
  hrefContrato,
  hrefEditar,
  onEnviar,
  onCancelar,
  ocupado = null,
  acoes,
  extra,
  className,
  ...props
}: PropostaDetalheViewProps) {
  const [cancelando, setCancelando] = useState(false);
  const status = proposta?.status;
  const podeCancelar = !!onCancelar && (status === 'rascunho' || status === 'enviada');
  return (
    <div data-slot="proposta-detalhe-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <AppLink
        href={hrefVoltar}
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.voltar}
      </AppLink>
      {naoEncontrada ? (
        <section className="grid gap-1 rounded-xl border p-6">
          <h1 className="text-xl font-semibold">{T.naoEncontrada}</h1>
          <p className="text-muted-foreground">{T.naoEncontradaDetalhe}</p>
        </section>
      ) : erroCarregar ? (
        <FalhaComRetry mensagem={erroCarregar} onRetry={onRetry} aparencia="destacada" />
      ) : !proposta ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={T.carregando} />
        </div>
      ) : (
        <>
          <header className="flex flex-wrap items-center justify-between gap-3">
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold tracking-tight">{T.titulo(proposta.numero)}</h1>
              <p className="text-muted-foreground">{clienteDa(proposta)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {hrefEditar && proposta.status === 'rascunho' ? (
                <AppLink href={hrefEditar} className={buttonVariants({ variant: 'outline' })}>
                  <Pencil className="size-4" aria-hidden />
                  {T.editar}
                </AppLink>
              ) : null}
              {onEnviar && status === 'rascunho' ? (
                <Button type="button" disabled={ocupado !== null} onClick={onEnviar}>
                  <Send className="size-4" aria-hidden />
                  {ocupado === 'enviando' ? MSG_PROPOSTAS_UI.form.enviando : MSG_PROPOSTAS_UI.form.enviar}
                </Button>
              ) : null}
              {podeCancelar ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={ocupado !== null}
                  onClick={() => setCancelando(true)}
                >
                  <XCircle className="size-4" aria-hidden />
                  {MSG_PROPOSTAS_UI.cancelar.botao}
                </Button>
              ) : null}
              {acoes}
            </div>
          </header>
          <ResumoProposta proposta={proposta} hrefDocumento={hrefDocumento} hrefContrato={hrefContrato} />
          {podeCancelar ? (
            <MotivoDialog
              aberto={cancelando}
              salvando={ocupado === 'cancelando'}
              onFechar={() => setCancelando(false)}
              textos={{ ...MSG_PROPOSTAS_UI.cancelar, ocupado: MSG_PROPOSTAS_UI.cancelar.cancelando }}
              schema={cancelamentoPropostaSchema}
              onConfirmar={({ motivo }) =>
                void onCancelar(motivo || undefined).then(
                  () => setCancelando(false),
                  () => undefined,
                )
              }
            />
          ) : null}
          {extra}
        </>
      )}
    </div>
  );
}

export { PropostaDetalheView };
export type { PropostaDetalheViewProps };
