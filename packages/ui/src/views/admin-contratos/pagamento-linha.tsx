import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatDataHora,
  MSG,
  MSG_FINANCEIRO,
  type Pagamento,
  type ValorDevido,
} from '@morada/domain';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../components/badge';
import { Button, type ButtonProps } from '../../components/button';
import { StatusBadge } from '../../components/status-badge';
import { TableCell, TableRow } from '../../components/table';
import { cn } from '../../lib/cn';
import { PagamentoDetalhes } from './pagamento-detalhes';
import { RegistrarPagamentoForm, type PagarDados } from './registrar-pagamento-form';

const T = MSG.adminUi.contratos;
const F = MSG_FINANCEIRO;

/** Open with something already received: the rest is still due ('Parcial' + 'Saldo em aberto'). */
const isParcial = (p: Pagamento) =>
  (p.status === 'PENDING' || p.status === 'OVERDUE') && p.recebimentos.length > 0;

type PagamentoLinhaProps = {
  pagamento: Pagamento;
  /** Columns of the table, for the full-width row under the payment. */
  colunas: number;
  hoje: string;
  detalhesAbertos: boolean;
  /** Opens the full-width row, or closes it (and the form) when open. */
  onAlternarDetalhes: () => void;
  registrando: boolean;
  onRegistrar: () => void;
  onCancelarRegistro: () => void;
  onConfirmar: (dados: PagarDados) => Promise<unknown>;
  onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  enviandoCobranca: boolean;
  onEnviarCobranca: () => void;
};

/** A small text button of a month's row (register a payment, send the cobrança). */
function AcaoDoMes(props: Pick<ButtonProps, 'variant' | 'disabled' | 'onClick' | 'children'>) {
  return <Button type="button" size="sm" {...props} />;
}

/**
 * One month of a contract: the payment row, then (when asked) a full-width row with the
 * 'Registrar pagamento' form, the composition and the receipts.
 */
function PagamentoLinha({
  pagamento: p,
  colunas,
  hoje,
  detalhesAbertos,
  onAlternarDetalhes,
  registrando,
  onRegistrar,
  onCancelarRegistro,
  onConfirmar,
  onCalcularDevido,
  errosDoErro,
  enviandoCobranca,
  onEnviarCobranca,
}: PagamentoLinhaProps) {
  const idDetalhes = `${useId()}-detalhes`;
  const aberto = p.status === 'PENDING' || p.status === 'OVERDUE';
  const parcial = isParcial(p);
  const expandido = detalhesAbertos || registrando;
  return (
    <>
      <TableRow data-pagamento={p.competencia}>
        <TableCell>{formatCompetencia(p.competencia)}</TableCell>
        <TableCell>{formatData(p.vencimento)}</TableCell>
        <TableCell className="whitespace-nowrap">{formatBRL(p.valor)}</TableCell>
        <TableCell className="whitespace-nowrap">
          <div>{formatBRL(p.valorAtualizado)}</div>
          {parcial ? <div className="text-xs text-muted-foreground">{F.saldo}</div> : null}
        </TableCell>
        <TableCell>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={p.status} />
            {parcial ? <Badge variant="orange">{F.parcial}</Badge> : null}
            {p.dataPagamento ? (
              <span className="text-xs text-muted-foreground">{formatData(p.dataPagamento)}</span>
            ) : null}
          </div>
          {parcial && p.valorPago !== null ? (
            <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
              {F.dialogo.recebido(formatBRL(p.valorPago))}
            </div>
          ) : null}
        </TableCell>
        <TableCell fixo="fim">
          <div className="flex flex-wrap items-start justify-end gap-2 max-md:justify-start">
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-8"
              aria-label={F.dialogo.detalhes}
              title={F.dialogo.detalhes}
              aria-expanded={expandido}
              aria-controls={expandido ? idDetalhes : undefined}
              onClick={onAlternarDetalhes}
            >
              <ChevronDown
                className={cn('size-4 transition-transform', expandido && 'rotate-180')}
                aria-hidden
              />
            </Button>
            {aberto ? (
              <>
                <AcaoDoMes variant="outline" disabled={registrando} onClick={onRegistrar}>
                  {T.registrarPagamento}
                </AcaoDoMes>
                <div className="flex flex-col items-end gap-1 max-md:items-start">
                  <AcaoDoMes variant="ghost" disabled={enviandoCobranca} onClick={onEnviarCobranca}>
                    {T.enviarCobranca}
                  </AcaoDoMes>
                  {p.ultimaCobranca ? (
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {F.ultimaCobranca(formatDataHora(p.ultimaCobranca))}
                    </span>
                  ) : null}
                </div>
              </>
            ) : null}
          </div>
        </TableCell>
      </TableRow>
      {expandido ? (
        <TableRow data-pagamento-detalhes={p.competencia} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={colunas} className="p-0">
            {/* As wide as the visible part of the table (the dialog's content box: 100vw − 5rem up to
                61rem), and stuck to its left edge while the table scrolls sideways on a phone. */}
            <div id={idDetalhes} className="sticky left-0 max-w-[min(calc(100vw-5rem),61rem)] space-y-4 p-3">
              {registrando ? (
                <RegistrarPagamentoForm
                  pagamento={p}
                  hoje={hoje}
                  onCalcularDevido={onCalcularDevido}
                  onConfirmar={onConfirmar}
                  errosDoErro={errosDoErro}
                  onCancelar={onCancelarRegistro}
                />
              ) : null}
              <PagamentoDetalhes pagamento={p} />
            </div>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

export { isParcial, PagamentoLinha };
