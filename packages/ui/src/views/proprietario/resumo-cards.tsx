import { formatBRL, formatData, MSG_PROPRIETARIO_UI } from '@morada/domain';
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

/** Imóveis, contratos ativos, recebido no mês and the next repasse, two by two on phones. */
function ResumoCards({ resumo }: { resumo: ResumoProprietario }) {
  const proximo = resumo.proximoRepasse;
  return (
    <dl data-slot="proprietario-resumo" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ResumoCard rotulo={R.imoveis} valor={resumo.imoveis} />
      <ResumoCard rotulo={R.contratosAtivos} valor={resumo.contratosAtivos} />
      <ResumoCard rotulo={R.recebidoNoMes} valor={formatBRL(resumo.recebidoNoMes)} />
      <ResumoCard
        rotulo={R.proximoRepasse}
        valor={proximo ? formatBRL(proximo.totais.liquido) : '—'}
        detalhe={proximo ? R.previstoPara(formatData(proximo.dataPrevista)) : R.nenhumRepasse}
      />
    </dl>
  );
}

export { ResumoCards };
