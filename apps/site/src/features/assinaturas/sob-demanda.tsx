import { lazy, Suspense } from 'react';
import { MSG_PUBLICO } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';

/*
 * The pending signatures load their code when the documents are shown: the tenant area and the
 * owner portal keep their first chunk within 150 KB (decision 036), like the Chamados tabs; the
 * placeholder's text is the area's own, so the signatures' catalogue stays in the lazy chunk.
 */
const Pendentes = lazy(() => import('./pendentes').then((m) => ({ default: m.AssinaturasPendentes })));

/** "Assinaturas pendentes", loaded on demand. */
export function AssinaturasPendentesSobDemanda() {
  return (
    <Suspense fallback={<Spinner label={MSG_PUBLICO.guard.carregando} className="py-6" />}>
      <Pendentes />
    </Suspense>
  );
}
