import {
  isApiError,
  useComparacaoVistoria,
  useVistoriaRevisao,
  vistoriasRevisaoAdmin,
} from '@morada/api-client';
import { MSG_VISTORIAS, MSG_VISTORIAS_REVISAO_ADMIN_UI } from '@morada/domain';
import { RevisaoAdmin, type LerFoto } from '@morada/ui/views/vistoria-revisao';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { toastSucesso } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

const T = MSG_VISTORIAS_REVISAO_ADMIN_UI;

/** The server's message, so the view shows it under the form that was refused. */
const comMensagem = (e: unknown, padrao: string) => new Error(isApiError(e) ? e.mensagem : padrao);

/**
 * /admin/vistorias/:id/revisao: the tenant's contests to answer and, for a concluded saída, the
 * comparison with the entrada and the damages the rescisão's settlement reads.
 */
export function VistoriaRevisaoPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vistoria = useVistoriaRevisao(id);
  const v = vistoria.data;
  const comparar = v && v.tipo === 'saida' && v.status !== 'em_andamento';
  const comparacao = useComparacaoVistoria(comparar ? id : undefined);
  const { baixar } = useArquivo();

  const lerFoto = useCallback<LerFoto>(
    async (foto) => (await vistoriasRevisaoAdmin.foto(id, foto.id)).blob,
    [id],
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
      <RevisaoAdmin
        vistoria={v}
        erro={vistoria.error && !v ? vistoria.error.mensagem : undefined}
        onRetry={() => void vistoria.mutate()}
        comparacao={comparacao.data}
        erroComparacao={comparacao.error?.mensagem}
        onRetryComparacao={() => void comparacao.mutate()}
        lerFoto={lerFoto}
        onVoltar={() => navigate(paths.vistoria.href(id))}
        onBaixarLaudo={() =>
          void baixar(
            id,
            () => vistoriasRevisaoAdmin.laudo(id),
            `laudo-${v?.contratoNumero ?? id}.pdf`,
            T.laudoPdf,
            MSG_VISTORIAS.acoes.obter,
          )
        }
        onResponder={async (item, resposta) => {
          try {
            await vistoriasRevisaoAdmin.responder(id, item.id, resposta);
            toastSucesso(T.contestacoes.enviada);
          } catch (e) {
            throw comMensagem(e, T.contestacoes.falha);
          }
        }}
        onSalvarDanos={async (danos) => {
          try {
            await vistoriasRevisaoAdmin.salvarDanos(id, danos);
            toastSucesso(T.danos.salvos);
          } catch (e) {
            throw comMensagem(e, T.danos.falha);
          }
        }}
      />
    </div>
  );
}
