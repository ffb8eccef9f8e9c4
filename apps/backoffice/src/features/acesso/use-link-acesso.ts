import { api, invalidar, useConfiguracoes } from '@morada/api-client';
import { ACOES_API, AGENCIA, MSG_ACESSO, type LinkAcesso } from '@morada/domain';
import { useState } from 'react';
import { toastErro } from '../../lib/notificar';

/**
 * The access-link dialog shared by the users, contracts and inbox screens: issues a link for an
 * account (an invitation when pending, a reset link when active) and keeps it for the one time it
 * can be shown. `mostrar` opens a link the server already made (a contract that created its tenant).
 */
export function useLinkAcesso() {
  const { data: config } = useConfiguracoes();
  const [link, setLink] = useState<LinkAcesso | null>(null);
  const [aviso, setAviso] = useState<string | undefined>();
  const [gerando, setGerando] = useState<string | null>(null);

  /** `chave` marks the row whose button shows 'Gerando...' (a contract's id on the contracts screen). */
  const gerar = async (usuarioId: string, chave = usuarioId) => {
    setGerando(chave);
    try {
      const novo = await api.usuarios.linkAcesso(usuarioId);
      setLink(novo);
      setAviso(undefined);
      await invalidar('usuarios');
    } catch (e) {
      toastErro(e, MSG_ACESSO.erroGerarLink, MSG_ACESSO.erroGerarLink, ACOES_API.gerarLinkAcesso);
      throw e;
    } finally {
      setGerando(null);
    }
  };

  return {
    link,
    aviso,
    gerando,
    agencia: config?.nome ?? AGENCIA.nome,
    gerar,
    mostrar: (novo: LinkAcesso, texto?: string) => {
      setLink(novo);
      setAviso(texto);
    },
    fechar: () => {
      setLink(null);
      setAviso(undefined);
    },
  };
}
