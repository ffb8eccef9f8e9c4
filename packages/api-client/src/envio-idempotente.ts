/** A fresh random key: crypto.randomUUID where the page is a secure context, else a v4 UUID by hand. */
const novaChave = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** What identifies a submission: its target and data (a file by name, size and date). */
const impressao = (alvo: unknown): string =>
  JSON.stringify(alvo, (_, v: unknown) =>
    typeof Blob !== 'undefined' && v instanceof Blob
      ? { nome: (v as File).name, tamanho: v.size, modificado: (v as File).lastModified }
      : v,
  );

/**
 * The Idempotency-Key of a money form (security issue 31): a fresh key for each new submission,
 * the same key while the same submission (same target and data) is sent again after it failed —
 * a lost answer, a timeout, a 409 "em andamento" — so the server books it once and answers the
 * retry with the first answer. After a success the next submission, even an identical one (a
 * second equal partial payment), gets a new key.
 */
export const criarEnvioIdempotente = () => {
  let pendente: { impressao: string; chave: string } | undefined;
  return async <T>(alvo: unknown, enviar: (chave: string) => Promise<T>): Promise<T> => {
    const atual = impressao(alvo);
    const chave = pendente?.impressao === atual ? pendente.chave : novaChave();
    pendente = { impressao: atual, chave };
    const resposta = await enviar(chave);
    pendente = undefined;
    return resposta;
  };
};

export type EnvioIdempotente = ReturnType<typeof criarEnvioIdempotente>;
