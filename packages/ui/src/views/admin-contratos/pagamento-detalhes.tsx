import { formatBRL, formatData, MSG_FINANCEIRO, type Pagamento } from '@morada/domain';

const F = MSG_FINANCEIRO;
const C = F.componentes;

/** The month's composition as lines: the rent always, the other parts when present. */
const linhasComposicao = (p: Pagamento): [string, string][] => {
  const { aluguel, condominio, iptu, outros, desconto } = p.composicao;
  const linhas: [string, string][] = [[C.aluguel, formatBRL(aluguel)]];
  if (desconto > 0) linhas.push([C.desconto, F.dialogo.desconto(formatBRL(desconto))]);
  if (condominio > 0) linhas.push([C.condominio, formatBRL(condominio)]);
  if (iptu > 0) linhas.push([C.iptu, formatBRL(iptu)]);
  if (outros > 0) linhas.push([C.outros, formatBRL(outros)]);
  // Open: due today; settled: what was paid (Pagamento.multa/juros).
  if (p.multa > 0) linhas.push([C.multa, formatBRL(p.multa)]);
  if (p.juros > 0) linhas.push([C.juros, formatBRL(p.juros)]);
  return linhas;
};

/** What a payment is made of and every amount received for it (date, means, value). */
function PagamentoDetalhes({ pagamento }: { pagamento: Pagamento }) {
  return (
    <div data-slot="pagamento-detalhes" className="grid gap-4 text-sm sm:grid-cols-2">
      <section>
        <h3 className="mb-1 font-semibold">{F.dialogo.composicao}</h3>
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-0.5">
          {linhasComposicao(pagamento).map(([rotulo, valor]) => (
            <div key={rotulo} className="contents">
              <dt className="text-muted-foreground">{rotulo}</dt>
              <dd className="text-right whitespace-nowrap tabular-nums">{valor}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3 className="mb-1 font-semibold">{F.dialogo.recebimentos}</h3>
        {pagamento.recebimentos.length === 0 ? (
          <p className="text-muted-foreground">{F.dialogo.semRecebimentos}</p>
        ) : (
          <ul className="space-y-0.5">
            {pagamento.recebimentos.map((r) => (
              <li key={r.id} className="tabular-nums">
                {F.reciboRecebimento(formatData(r.data), F.meios[r.meio], formatBRL(r.valor))}
              </li>
            ))}
          </ul>
        )}
        {pagamento.valorPago !== null && pagamento.recebimentos.length > 1 ? (
          <p className="mt-1 font-medium">{F.dialogo.recebido(formatBRL(pagamento.valorPago))}</p>
        ) : null}
      </section>
    </div>
  );
}

export { PagamentoDetalhes };
