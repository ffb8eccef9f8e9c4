import {
  api,
  invalidarChamadosAdmin,
  isApiError,
  lerFotoChamado,
  useChamadoAdmin,
  usePrestadores,
} from '@morada/api-client';
import { MSG_CHAMADOS, MSG_CHAMADOS_UI, type Chamado } from '@morada/domain';
import { AdminChamadoDetalheView } from '@morada/ui/views/admin-chamados';
import { LeitorFotosChamado } from '@morada/ui/views/chamados';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

const A = MSG_CHAMADOS.acoes;

/** A refusal's field errors, or its message under no field (shown above the form's button). */
const errosDoErro = (e: unknown) =>
  errosDoServidor(e) ?? (isApiError(e) && e.status !== undefined ? { erro: e.mensagem } : undefined);

/**
 * /admin/chamados/:id: one chamado's triage, execution, conclusion and cancellation. After every
 * change the chamado, the lists and the prestadores are read again.
 */
export function ChamadoPage() {
  const { id = '' } = useParams();
  const chamado = useChamadoAdmin(id);
  const prestadores = usePrestadores();
  const titulo = MSG_CHAMADOS_UI.numero(chamado.data?.numero ?? 0);
  const { baixando, baixar } = useArquivo();

  /** Runs a change; tells the outcome; re-reads everything; rejects so the view keeps its form. */
  const fazer = async (acao: string, chamar: () => Promise<Chamado>, avisarErro = true) => {
    try {
      const r = await chamar();
      toastSucesso(titulo, MSG_CHAMADOS.status[r.status]);
      return r;
    } catch (e) {
      if (avisarErro) toastErro(e, acao, acao, acao);
      throw e;
    } finally {
      await invalidarChamadosAdmin();
    }
  };

  // The photos are private: the view reads them with the session through `lerFotoChamado`.
  return (
    <LeitorFotosChamado value={lerFotoChamado}>
      <AdminChamadoDetalheView
        chamado={chamado.data ?? null}
        loading={chamado.isLoading}
        loadFailed={!!chamado.error && !chamado.data}
        onRetry={() => void chamado.mutate()}
        prestadores={prestadores.data ?? []}
        hrefVoltar={paths.chamados.href}
        onTriar={(dados) => fazer(A.triar, () => api.chamados.admin.triar(id, dados), false)}
        onIniciar={() => fazer(A.iniciar, () => api.chamados.admin.iniciar(id))}
        onConcluir={({ arquivo, observacao }) => {
          const form = new FormData();
          form.set('arquivo', arquivo);
          if (observacao) form.set('observacao', observacao);
          return fazer(A.concluir, () => api.chamados.admin.concluir(id, form), false);
        }}
        onCancelar={(motivo) => fazer(A.cancelar, () => api.chamados.admin.cancelar(id, motivo), false)}
        errosDoErro={errosDoErro}
        onBaixarComprovante={() =>
          void baixar(
            id,
            () => api.chamados.admin.comprovante(id),
            chamado.data?.comprovante?.nome ?? 'comprovante',
            MSG_CHAMADOS_UI.detalhe.falhaComprovante,
            A.baixarComprovante,
          )
        }
        baixandoComprovante={baixando === id}
      />
    </LeitorFotosChamado>
  );
}
