import {
  MSG_VISTORIAS,
  MSG_VISTORIAS_CAMPO_UI,
  formatDataHora,
  type TipoVistoria,
  type Vistoria,
} from '@morada/domain';
import { ArrowLeft, ClipboardCheck, FileDown, MessageSquareWarning, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button, buttonVariants } from '../../components/button';
import { AppLink } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { EstadoCarga, Vazio } from '../chamados/estado-carga';
import { mensagemDoErro } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.contrato;
/** Statuses whose tenant review the admin follows on the revisão screen. */
const COM_REVISAO = new Set<Vistoria['status']>(['em_revisao', 'aceita', 'contestada', 'encerrada']);

export type VistoriasContratoViewProps = {
  contratoNumero: string;
  /** undefined durante a carga. */
  vistorias: readonly Vistoria[] | undefined;
  erro?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  hrefVoltar: string;
  hrefVistoria: (id: string) => string;
  hrefRevisao: (id: string) => string;
  /** Baixa o PDF de um laudo com a sessão (um link simples não leva o token). */
  onBaixarLaudo: (id: string) => void;
  /** Inicia uma; rejeita com a frase do servidor (um 409: já existe, entrada não concluída). */
  onIniciar: (tipo: TipoVistoria) => Promise<unknown>;
  /** O início recusado, nas histórias. */
  erroInicial?: string | undefined;
};

/** A contract's vistorias: each one's status and links, and the buttons that start the missing ones. */
function VistoriasContratoView({
  contratoNumero,
  vistorias,
  erro,
  onRetry,
  hrefVoltar,
  hrefVistoria,
  hrefRevisao,
  onBaixarLaudo,
  onIniciar,
  erroInicial,
}: VistoriasContratoViewProps) {
  const [iniciando, setIniciando] = useState<TipoVistoria | null>(null);
  const [erroIniciar, setErroIniciar] = useState<string | undefined>(erroInicial);

  const iniciar = async (tipo: TipoVistoria) => {
    setIniciando(tipo);
    setErroIniciar(undefined);
    try {
      await onIniciar(tipo);
    } catch (e) {
      setErroIniciar(mensagemDoErro(e, MSG_VISTORIAS_CAMPO_UI.item.falhou));
    } finally {
      setIniciando(null);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <AppLink
        href={hrefVoltar}
        className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'justify-self-start')}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {T.voltar}
      </AppLink>
      <h1 className="text-2xl font-semibold">{T.titulo(contratoNumero)}</h1>
      <EstadoCarga
        dados={vistorias}
        erro={erro ? T.erroCarregar : null}
        onRetry={onRetry}
        carregando={T.carregando}
      >
        {(lista) => (
          <>
            {lista.length === 0 ? <Vazio>{T.vazio}</Vazio> : null}
            <ul className="grid gap-3">
              {lista.map((v) => (
                <li key={v.id} className="grid gap-3 rounded-lg border border-border p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-semibold">{MSG_VISTORIAS.tipos[v.tipo]}</h2>
                    <Badge variant="secondary">{MSG_VISTORIAS.status[v.status]}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {T.por(v.vistoriadorNome, formatDataHora(v.realizadaEm))}
                  </p>
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    <AppLink href={hrefVistoria(v.id)} className={cn(buttonVariants({ variant: 'outline' }))}>
                      <ClipboardCheck aria-hidden /> {T.abrir}
                    </AppLink>
                    {v.laudo ? (
                      <Button type="button" variant="outline" onClick={() => onBaixarLaudo(v.id)}>
                        <FileDown aria-hidden /> {T.laudo}
                      </Button>
                    ) : null}
                    {COM_REVISAO.has(v.status) ? (
                      <AppLink
                        href={hrefRevisao(v.id)}
                        className={cn(buttonVariants({ variant: 'outline' }))}
                      >
                        <MessageSquareWarning aria-hidden /> {T.revisao}
                      </AppLink>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row">
              {(['entrada', 'saida'] as const)
                .filter((tipo) => !lista.some((v) => v.tipo === tipo))
                .map((tipo) => (
                  <Button
                    key={tipo}
                    type="button"
                    className="min-h-11"
                    disabled={iniciando !== null}
                    aria-busy={iniciando === tipo || undefined}
                    onClick={() => void iniciar(tipo)}
                  >
                    {iniciando === tipo ? <Spinner className="size-4" /> : <Plus aria-hidden />}
                    {tipo === 'entrada' ? T.iniciarEntrada : T.iniciarSaida}
                  </Button>
                ))}
            </div>
            {erroIniciar ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {erroIniciar}
              </p>
            ) : null}
          </>
        )}
      </EstadoCarga>
    </div>
  );
}

export { VistoriasContratoView };
