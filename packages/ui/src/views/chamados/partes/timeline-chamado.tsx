import { useId } from 'react';
import { formatDataHora, MSG_CHAMADOS_UI, type ChamadoEvento } from '@morada/domain';

const T = MSG_CHAMADOS_UI.detalhe;

/** A linha do tempo do chamado, do mais novo ao mais antigo: o que houve, quem fez e quando (hora de São Paulo). */
function TimelineChamado({ eventos }: { eventos: readonly ChamadoEvento[] }) {
  const id = useId();
  const ordenados = [...eventos].sort((a, b) => b.em.localeCompare(a.em));
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h3 id={id} className="text-base font-semibold">
        {T.historico}
      </h3>
      {ordenados.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.semEventos}</p>
      ) : (
        <ol aria-labelledby={id} className="grid gap-3 border-l pl-4">
          {ordenados.map((e, i) => (
            <li key={`${e.em}-${i}`} className="grid gap-0.5">
              <p>{e.texto}</p>
              <span className="text-xs text-muted-foreground">
                <time dateTime={e.em}>{formatDataHora(e.em)}</time> · {e.autor} ({T.porPapel[e.papel]})
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export { TimelineChamado };
