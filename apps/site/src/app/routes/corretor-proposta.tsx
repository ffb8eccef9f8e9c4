import { invalidar, isApiError, siteApi, useProposta } from '@morada/api-client/site';
import { MSG_PROPOSTAS_UI } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { PropostaDetalheView } from '@morada/ui/views/propostas';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequirePerfil } from '../../features/auth/require-perfil';
import { baixarDocumentoAoClicar, hrefDocumentoProposta } from '../../features/corretor/baixar-documento';

const T = MSG_PROPOSTAS_UI;

/**
 * /corretor/propostas/:id: one of the corretor's proposals — its status (the reason if refused, the
 * contract if approved), the ficha or the sale, the documents to download; a draft can be edited or
 * sent, a draft or a sent one cancelled. After each action the proposals (and leads) are read again.
 */
function PropostaDoCorretor() {
  const { id = '' } = useParams();
  const proposta = useProposta(id);
  const [ocupado, setOcupado] = useState<'enviando' | 'cancelando' | null>(null);
  const naoEncontrada = proposta.error?.status === 404;

  const agir = async (
    qual: 'enviando' | 'cancelando',
    fazer: () => Promise<unknown>,
    ok: string,
    erro: string,
  ) => {
    setOcupado(qual);
    try {
      await fazer();
      toast({ title: ok });
    } catch (e) {
      toast({ title: erro, description: isApiError(e) ? e.mensagem : undefined, variant: 'destructive' });
      throw e;
    } finally {
      await Promise.all([invalidar('propostas'), invalidar('leads')]);
      setOcupado(null);
    }
  };

  return (
    <div className="mx-auto grid max-w-3xl px-4 py-6 sm:py-10" onClickCapture={baixarDocumentoAoClicar}>
      <PropostaDetalheView
        proposta={proposta.data}
        naoEncontrada={naoEncontrada}
        erroCarregar={proposta.error && !naoEncontrada && !proposta.data ? T.detalhe.erroCarregar : null}
        onRetry={() => void proposta.mutate()}
        hrefVoltar={paths.propostasCorretor}
        hrefDocumento={hrefDocumentoProposta(id)}
        hrefEditar={paths.editarPropostaCorretor(id)}
        ocupado={ocupado}
        onEnviar={() =>
          void agir('enviando', () => siteApi.propostas.enviar(id), T.sucesso.enviada, T.erros.enviar).catch(
            () => undefined,
          )
        }
        onCancelar={(motivo) =>
          agir(
            'cancelando',
            () => siteApi.propostas.cancelar(id, motivo),
            T.sucesso.cancelada,
            T.erros.cancelar,
          )
        }
      />
    </div>
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="corretor">
      <PropostaDoCorretor />
    </RequirePerfil>
  );
}
