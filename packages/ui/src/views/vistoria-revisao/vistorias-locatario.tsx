import {
  formatData,
  MSG_VISTORIAS,
  MSG_VISTORIAS_REVISAO_UI,
  podeContestar,
  type Vistoria,
} from '@morada/domain';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Spinner } from '../../components/spinner';

const T = MSG_VISTORIAS_REVISAO_UI;

type VistoriasLocatarioProps = {
  /** GET /api/locatario/vistorias; `undefined` durante a carga. */
  vistorias: readonly Vistoria[] | undefined;
  hoje: string;
  erro?: string | undefined;
  onRetry?: () => void;
  onAbrir: (vistoria: Vistoria) => void;
};

/** The Vistoria tab: the concluded laudos of the tenant's contracts, each with its status and period. */
function VistoriasLocatario({ vistorias, hoje, erro, onRetry, onAbrir }: VistoriasLocatarioProps) {
  if (erro)
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-md border border-destructive/50 p-4"
      >
        <p className="text-sm text-destructive">{erro}</p>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {T.tentarNovamente}
          </Button>
        ) : null}
      </div>
    );
  if (!vistorias) return <Spinner label={T.carregando} className="py-6" />;
  if (vistorias.length === 0) return <p className="py-6 text-center text-muted-foreground">{T.vazio}</p>;
  return (
    <ul aria-label={T.lista} className="grid gap-3">
      {vistorias.map((v) => {
        const tipo = MSG_VISTORIAS.tipos[v.tipo];
        const aberta = v.status === 'em_revisao' && podeContestar(hoje, v.prazoRevisaoAte);
        return (
          <li key={v.id}>
            <Card>
              <CardHeader>
                <CardTitle>{T.titulo(tipo, v.contratoNumero)}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <div className="flex flex-wrap gap-2">
                  <Badge variant={aberta ? 'warning' : 'outline'}>
                    {MSG_VISTORIAS.statusLocatario[v.status]}
                  </Badge>
                </div>
                {aberta && v.prazoRevisaoAte ? (
                  <p className="text-sm font-medium">{T.prazo(formatData(v.prazoRevisaoAte))}</p>
                ) : null}
                <Button
                  className="min-h-11 w-full sm:w-fit"
                  variant={aberta ? 'default' : 'outline'}
                  aria-label={`${aberta ? T.abrir : T.verLaudo}: ${tipo}`}
                  onClick={() => onAbrir(v)}
                >
                  {aberta ? T.abrir : T.verLaudo}
                </Button>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export { VistoriasLocatario };
export type { VistoriasLocatarioProps };
