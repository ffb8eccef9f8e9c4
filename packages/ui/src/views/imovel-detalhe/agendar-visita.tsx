import { lazy, Suspense, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { MSG_VISITAS_UI } from '@morada/domain';
import { Button } from '../../components/button';
import type { AgendamentoVisita } from './agendar-visita-dialog';

// The dialog (its form, zod and Radix Dialog) loads on the first press: the property page ships no
// form code before interaction (DESIGN §9). A press before hydration is a <button>: the page's loader
// holds it and replays it once React owns the page.
const AgendarVisitaDialogTardio = lazy(() =>
  import('./agendar-visita-dialog').then((m) => ({ default: m.AgendarVisitaDialog })),
);

/** “Agendar visita” in the broker box, and the dialog it opens (the free slots load on opening). */
function AgendarVisitaBotao(props: AgendamentoVisita) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its closing animation afterwards.
  const [montado, setMontado] = useState(false);
  if (open && !montado) setMontado(true);
  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          setOpen(true);
          props.onCarregar();
        }}
      >
        <CalendarDays aria-hidden />
        {MSG_VISITAS_UI.agendar.botao}
      </Button>
      {montado ? (
        <Suspense>
          <AgendarVisitaDialogTardio open={open} onOpenChange={setOpen} {...props} />
        </Suspense>
      ) : null}
    </>
  );
}

export { AgendarVisitaBotao };
