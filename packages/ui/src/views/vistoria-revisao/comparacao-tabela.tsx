import { MSG_VISTORIAS, MSG_VISTORIAS_REVISAO_ADMIN_UI, type ItemComparado } from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { EstadoItemBadge } from './item-laudo';

const T = MSG_VISTORIAS_REVISAO_ADMIN_UI.comparacao;
const C = MSG_VISTORIAS.comparacao;

type ComparacaoTabelaProps = {
  /** GET /api/vistorias/{id}/comparacao; `undefined` durante a carga. */
  itens: readonly ItemComparado[] | undefined;
  erro?: string | undefined;
  onRetry?: () => void;
};

/** The exit vistoria item by item against the entry one: before, after, and the items that got worse. */
function ComparacaoTabela({ itens, erro, onRetry }: ComparacaoTabelaProps) {
  const pioraram = itens?.filter((i) => i.piorou).length ?? 0;
  return (
    <section className="grid gap-3" aria-labelledby="comparacao-titulo">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="comparacao-titulo" className="text-lg font-semibold">
          {T.titulo}
        </h2>
        {pioraram > 0 ? <Badge variant="red">{T.pioraram(pioraram)}</Badge> : null}
      </div>
      {erro ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm text-destructive">
          <p>{erro}</p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {MSG_VISTORIAS_REVISAO_ADMIN_UI.tentarNovamente}
            </Button>
          ) : null}
        </div>
      ) : !itens ? (
        <Spinner label={T.carregando} className="py-4" />
      ) : itens.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.vazia}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-2">
                  {T.item}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {T.antes}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {T.depois}
                </th>
                <th scope="col" className="py-2">
                  {T.situacao}
                </th>
              </tr>
            </thead>
            <tbody>
              {itens.map((i) => (
                <tr key={i.itemId} className="border-b border-border last:border-b-0">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    <span className="block text-xs text-muted-foreground">{i.ambiente}</span>
                    {i.item}
                  </th>
                  <td className="py-2 pr-2">
                    {i.antes === null ? (
                      <span className="text-xs">{C.novoNaSaida}</span>
                    ) : (
                      <EstadoItemBadge estado={i.antes} />
                    )}
                  </td>
                  <td className="py-2 pr-2">
                    <EstadoItemBadge estado={i.depois} />
                  </td>
                  <td className="py-2">
                    {i.piorou ? (
                      <Badge variant="red">{C.piorou}</Badge>
                    ) : (
                      <span className="text-muted-foreground">{C.igual}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export { ComparacaoTabela };
