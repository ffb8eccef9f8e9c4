import { api, invalidarVistorias, useVistoria } from '@morada/api-client';
import { MSG_VISTORIAS, MSG_VISTORIAS_CAMPO_UI, type ItemVistoria, type Vistoria } from '@morada/domain';
import { VistoriaEditorView } from '@morada/ui/views/vistoria-campo';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useArquivo } from '../../lib/use-arquivo';
import { toastErro, toastSucesso } from '../../lib/notificar';

const A = MSG_VISTORIAS.acoes;

/** The vistoria with one item replaced by the server's answer (no re-read of the whole vistoria). */
const comItem = (v: Vistoria, item: ItemVistoria): Vistoria => ({
  ...v,
  ambientes: v.ambientes.map((a) => ({ ...a, itens: a.itens.map((i) => (i.id === item.id ? item : i)) })),
});

/** A private photo, read with the session (module-level: a stable callback for the thumbnails). */
export const lerFotoVistoria = (vistoriaId: string) => async (fotoId: string) =>
  (await api.vistorias.foto(vistoriaId, fotoId)).blob;

/**
 * /admin/vistorias/:id: the inspector's editor. Each save's answer goes straight into the cache, so
 * the counts and photos follow without re-reading the vistoria; a failure rejects and the view
 * shows it where it happened (the item, the rooms' form, the confirmation).
 */
export function VistoriaPage() {
  const { id = '' } = useParams();
  const vistoria = useVistoria(id);
  const v = vistoria.data;
  const arquivo = useArquivo();
  const carregarFoto = useMemo(() => lerFotoVistoria(id), [id]);
  const trocar = (item: ItemVistoria) =>
    vistoria.mutate((atual) => (atual ? comItem(atual, item) : atual), { revalidate: false });
  const guardar = (nova: Vistoria) => vistoria.mutate(nova, { revalidate: false });

  return (
    <VistoriaEditorView
      vistoria={v}
      erro={vistoria.error && !v ? vistoria.error.message : null}
      onRetry={() => void vistoria.mutate()}
      hrefVoltar={v ? paths.vistoriasContrato.href(v.contratoId, v.contratoNumero) : paths.contratos.href}
      onSalvarItem={async (itemId, corpo) => trocar(await api.vistorias.salvarItem(id, itemId, corpo))}
      onEnviarFotos={async (itemId, fotos, chave) => {
        const form = new FormData();
        for (const f of fotos) form.append('fotos', f);
        await trocar(await api.vistorias.enviarFotos(id, itemId, form, chave));
      }}
      onApagarFoto={async (fotoId) => {
        try {
          await api.vistorias.apagarFoto(id, fotoId);
        } catch (e) {
          toastErro(e, MSG_VISTORIAS_CAMPO_UI.item.fotos, A.apagarFoto, A.apagarFoto);
          throw e;
        }
        await vistoria.mutate();
      }}
      carregarFoto={carregarFoto}
      onBaixarLaudo={() =>
        void arquivo.baixar(
          id,
          () => api.vistorias.laudo(id),
          `laudo-${v?.contratoNumero ?? id}.pdf`,
          MSG_VISTORIAS_CAMPO_UI.editor.laudo,
          A.obter,
        )
      }
      onSalvarAmbientes={async (corpo) => guardar(await api.vistorias.salvarAmbientes(id, corpo))}
      onSalvarMedidoresChaves={async (corpo) => guardar(await api.vistorias.salvarMedidoresChaves(id, corpo))}
      onConcluir={async () => {
        const concluida = await api.vistorias.concluir(id);
        await guardar(concluida);
        toastSucesso(MSG_VISTORIAS_CAMPO_UI.conclusao.concluida, MSG_VISTORIAS.status[concluida.status]);
        await invalidarVistorias();
      }}
    />
  );
}
