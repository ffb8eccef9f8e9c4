import { MSG_PROPOSTAS_UI } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { lazy, Suspense } from 'react';

/*
 * The Propostas and Comissões tabs load their code when opened: the proposals' views and texts would
 * otherwise weigh on every visit to the corretor's area (his leads are what he opens first).
 */
const Propostas = lazy(() => import('./aba-propostas').then((m) => ({ default: m.AbaPropostas })));
const Comissoes = lazy(() => import('./aba-comissoes').then((m) => ({ default: m.AbaComissoes })));

/** The corretor's Propostas tab, loaded when he opens it. */
export function AbaPropostasSobDemanda() {
  return (
    <Suspense fallback={<Spinner label={MSG_PROPOSTAS_UI.carregando} className="py-6" />}>
      <Propostas />
    </Suspense>
  );
}

/** The corretor's Comissões tab, loaded when he opens it. */
export function AbaComissoesSobDemanda() {
  return (
    <Suspense fallback={<Spinner label={MSG_PROPOSTAS_UI.comissoes.carregando} className="py-6" />}>
      <Comissoes />
    </Suspense>
  );
}
