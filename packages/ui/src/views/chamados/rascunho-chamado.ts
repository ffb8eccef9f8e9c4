/** Where the tenant's unsent chamado is kept: this tab's sessionStorage, so a reload loses nothing typed. */
export const CHAVE_RASCUNHO_CHAMADO = 'morada:rascunho-chamado';

const armazenamento = (): Storage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
};

/** The draft's text fields, or undefined when there is none (or it cannot be read). */
export const lerRascunho = <T extends object>(chave: string): Partial<T> | undefined => {
  try {
    const texto = armazenamento()?.getItem(chave);
    const valor: unknown = texto ? JSON.parse(texto) : undefined;
    return valor && typeof valor === 'object' ? (valor as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
};

export const salvarRascunho = (chave: string, valores: object) => {
  try {
    armazenamento()?.setItem(chave, JSON.stringify(valores));
  } catch {
    // full or blocked: the form still holds the values
  }
};

export const apagarRascunho = (chave: string) => {
  try {
    armazenamento()?.removeItem(chave);
  } catch {
    // nothing to do
  }
};
