import type { AlterarSenhaInput, RegistroInput, UsuarioSessao } from '@morada/domain';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { chaves } from './hooks-core';
import { siteApi } from './site-api';

/**
 * The public agency settings are the same for everyone: the site's footer reads them once
 * (revalidateOnFocus off) and stays mounted across sign-in, so dropping them left its Contato block
 * blank until a reload.
 */
const isLeituraPublica = (chave: unknown) =>
  Array.isArray(chave) && chave.length === 1 && chave[0] === chaves.configuracoes()[0];

/** Drops every cached read of the signed-in user so it never shows to the next (sign in / out). */
export const limparCache = () =>
  mutate((chave) => !isLeituraPublica(chave), undefined, { revalidate: false });

export type UseSession = {
  usuario: UsuarioSessao | null;
  /** True while the stored session is being restored (spec §4). */
  carregando: boolean;
  /** Throws ApiError (message per spec §8, or 'Resposta inválida da API de login.'). */
  entrar: (email: string, senha: string) => Promise<UsuarioSessao>;
  registrar: (dados: Omit<RegistroInput, 'perfil'>) => Promise<void>;
  sair: () => Promise<void>;
  /** First access by invitation: sets the password and signs in (throws ApiError). */
  aceitarConvite: (token: string, senha: string) => Promise<UsuarioSessao>;
  /** Throws ApiError (e.g. 400 with the field error of a wrong current password). */
  alterarSenha: (dados: AlterarSenhaInput) => Promise<UsuarioSessao>;
};

/**
 * The session in React: re-renders on sign in/out, on any 401 (which clears the storage) and on
 * changes made in another tab (the 'storage' event). Restores from localStorage on first mount.
 */
export const useSession = (): UseSession => {
  const sessao = siteApi.client.sessao;
  const estado = useSyncExternalStore(sessao.subscribe, sessao.getSnapshot, sessao.getSnapshot);

  useEffect(() => {
    if (sessao.getSnapshot().carregando) sessao.restaurar();
  }, [sessao]);

  const entrar = useCallback(async (email: string, senha: string) => {
    const usuario = await siteApi.sessao.entrar(email, senha);
    await limparCache();
    return usuario;
  }, []);
  const registrar = useCallback(
    (dados: Omit<RegistroInput, 'perfil'>) => siteApi.sessao.registrar(dados),
    [],
  );
  const aceitarConvite = useCallback(async (token: string, senha: string) => {
    const usuario = await siteApi.sessao.aceitarConvite(token, senha);
    await limparCache();
    return usuario;
  }, []);
  const alterarSenha = useCallback((dados: AlterarSenhaInput) => siteApi.sessao.alterarSenha(dados), []);
  const sair = useCallback(async () => {
    await siteApi.sessao.sair();
    await limparCache();
  }, []);

  return useMemo(
    () => ({
      usuario: estado.usuario,
      carregando: estado.carregando,
      entrar,
      registrar,
      sair,
      aceitarConvite,
      alterarSenha,
    }),
    [estado, entrar, registrar, sair, aceitarConvite, alterarSenha],
  );
};
