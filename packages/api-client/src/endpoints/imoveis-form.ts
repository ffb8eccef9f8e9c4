import { normalizarCaracteristicas, type ImovelCamposInput, type ImovelFormValues } from '@morada/domain';

/** The property form's values: the form's text values, or already-typed values. */
export type ImovelValores = ImovelFormValues | ImovelCamposInput;

export type FotosEdicao = {
  /** URLs of stored photos the user kept. */
  fotosExistentes?: readonly string[];
  /** URLs of stored photos the user removed. */
  fotosParaRemover?: readonly string[];
  /** New image files. */
  fotos?: readonly Blob[];
};

const nomeDe = (arquivo: Blob, i: number) =>
  (arquivo as { name?: unknown }).name && typeof (arquivo as { name?: unknown }).name === 'string'
    ? (arquivo as File).name
    : `foto-${i + 1}`;

/**
 * The multipart body of POST/PUT /api/imoveis, exactly as spec §7 says: scalar fields with empty
 * values omitted, one `caracteristicas[]` entry per feature (trimmed, unique), `fotos` files, and on
 * edit `fotosExistentes` / `fotosParaRemover` as JSON text.
 */
export const montarFormImovel = (
  valores: ImovelValores,
  fotos: FotosEdicao = {},
  edicao = false,
): FormData => {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(valores)) {
    if (campo === 'caracteristicas') continue;
    if (valor === undefined || valor === null) continue;
    const texto = typeof valor === 'boolean' ? String(valor) : String(valor).trim();
    if (texto === '') continue;
    form.append(campo, texto);
  }
  for (const item of normalizarCaracteristicas(valores.caracteristicas ?? []))
    form.append('caracteristicas[]', item);
  (fotos.fotos ?? []).forEach((arquivo, i) => form.append('fotos', arquivo, nomeDe(arquivo, i)));
  if (edicao || fotos.fotosExistentes)
    form.append('fotosExistentes', JSON.stringify(fotos.fotosExistentes ?? []));
  if (edicao || fotos.fotosParaRemover)
    form.append('fotosParaRemover', JSON.stringify(fotos.fotosParaRemover ?? []));
  return form;
};
