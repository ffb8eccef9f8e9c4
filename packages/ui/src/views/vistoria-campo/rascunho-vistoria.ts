import type { EstadoItem } from '@morada/domain';

/** What an item had typed and not yet saved. */
export type RascunhoItem = { estado: EstadoItem | null; observacao: string };
export type RascunhoVistoria = Record<string, RascunhoItem>;

/**
 * The inspector's unsaved typing, per vistoria, in localStorage: a lost connection, a closed tab or
 * a phone that reloads the page loses nothing typed. An item's entry goes once the server has it.
 */
export const chaveRascunhoVistoria = (vistoriaId: string) => `morada:rascunho-vistoria:${vistoriaId}`;

const armazenamento = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
};

export const lerRascunhoVistoria = (vistoriaId: string): RascunhoVistoria => {
  try {
    const texto = armazenamento()?.getItem(chaveRascunhoVistoria(vistoriaId));
    const valor: unknown = texto ? JSON.parse(texto) : undefined;
    return valor && typeof valor === 'object' ? (valor as RascunhoVistoria) : {};
  } catch {
    return {};
  }
};

/** Keeps (or, with undefined, drops) one item's unsaved values. */
export const gravarRascunhoItem = (vistoriaId: string, itemId: string, valores: RascunhoItem | undefined) => {
  try {
    const atual = lerRascunhoVistoria(vistoriaId);
    if (valores) atual[itemId] = valores;
    else delete atual[itemId];
    const chave = chaveRascunhoVistoria(vistoriaId);
    if (Object.keys(atual).length === 0) armazenamento()?.removeItem(chave);
    else armazenamento()?.setItem(chave, JSON.stringify(atual));
  } catch {
    // full or blocked: the screen still holds the values
  }
};

/** A rejection's text: the client's errors carry the server's sentence (a 409's reason). */
export const mensagemDoErro = (e: unknown, padrao: string) =>
  e instanceof Error && e.message ? e.message : padrao;
