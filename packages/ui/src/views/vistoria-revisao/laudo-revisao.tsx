import {
  formatData,
  MSG_VISTORIAS,
  MSG_VISTORIAS_REVISAO_UI,
  podeContestar,
  type ItemVistoria,
  type Vistoria,
} from '@morada/domain';
import { ArrowLeft, FileText } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/alert-dialog';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { ContestarItem } from './contestar-item';
import type { LerFoto } from './fotos-privadas';
import { ItemLaudo } from './item-laudo';

const T = MSG_VISTORIAS_REVISAO_UI;

type LaudoRevisaoProps = {
  vistoria: Vistoria;
  /** Hoje (AAAA-MM-DD) onde fica a imobiliária: o último dia do prazo ainda conta. */
  hoje: string;
  /** A resposta do servidor à última ação (um 409 depois do prazo), mostrada acima dos ambientes. */
  erro?: string | undefined;
  /** Aceita o laudo; rejeita quando o servidor recusou (a mensagem volta como `erro`). */
  onAceitar: () => Promise<void>;
  /** Contesta um item; rejeita com a mensagem do servidor. */
  onContestar: (item: ItemVistoria, texto: string, fotos: File[]) => Promise<void>;
  onBaixarLaudo?: () => void;
  onVoltar?: () => void;
  lerFoto: LerFoto;
  comprimir: (foto: File) => Promise<File>;
};

/**
 * The tenant's review of a laudo: rooms and items with state, notes and photos, the period
 * (“até dd/mm/aaaa”), “Aceitar laudo” with a confirmation and “Contestar” per item. After the last
 * day the buttons go; the server's 409 is shown as it says it.
 */
function LaudoRevisao({
  vistoria: v,
  hoje,
  erro,
  onAceitar,
  onContestar,
  onBaixarLaudo,
  onVoltar,
  lerFoto,
  comprimir,
}: LaudoRevisaoProps) {
  const [confirmar, setConfirmar] = useState(false);
  const [aceitando, setAceitando] = useState(false);
  const [contestando, setContestando] = useState<ItemVistoria | null>(null);
  const noPrazo = podeContestar(hoje, v.prazoRevisaoAte);
  const revisavel = noPrazo && (v.status === 'em_revisao' || v.status === 'contestada');
  const tipo = MSG_VISTORIAS.tipos[v.tipo];

  const aceitar = async () => {
    setAceitando(true);
    try {
      await onAceitar();
    } catch {
      // The app shows the server's message as `erro`; the dialog just closes.
    } finally {
      setAceitando(false);
      setConfirmar(false);
    }
  };

  return (
    <section className="grid gap-4" aria-label={T.titulo(tipo, v.contratoNumero)}>
      {onVoltar ? (
        <Button variant="link" className="h-auto justify-self-start p-0" onClick={onVoltar}>
          <ArrowLeft className="size-4" aria-hidden />
          {T.voltar}
        </Button>
      ) : null}
      <header className="grid gap-2">
        <h2 className="text-xl font-semibold">{T.titulo(tipo, v.contratoNumero)}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{MSG_VISTORIAS.statusLocatario[v.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {T.realizada(v.vistoriadorNome, formatData(v.concluidaEm ?? v.realizadaEm))}
        </p>
        {v.prazoRevisaoAte ? (
          <p className="text-sm font-medium">
            {noPrazo
              ? T.prazo(formatData(v.prazoRevisaoAte))
              : T.prazoEncerrado(formatData(v.prazoRevisaoAte))}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          {v.laudo && onBaixarLaudo ? (
            <Button variant="outline" className="min-h-11" onClick={onBaixarLaudo}>
              <FileText className="size-4" aria-hidden />
              {T.laudoPdf}
            </Button>
          ) : null}
          {revisavel && v.status === 'em_revisao' ? (
            <Button className="min-h-11" onClick={() => setConfirmar(true)}>
              {T.aceitar}
            </Button>
          ) : null}
        </div>
      </header>
      {erro ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {erro}
        </p>
      ) : null}
      {v.ambientes.map((a) => (
        <Card key={a.id}>
          <CardHeader>
            <CardTitle>{a.nome}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul>
              {a.itens.map((item) => (
                <ItemLaudo
                  key={item.id}
                  item={item}
                  lerFoto={lerFoto}
                  onContestar={revisavel ? setContestando : undefined}
                />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
      <AlertDialog open={confirmar} onOpenChange={(aberto) => (aceitando ? undefined : setConfirmar(aberto))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{T.aceitarTitulo}</AlertDialogTitle>
            <AlertDialogDescription>{T.aceitarDescricao}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={aceitando}>{T.cancelar}</AlertDialogCancel>
            <AlertDialogAction
              disabled={aceitando}
              aria-busy={aceitando || undefined}
              onClick={(e) => {
                // Stays open until the server answers.
                e.preventDefault();
                void aceitar();
              }}
            >
              {aceitando ? <Spinner className="size-4" /> : null}
              {T.confirmarAceite}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ContestarItem
        item={contestando}
        onFechar={() => setContestando(null)}
        comprimir={comprimir}
        onEnviar={(texto, fotos) =>
          contestando ? onContestar(contestando, texto, fotos) : Promise.resolve()
        }
      />
    </section>
  );
}

export { LaudoRevisao };
export type { LaudoRevisaoProps };
