import {
  api,
  invalidarChamadosAdmin,
  isApiError,
  useLimiteAprovacao,
  useLimiteAprovacaoImovel,
} from '@morada/api-client';
import { MSG_CHAMADOS, MSG_CHAMADOS_ADMIN_UI, type LimiteFormSaida } from '@morada/domain';
import { LimiteAprovacaoCard } from '@morada/ui/views/admin-chamados';
import { errosDoServidor, toastErro } from '../../lib/notificar';

const T = MSG_CHAMADOS_ADMIN_UI.limite;
const A = MSG_CHAMADOS.acoes;

/** A refusal's field errors, or its message above the button; a lost connection also gets a toast. */
const errosDoErro = (e: unknown) =>
  errosDoServidor(e) ?? (isApiError(e) && e.status !== undefined ? { erro: e.mensagem } : undefined);

/** Saves through `chamar`; tells a failure; re-reads the limits and the chamados (their limit changed). */
const salvarCom = async (chamar: () => Promise<unknown>) => {
  try {
    await chamar();
  } catch (e) {
    if (!errosDoErro(e)) toastErro(e, T.erroSalvar, T.erroSalvar, A.salvarLimite);
    throw e;
  } finally {
    await invalidarChamadosAdmin();
  }
};

/** Configurações → the agency's approval limit: above it the owner approves a chamado's cost. */
export function LimiteAgenciaSecao() {
  const leitura = useLimiteAprovacao();
  return (
    <LimiteAprovacaoCard
      className="mx-auto max-w-4xl"
      alvo="agencia"
      limite={leitura.data}
      loadFailed={Boolean(leitura.error) && !leitura.data}
      onRetry={() => void leitura.mutate()}
      onSalvar={({ limiteCentavos }: LimiteFormSaida) =>
        salvarCom(() => api.chamados.admin.salvarLimite(limiteCentavos ?? 0))
      }
      errosDoErro={errosDoErro}
    />
  );
}

/** The property's page → its own approval limit, or the agency's. */
export function LimiteImovelSecao({ imovelId }: { imovelId: string }) {
  const leitura = useLimiteAprovacaoImovel(imovelId);
  return (
    <LimiteAprovacaoCard
      className="mx-auto mt-6 max-w-4xl"
      alvo="imovel"
      limite={leitura.data}
      loadFailed={Boolean(leitura.error) && !leitura.data}
      onRetry={() => void leitura.mutate()}
      onSalvar={({ limiteCentavos }: LimiteFormSaida) =>
        salvarCom(() => api.chamados.admin.salvarLimiteDoImovel(imovelId, limiteCentavos))
      }
      errosDoErro={errosDoErro}
    />
  );
}
