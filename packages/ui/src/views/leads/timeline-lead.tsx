import { useId } from 'react';
import { formatDataHora, MSG_LEADS, MSG_LEADS_UI, type LeadEvento } from '@morada/domain';

const T = MSG_LEADS_UI.detalhe;

/** O histórico do lead, do mais novo ao mais antigo: o tipo, o texto, quem fez e quando (hora de São Paulo). */
function TimelineLead({ eventos }: { eventos: readonly LeadEvento[] }) {
  const id = useId();
  const ordenados = [...eventos].sort((a, b) => b.em.localeCompare(a.em));
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {T.historico}
      </h2>
      {ordenados.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.semEventos}</p>
      ) : (
        <ol className="grid gap-3 border-l pl-4">
          {ordenados.map((e) => (
            <li key={e.id} className="grid gap-0.5">
              <span className="text-sm font-semibold">{MSG_LEADS.eventos[e.tipo]}</span>
              <p className="whitespace-pre-line">{e.texto}</p>
              <span className="text-xs text-muted-foreground">
                <time dateTime={e.em}>{formatDataHora(e.em)}</time> ·{' '}
                {e.autorNome ? T.porAutor(e.autorNome) : T.sistema}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export { TimelineLead };
