import { formatBRL, formatData, MSG_PROPRIETARIO_UI, MSG_REPASSE, type Repasse } from '@morada/domain';

const C = MSG_REPASSE.colunas;
const R = MSG_PROPRIETARIO_UI.repasses;

type Valores = Pick<
  Repasse['totais'],
  'aluguel' | 'encargos' | 'repassados' | 'taxaAdministracao' | 'taxaIntermediacao' | 'liquido'
> & { despesas?: number };

/** Income first, deductions with a minus sign, the net last; zero-value fees are left out. */
function Valores({ valores }: { valores: Valores }) {
  const linhas: [string, number, boolean][] = [
    [C.aluguel, valores.aluguel, true],
    [C.encargos, valores.encargos, valores.encargos !== 0],
    [C.repassados, valores.repassados, valores.repassados !== 0],
    [C.taxaAdministracao, -valores.taxaAdministracao, true],
    [C.taxaIntermediacao, -valores.taxaIntermediacao, valores.taxaIntermediacao !== 0],
    [C.despesas, -(valores.despesas ?? 0), (valores.despesas ?? 0) !== 0],
  ];
  return (
    <dl className="grid gap-1 text-sm">
      {linhas
        .filter(([, , mostrar]) => mostrar)
        .map(([rotulo, valor]) => (
          <div key={rotulo} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{rotulo}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatBRL(valor)}</dd>
          </div>
        ))}
      <div className="flex justify-between gap-3 border-t border-border pt-1 font-semibold">
        <dt>{C.liquido}</dt>
        <dd className="whitespace-nowrap tabular-nums">{formatBRL(valores.liquido)}</dd>
      </div>
    </dl>
  );
}

/** The expanded part of a repasse: each contract's line, expenses, totals and the payment. */
function RepasseDetalhes({ repasse, id }: { repasse: Repasse; id: string }) {
  return (
    <div id={id} className="grid gap-4 border-t border-border pt-4 md:grid-cols-2">
      <section className="grid content-start gap-2">
        <h4 className="font-semibold">{R.porContrato}</h4>
        <ul className="grid gap-2">
          {repasse.linhas.map((l) => (
            <li key={l.contrato._id} className="rounded-lg border border-border bg-background p-3">
              <p className="font-medium">
                {l.contrato.numero} · {l.imovel}
              </p>
              <p className="mb-2 text-sm text-muted-foreground">
                {C.inquilino}: {l.inquilino}
              </p>
              <Valores valores={l} />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid content-start gap-4">
        <section className="grid content-start gap-2">
          <h4 className="font-semibold">{R.despesasTitulo}</h4>
          {repasse.despesas.length === 0 ? (
            <p className="text-sm text-muted-foreground">{R.semDespesas}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {repasse.despesas.map((d) => (
                <li key={d._id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {formatData(d.data)} · {d.descricao}
                    <span className="block text-xs text-muted-foreground">{d.imovel.titulo}</span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">{formatBRL(d.valor)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="grid gap-2 rounded-lg bg-muted/50 p-3">
          <h4 className="font-semibold">{R.totais}</h4>
          <Valores valores={repasse.totais} />
          {repasse.aReceber > 0 ? (
            <p className="text-sm text-muted-foreground">
              {R.aReceber}: {formatBRL(repasse.aReceber)}
            </p>
          ) : null}
        </section>
        {repasse.pagamento ? (
          <p className="text-sm">
            {R.pagoEm(formatData(repasse.pagamento.data), MSG_REPASSE.meios[repasse.pagamento.meio])}
            {repasse.pagamento.comprovante ? (
              <span className="block break-all text-muted-foreground">
                {R.comprovante}: {repasse.pagamento.comprovante}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export { RepasseDetalhes };
