import type { Arquivo } from '@morada/api-client';
import { MSG } from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import { useState } from 'react';
import { toastErro } from './notificar';

/**
 * A file fetched with the session's token and saved, with the key of what is downloading (for
 * the views' busy buttons) and the server's message in a toast when it refuses.
 */
export const useArquivo = () => {
  const [baixando, setBaixando] = useState<string | null>(null);
  const baixar = async (
    chave: string,
    ler: () => Promise<Arquivo>,
    padrao: string,
    falha: string,
    acao: string,
  ) => {
    setBaixando(chave);
    try {
      const { blob, nomeArquivo } = await ler();
      baixarArquivo(blob, nomeArquivo ?? padrao);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, falha, acao);
    } finally {
      setBaixando(null);
    }
  };
  return { baixando, baixar };
};
