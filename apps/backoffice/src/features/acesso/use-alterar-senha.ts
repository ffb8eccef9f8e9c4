import { isApiError, useSession } from '@morada/api-client';
import { ACOES_API, MSG_ACESSO, type AlterarSenhaInput } from '@morada/domain';
import { useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

/** 'Alterar senha' of the side menu: the session goes on with the token the server answers. */
export function useAlterarSenha() {
  const { alterarSenha } = useSession();
  const [erroSenhaAtual, setErroSenhaAtual] = useState<string | undefined>();
  const alterar = async (dados: AlterarSenhaInput) => {
    setErroSenhaAtual(undefined);
    try {
      await alterarSenha(dados);
    } catch (e) {
      setErroSenhaAtual(isApiError(e) ? e.errosPorCampo.senhaAtual : undefined);
      toastErro(e, MSG_ACESSO.erroAlterarSenha, MSG_ACESSO.erroAlterarSenha, ACOES_API.alterarSenha);
      throw e;
    }
    toastSucesso(MSG_ACESSO.senhaAlterada, MSG_ACESSO.senhaAlteradaDescricao);
  };
  return { alterar, erroSenhaAtual };
}
