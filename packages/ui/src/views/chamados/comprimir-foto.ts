/** The longest side a photo keeps after the phone reduces it, like a camera app's "sent" copy. */
export const LADO_MAXIMO_FOTO = 1600;
/** JPEG quality of the reduced copy. */
export const QUALIDADE_FOTO = 0.85;

/**
 * The size a photo is drawn at: the longest side brought down to `max` keeping the proportion
 * (rounded to whole pixels, never below 1); a photo already within `max` keeps its size.
 */
export const dimensoesReduzidas = (largura: number, altura: number, max = LADO_MAXIMO_FOTO) => {
  const maior = Math.max(largura, altura);
  if (maior <= max) return { largura, altura };
  const escala = max / maior;
  return {
    largura: Math.max(1, Math.round(largura * escala)),
    altura: Math.max(1, Math.round(altura * escala)),
  };
};

/** 'IMG_2041.HEIC' → 'IMG_2041.jpg': the reduced copy is a JPEG. */
export const nomeJpeg = (nome: string) => `${nome.replace(/\.[^./]+$/, '') || 'foto'}.jpg`;

/**
 * Reduces a photo on the phone before it is sent: drawn on a canvas at most 1600 px on the longest
 * side and saved as JPEG. Whatever the browser cannot decode or draw (or a copy that came out larger)
 * goes as it was: the server re-encodes every photo anyway.
 */
export async function comprimirFoto(arquivo: File, max = LADO_MAXIMO_FOTO): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return arquivo;
  try {
    const imagem = await createImageBitmap(arquivo);
    const { largura, altura } = dimensoesReduzidas(imagem.width, imagem.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = largura;
    canvas.height = altura;
    canvas.getContext('2d')?.drawImage(imagem, 0, 0, largura, altura);
    imagem.close();
    const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/jpeg', QUALIDADE_FOTO));
    if (!blob || blob.size >= arquivo.size) return arquivo;
    return new File([blob], nomeJpeg(arquivo.name), {
      type: 'image/jpeg',
      lastModified: arquivo.lastModified,
    });
  } catch {
    return arquivo;
  }
}
