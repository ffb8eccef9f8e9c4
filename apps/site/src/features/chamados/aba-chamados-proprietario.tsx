import { chamadosSite, isApiError, useChamadosProprietario } from '@morada/api-client/site';
import { MSG_CHAMADOS_UI, type AprovacaoChamado } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { useState } from 'react';
import { useDownloads } from '../downloads/use-downloads';
import { ChamadosProprietarioComFotos } from './lista-proprietario-com-fotos';

const T = MSG_CHAMADOS_UI.avisos;

/**
 * The owner's Chamados tab, loaded when he opens it (sob-demanda.tsx). After an answer, or a refusal by the server (409: it no longer
 * waits), the list is read again.
 */
export function AbaChamadosProprietario() {
  const lista = useChamadosProprietario();
  const [respondendoId, setRespondendoId] = useState<string | null>(null);
  const { baixandoId, baixar } = useDownloads();

  const responder = async (id: string, resposta: AprovacaoChamado) => {
    setRespondendoId(id);
    try {
      const chamado = await chamadosSite.proprietario.responder(id, resposta);
      toast({ title: (resposta.aprovar ? T.aprovado : T.recusado)(chamado.numero), variant: 'success' });
    } catch (e) {
      toast({
        title: T.falhaResponder,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
      });
      throw e;
    } finally {
      setRespondendoId(null);
      await lista.mutate();
    }
  };

  return (
    <ChamadosProprietarioComFotos
      chamados={lista.data}
      erro={lista.error?.mensagem}
      onRetry={() => void lista.mutate()}
      onResponder={responder}
      respondendoId={respondendoId}
      onBaixarComprovante={(c) =>
        void baixar(
          c.id,
          () => chamadosSite.proprietario.comprovante(c.id),
          c.comprovante?.nome ?? 'comprovante',
          MSG_CHAMADOS_UI.detalhe.falhaComprovante,
        )
      }
      baixandoComprovanteId={baixandoId}
    />
  );
}
