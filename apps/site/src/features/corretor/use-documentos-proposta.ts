import { invalidar, isApiError, siteApi } from '@morada/api-client/site';
import { MSG_PROPOSTAS_UI, type DocumentoProposta } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import type { EnvioDocumento } from '@morada/ui/views/propostas';
import { useState } from 'react';

const T = MSG_PROPOSTAS_UI;

/**
 * A draft's documents: each attached file is an upload in `envios` until the server answers (then the
 * proposal is read again and shows it), or stays there with the server's reason when it fails.
 */
export const useDocumentosProposta = (propostaId: string | undefined, recarregar: () => Promise<unknown>) => {
  const [envios, setEnvios] = useState<EnvioDocumento[]>([]);
  const mudar = (id: string, m: Partial<EnvioDocumento> | null) =>
    setEnvios((lista) =>
      m ? lista.map((e) => (e.id === id ? { ...e, ...m } : e)) : lista.filter((e) => e.id !== id),
    );

  const onAnexar = async (arquivo: File, categoria: DocumentoProposta['categoria']) => {
    if (!propostaId) return;
    const id = `${Date.now()}-${arquivo.name}`;
    setEnvios((lista) => [...lista, { id, nome: arquivo.name, progresso: 0 }]);
    const form = new FormData();
    form.set('categoria', categoria);
    form.set('arquivo', arquivo);
    try {
      await siteApi.propostas.anexar(propostaId, form);
      await recarregar();
      mudar(id, null);
      toast({ title: T.sucesso.documento });
    } catch (e) {
      mudar(id, { erro: isApiError(e) ? e.mensagem : T.erros.documento });
    } finally {
      await invalidar('propostas');
    }
  };

  const onRemover = async (doc: DocumentoProposta) => {
    if (!propostaId) return;
    try {
      await siteApi.propostas.removerDocumento(propostaId, doc.id);
      await recarregar();
      toast({ title: T.sucesso.removido });
    } catch (e) {
      toast({
        title: T.erros.remover,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
      });
    } finally {
      await invalidar('propostas');
    }
  };

  return { envios, onAnexar, onRemover };
};
