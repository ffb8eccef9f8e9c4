import { formatBRL, formatData, MSG, type Vencimento } from '@morada/domain';
import { BellRing } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../button';
import { Card } from '../card';
import { Quadro } from '../card/quadro';
import { AppLink, useRotas } from '../link';

type DueDatesProps = Omit<ComponentProps<typeof Card>, 'children'> & {
  /** Os próximos vencimentos, com contrato, locatário, valor e data. */
  vencimentos: readonly Vencimento[];
  /** Envia o lembrete de vencimento ao locatário (DESIGN §2: notificação real e e-mail). */
  onLembrete: (vencimento: Vencimento) => void;
  /** `pagamentoId` do lembrete que está sendo enviado, para desabilitar o botão dele. */
  lembreteEnviando?: string | null;
};

function DueDates({ vencimentos, onLembrete, lembreteEnviando = null, className, ...props }: DueDatesProps) {
  const rotas = useRotas();
  const D = MSG.dashboard;
  return (
    <Quadro
      slot="due-dates"
      titulo={D.proximosVencimentos}
      rodape={
        <AppLink href={rotas.admin.contratos} className="text-sm font-medium text-primary hover:underline">
          {D.verContratos}
        </AppLink>
      }
      className={className}
      {...props}
    >
      {vencimentos.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {MSG.adminUi.dashboard.semVencimentos}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {vencimentos.map((v) => (
            <li key={v.pagamentoId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{v.contrato}</p>
                <p className="text-sm text-muted-foreground">{v.inquilino}</p>
              </div>
              <div className="text-right text-sm">
                <p className="font-medium">{formatBRL(v.valor)}</p>
                <p className="text-muted-foreground">{formatData(v.data)}</p>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => onLembrete(v)}
                disabled={lembreteEnviando === v.pagamentoId}
                aria-label={`${D.lembrete} — ${v.contrato}`}
              >
                <BellRing className="size-4" aria-hidden />
                {D.lembrete}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Quadro>
  );
}

export { DueDates };
