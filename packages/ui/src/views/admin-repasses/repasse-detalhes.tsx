import {
  formatBRL,
  formatData,
  MSG_REPASSE,
  MSG_REPASSE_UI,
  type Despesa,
  type LinhaRepasse,
  type Repasse,
} from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { BotaoDownload, chaveComprovante, chaveExtrato } from '../proprietario/botao-download';

const T = MSG_REPASSE_UI.detalhes;
const E = MSG_REPASSE_UI.extrato;
const COL = MSG_REPASSE.colunas;

type RepasseDetalhesProps = {
  repasse: Repasse;
  /** Asks to remove an open expense (the view confirms first). */
  onRemover: (despesa: Despesa) => void;
  ocupado: boolean;
  id?: string;
  /** The owner's statement of this repasse; without it no download is offered. */
  onBaixarExtrato?: ((repasse: Repasse, formato: 'pdf' | 'csv') => Promise<void> | void) | undefined;
  /** Key of what is downloading (chaveExtrato): that button spins and waits. */
  baixando?: string | null | undefined;
  /** Downloads an expense's receipt (GET /api/despesas/:id/arquivo); without it the name is shown. */
  onBaixarComprovante?: ((despesa: Despesa) => Promise<void> | void) | undefined;
};

/** A repasse opened: each contract's part, the expenses deducted and, once paid, the payment. */
function RepasseDetalhes({
  repasse: r,
  onRemover,
  ocupado,
  id,
  onBaixarExtrato,
  baixando,
  onBaixarComprovante,
}: RepasseDetalhesProps) {
  return (
    <div id={id} data-slot="repasse-detalhes" className="min-w-0 space-y-4 text-sm">
      <section className="space-y-2">
        <h3 className="font-semibold">{T.contratos}</h3>
        {r.linhas.length === 0 ? <p className="text-muted-foreground">{T.semLinhas}</p> : null}
        <ul className="space-y-2">
          {r.linhas.map((l) => (
            <LinhaDoContrato key={l.contrato._id} linha={l} />
          ))}
        </ul>
        {r.aReceber > 0 ? <p className="text-muted-foreground">{T.aReceber(formatBRL(r.aReceber))}</p> : null}
      </section>
      <section className="space-y-2">
        <h3 className="font-semibold">{T.despesas}</h3>
        {r.despesas.length === 0 ? <p className="text-muted-foreground">{T.semDespesas}</p> : null}
        <ul className="space-y-2">
          {r.despesas.map((d) => (
            <li
              key={d._id}
              className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="font-medium break-words">{d.descricao}</div>
                <div className="text-xs text-muted-foreground">
                  {formatData(d.data)} · {d.imovel.titulo}
                </div>
                {d.arquivoNome && onBaixarComprovante ? (
                  <BotaoDownload
                    variant="link"
                    className="h-auto px-0 text-xs break-all whitespace-normal"
                    baixando={baixando === chaveComprovante(d._id)}
                    onClick={() => void onBaixarComprovante(d)}
                  >
                    {T.arquivo(d.arquivoNome)}
                  </BotaoDownload>
                ) : d.arquivoNome ? (
                  <div className="text-xs break-all text-muted-foreground">{T.arquivo(d.arquivoNome)}</div>
                ) : null}
              </div>
              <div className="flex items-center gap-3 sm:justify-end">
                <span className="font-medium whitespace-nowrap tabular-nums">{formatBRL(d.valor)}</span>
                {d.repasseId ? (
                  <Badge variant="gray">{T.descontada}</Badge>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={T.removerDe(d.descricao)}
                    disabled={ocupado}
                    onClick={() => onRemover(d)}
                  >
                    {T.remover}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {r.pagamento ? (
        <section className="space-y-1">
          <h3 className="font-semibold">{T.pagamento}</h3>
          <p>{T.pagoEm(formatData(r.pagamento.data), MSG_REPASSE.meios[r.pagamento.meio])}</p>
          <p className="break-all text-muted-foreground">
            {r.pagamento.comprovante ? T.comprovante(r.pagamento.comprovante) : T.semComprovante}
          </p>
        </section>
      ) : null}
      {onBaixarExtrato ? (
        <section className="space-y-2">
          <h3 className="font-semibold">{E.titulo}</h3>
          <div role="group" aria-label={E.de(r.proprietario.nome)} className="flex flex-wrap gap-2">
            {(['pdf', 'csv'] as const).map((f) => (
              <BotaoDownload
                key={f}
                baixando={baixando === chaveExtrato(r._id, f)}
                onClick={() => void onBaixarExtrato(r, f)}
              >
                {f === 'pdf' ? E.pdf : E.csv}
              </BotaoDownload>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** One contract's figures as label/value pairs: they fold into two columns on a phone. */
function LinhaDoContrato({ linha: l }: { linha: LinhaRepasse }) {
  const valores = [
    { rotulo: COL.aluguel, valor: l.aluguel },
    { rotulo: COL.encargos, valor: l.encargos },
    { rotulo: COL.repassados, valor: l.repassados },
    { rotulo: T.taxas, valor: l.taxaAdministracao + l.taxaIntermediacao },
    { rotulo: T.liquido, valor: l.liquido },
  ];
  return (
    <li className="rounded-md border border-border p-3">
      <div className="font-medium">{T.contrato(l.contrato.numero)}</div>
      <div className="text-xs text-muted-foreground">
        {COL.imovel}: {l.imovel} · {COL.inquilino}: {l.inquilino}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        {valores.map(({ rotulo, valor }) => (
          <div key={rotulo} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{rotulo}</dt>
            <dd className="tabular-nums">{formatBRL(valor)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export { RepasseDetalhes };
export type { RepasseDetalhesProps };
