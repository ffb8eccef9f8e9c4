import { Plus } from 'lucide-react';
import { formatData, MSG_CHAMADOS, MSG_CHAMADOS_UI, type Chamado } from '@morada/domain';
import { Button } from '../../components/button';
import { EstadoCarga, Vazio } from './estado-carga';
import { StatusChamadoBadge, UrgenciaBadge } from './partes';

const T = MSG_CHAMADOS_UI;

type ChamadosListaProps = {
  /** Os chamados do inquilino, mais recentes primeiro; `undefined` enquanto carregam. */
  chamados: readonly Chamado[] | undefined;
  /** Falha ao carregar: a mensagem com “Tentar novamente”. */
  erro?: string | null;
  /** “Tentar novamente” depois de uma falha. */
  onRetry?: () => void;
  /** “Abrir chamado”. */
  onAbrir?: () => void;
  /** Um chamado foi escolhido: o app mostra o detalhe. */
  onVer: (chamado: Chamado) => void;
};

/** Os chamados do inquilino: o status nas palavras dele, a urgência e a data de abertura; “Abrir chamado” no topo. */
function ChamadosLista({ chamados, erro, onRetry, onAbrir, onVer }: ChamadosListaProps) {
  return (
    <section className="grid gap-4" aria-label={T.titulo}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{T.titulo}</h2>
        {onAbrir ? (
          <Button type="button" onClick={onAbrir} className="w-full sm:w-auto">
            <Plus aria-hidden />
            {T.abrir}
          </Button>
        ) : null}
      </div>
      <EstadoCarga dados={chamados} erro={erro} onRetry={onRetry} carregando={T.carregando}>
        {(lista) =>
          lista.length === 0 ? (
            <Vazio>{T.nenhum}</Vazio>
          ) : (
            <ul className="grid gap-3">
              {lista.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onVer(c)}
                    className="grid w-full gap-2 rounded-xl border border-border bg-card p-4 text-left transition-colors hover:bg-accent"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">
                        {T.numero(c.numero)} · {MSG_CHAMADOS.categorias[c.categoria]}
                      </span>
                      <StatusChamadoBadge status={c.status} publico="locatario" />
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">{c.descricao}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <UrgenciaBadge urgencia={c.urgencia} />
                      {T.abertoEm(formatData(c.abertoEm))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </EstadoCarga>
    </section>
  );
}

export { ChamadosLista };
export type { ChamadosListaProps };
