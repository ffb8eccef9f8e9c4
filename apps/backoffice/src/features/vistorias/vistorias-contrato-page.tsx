import { api, invalidarVistorias, useVistoriasContrato } from '@morada/api-client';
import { MSG_VISTORIAS, MSG_VISTORIAS_CAMPO_UI } from '@morada/domain';
import { VistoriasContratoView } from '@morada/ui/views/vistoria-campo';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { toastSucesso } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

/**
 * /admin/contratos/:id/vistorias: the contract's vistorias and the buttons that start the entry or
 * exit one; a started vistoria opens in the editor.
 */
export function VistoriasContratoPage() {
  const { id = '' } = useParams();
  const [busca] = useSearchParams();
  const navigate = useNavigate();
  const vistorias = useVistoriasContrato(id);
  const arquivo = useArquivo();
  const numero = vistorias.data?.[0]?.contratoNumero ?? busca.get('numero') ?? '';

  return (
    <VistoriasContratoView
      contratoNumero={numero}
      vistorias={vistorias.data}
      erro={vistorias.error && !vistorias.data ? vistorias.error.message : null}
      onRetry={() => void vistorias.mutate()}
      hrefVoltar={`${paths.contratos.href}?${new URLSearchParams({ busca: numero })}`}
      hrefVistoria={paths.vistoria.href}
      hrefRevisao={paths.vistoriaRevisao.href}
      onBaixarLaudo={(vistoriaId) =>
        void arquivo.baixar(
          vistoriaId,
          () => api.vistorias.laudo(vistoriaId),
          `laudo-${numero || vistoriaId}.pdf`,
          MSG_VISTORIAS_CAMPO_UI.editor.laudo,
          MSG_VISTORIAS.acoes.obter,
        )
      }
      onIniciar={async (tipo) => {
        // A 409 (already exists, entry not concluded) rejects: the view shows the server's sentence.
        const nova = await api.vistorias.iniciar({ contratoId: id, tipo });
        toastSucesso(MSG_VISTORIAS.tipos[tipo], MSG_VISTORIAS.status[nova.status]);
        await invalidarVistorias();
        navigate(paths.vistoria.route.replace(':id', nova.id));
      }}
    />
  );
}
