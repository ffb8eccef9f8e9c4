import { formatBRL, formatData, MSG, MSG_COBRANCA_UI, type LancamentoAutomatico } from '@morada/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';

const T = MSG_COBRANCA_UI.conciliacao;

type ConciliarDialogProps = {
  /** The pending credit being matched (null: closed). */
  lancamento: LancamentoAutomatico | null;
  onOpenChange: (open: boolean) => void;
  /** Books the credit to the payment; rejects when refused (the app shows why and reloads). */
  onConciliar: (lancamento: LancamentoAutomatico, pagamentoId: string) => Promise<void>;
};

/**
 * “Conciliar”: the payment a pending credit belongs to, preselected with the matcher's suggestion
 * (the row's pagamentoId, the reason in its detalhe) or pasted by the admin; confirming books it.
 */
function ConciliarDialog({ lancamento, onOpenChange, onConciliar }: ConciliarDialogProps) {
  const [pagamentoId, setPagamentoId] = useState('');
  const [faltando, setFaltando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  // Each credit opens with its own suggestion (adjusted while rendering, not in an effect).
  const [aberto, setAberto] = useState(lancamento);
  if (lancamento !== aberto) {
    setAberto(lancamento);
    setPagamentoId(lancamento?.pagamentoId ?? '');
    setFaltando(false);
  }
  const sugerido = Boolean(lancamento?.pagamentoId);
  const valor = lancamento?.valor == null ? '—' : formatBRL(lancamento.valor);
  const data = lancamento?.data ? formatData(lancamento.data) : '—';

  return (
    <Dialog open={lancamento !== null} onOpenChange={(o) => !ocupado && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{T.conciliarTitulo}</DialogTitle>
          <DialogDescription>{T.conciliarDescricao(valor, data)}</DialogDescription>
        </DialogHeader>
        {lancamento?.detalhe ? <p className="text-sm text-muted-foreground">{lancamento.detalhe}</p> : null}
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const id = pagamentoId.trim();
            if (!lancamento || !id) {
              setFaltando(true);
              return;
            }
            setOcupado(true);
            try {
              await onConciliar(lancamento, id);
              onOpenChange(false);
            } catch {
              // The app shows why.
            } finally {
              setOcupado(false);
            }
          }}
        >
          <Field
            label={T.conciliarPagamento}
            htmlFor="conciliar-pagamento"
            hint={sugerido ? T.conciliarSugestao : T.conciliarSemSugestao}
            error={faltando && !pagamentoId.trim() ? T.conciliarObrigatorio : undefined}
          >
            <Input
              id="conciliar-pagamento"
              className="font-mono"
              autoComplete="off"
              value={pagamentoId}
              disabled={ocupado}
              onChange={(e) => setPagamentoId(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={ocupado}>
              {MSG.admin.cancelar}
            </Button>
            <Button type="submit" disabled={ocupado} aria-busy={ocupado || undefined}>
              {ocupado ? <Spinner className="size-4" /> : null}
              {ocupado ? T.conciliando : T.conciliarConfirmar}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { ConciliarDialog };
export type { ConciliarDialogProps };
