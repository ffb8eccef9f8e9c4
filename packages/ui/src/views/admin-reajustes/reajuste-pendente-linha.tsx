import {
  formatBRL,
  formatData,
  formatPercentualReajuste,
  INDICE_REAJUSTE_INFO,
  motivoAguardandoIndice,
  MSG_REAJUSTE,
  periodoDosMeses,
  type ReajustePendente,
} from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { TableCell, TableRow } from '../../components/table';

const T = MSG_REAJUSTE.adminUi.pendentes;
const VAZIO = '—';

const valor = (reais: number | null) => (reais === null ? VAZIO : formatBRL(reais));

type ReajustePendenteLinhaProps = {
  reajuste: ReajustePendente;
  selecionado: boolean;
  onSelecionar: (selecionado: boolean) => void;
  onAplicar: () => void;
  /** Waives it (and its contract's earlier pending ones); offered whatever the status. */
  onDispensar?: (() => void) | undefined;
  /** An application is under way: no second one. */
  ocupado: boolean;
};

/** A row of 'Reajustes a aplicar': only a 'Pronto' one can be selected or applied. */
function ReajustePendenteLinha({
  reajuste: r,
  selecionado,
  onSelecionar,
  onAplicar,
  onDispensar,
  ocupado,
}: ReajustePendenteLinhaProps) {
  const pronto = r.status === 'pronto';
  return (
    <TableRow data-state={selecionado ? 'selected' : undefined}>
      <TableCell>
        <Checkbox
          aria-label={T.selecionar(r.contratoNumero)}
          checked={selecionado}
          disabled={!pronto || ocupado}
          onCheckedChange={(v) => onSelecionar(v === true)}
        />
      </TableCell>
      {/* Contract, tenant and property in one cell, so status and 'Aplicar' fit a laptop screen. */}
      <TableCell className="min-w-36">
        <div className="font-medium whitespace-nowrap">{r.contratoNumero}</div>
        <div>{r.inquilino.nome}</div>
        <div className="text-xs text-muted-foreground">{r.imovel.titulo}</div>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatData(r.aniversario)}</TableCell>
      <TableCell className="whitespace-nowrap">
        <div>{INDICE_REAJUSTE_INFO[r.indice].rotulo}</div>
        {r.meses.length > 0 ? (
          <div className="text-xs text-muted-foreground">{periodoDosMeses(r.meses)}</div>
        ) : null}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap tabular-nums">
        {r.variacaoAcumulada === null ? VAZIO : formatPercentualReajuste(r.variacaoAcumulada)}
      </TableCell>
      {/* Before → after on two lines when narrow (the new rent is unknown while the index is awaited). */}
      <TableCell className="min-w-28 tabular-nums">
        <span className="whitespace-nowrap">{valor(r.aluguelAtual)}</span> →{' '}
        <span className="whitespace-nowrap">{valor(r.aluguelNovo)}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatData(r.vigencia)}</TableCell>
      <TableCell className="min-w-36">
        <Badge variant={pronto ? 'green' : 'yellow'}>{MSG_REAJUSTE.status[r.status]}</Badge>
        {pronto ? null : (
          <div className="mt-1 text-xs text-muted-foreground">
            {motivoAguardandoIndice(r.indice, r.mesesSemIndice)}
          </div>
        )}
      </TableCell>
      <TableCell fixo="fim" className="space-y-1 text-right">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={T.aplicarContrato(r.contratoNumero)}
          disabled={!pronto || ocupado}
          onClick={onAplicar}
        >
          {T.aplicar}
        </Button>
        {onDispensar ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={T.dispensarContrato(r.contratoNumero, formatData(r.aniversario))}
            disabled={ocupado}
            onClick={onDispensar}
          >
            {T.dispensar}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

export { ReajustePendenteLinha };
