import { MSG } from '@morada/domain';
import { badRequest } from './errors';

/**
 * A multipart form with one optional file part named `arquivo` → its text fields and the file
 * (a browser's empty file part is "no file"). Unreadable bodies are a 400 like any bad input.
 */
export const lerMultipartComArquivo = async (c: {
  req: { parseBody: () => Promise<Record<string, string | File>> };
}): Promise<{ campos: Record<string, string>; arquivo: File | undefined }> => {
  let corpo: Record<string, string | File>;
  try {
    corpo = await c.req.parseBody();
  } catch {
    throw badRequest(MSG.api.dadosInvalidos);
  }
  const campos: Record<string, string> = {};
  let arquivo: File | undefined;
  for (const [k, v] of Object.entries(corpo)) {
    if (k === 'arquivo') {
      if (typeof v !== 'string' && (v.size > 0 || v.name)) arquivo = v;
    } else if (typeof v === 'string') campos[k] = v;
  }
  return { campos, arquivo };
};

/** RFC 6266 attachment header: an ASCII fallback name plus the UTF-8 original. */
export const disposicaoAnexo = (nome: string) =>
  `attachment; filename="${nome.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
