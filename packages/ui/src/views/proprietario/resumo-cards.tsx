import { TriangleAlert } from 'lucide-react';
import { formatBRL, formatCompetencia, formatData, MSG_PROPRIETARIO_UI } from '@morada/domain';
import type { ReactNode } from 'react';
import type { ResumoProprietario } from './resumo';

const R = MSG_PROPRIETARIO_UI.resumo;

function ResumoCard({ rotulo, valor, detalhe }: { rotulo: string; valor: ReactNode; detalhe?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{rotulo}</dt>
      <dd className="mt-1 text-xl font-bold break-words sm:text-2xl">{valor}</dd>
      {detalhe ? <dd className="mt-1 text-xs text-muted-foreground">{detalhe}</dd> : null}
    </div>
  );
}

/** An amount that never breaks between "R$" and its number (a narrow card at 375 px would). */
const Reais = ({ valor }: { valor: number }) => <span className="whitespace-nowrap">{formatBRL(valor)}</span>;

/**
 * Imóveis, contratos ativos, recebido no mês and the next repasse, two by two on phones; under
 * them, the month whose expenses exceeded its rent, when there is one.
 */
function ResumoCards({ resumo }: { resumo: ResumoProprietario }) {
  const proximo = resumo.proximoRepasse;
  const saldo = resumo.saldoNegativo;
  return (
    <div className="space-y-3">
      <dl data-slot="proprietario-resumo" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ResumoCard rotulo={R.imoveis} valor={resumo.imoveis} />
        <ResumoCard rotulo={R.contratosAtivos} valor={resumo.contratosAtivos} />
        <ResumoCard rotulo={R.recebidoNoMes} valor={<Reais valor={resumo.recebidoNoMes} />} />
        <ResumoCard
          rotulo={R.proximoRepasse}
          valor={proximo ? <Reais valor={proximo.valor} /> : '—'}
          detalhe={
            proximo
              ? (proximo.emAtraso ? R.emAtrasoDesde : R.previstoPara)(formatData(proximo.dataPrevista))
              : resumo.temRepasseAberto
                ? R.nenhumPrevisto
                : R.nenhumRepasse
          }
        />
      </dl>
      {saldo ? (
        <p
          data-slot="proprietario-saldo-negativo"
          className="flex items-start gap-2 rounded-xl border border-border bg-card p-3 text-sm text-card-foreground shadow-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {R.saldoNegativo(
            formatCompetencia(saldo.mes),
            formatBRL(saldo.excedente),
            formatBRL(saldo.despesas),
          )}
        </p>
      ) : null}
    </div>
  );
}

export { ResumoCards };
