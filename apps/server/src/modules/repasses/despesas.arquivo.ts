import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { COMPROVANTE_MAX_BYTES, MSG_REPASSE } from '@morada/domain';
import { badRequest, HttpError } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';
import { detectarImagem, FOTO_MAX_PIXELS, higienizarFoto, type FotoRecusada } from '../../lib/fotos';

export type FormatoComprovante = 'pdf' | 'jpg' | 'png';

export const CONTENT_TYPES_COMPROVANTE: Record<FormatoComprovante, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Name endings that already say what each format is (anything else gets the format's own). */
const EXTENSOES: Record<FormatoComprovante, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** The format the bytes really are (never the name nor the Content-Type), or undefined. */
export const formatoDoComprovante = (bytes: Uint8Array): FormatoComprovante | undefined => {
  if (PDF.every((v, i) => bytes[i] === v)) return 'pdf';
  const imagem = detectarImagem(bytes);
  return imagem === 'jpg' || imagem === 'png' ? imagem : undefined;
};

const E = MSG_REPASSE.erros;
const invalido = () => badRequest(E.comprovanteInvalido, [{ arquivo: E.comprovanteInvalido }]);

/** Too many pixels reads like a file over the size limit (413); undecodable bytes are a 400. */
const recusada = (motivo: FotoRecusada) => {
  if (motivo === 'ilegivel') return badRequest(E.comprovanteIlegivel, [{ arquivo: E.comprovanteIlegivel }]);
  const msg = E.comprovantePixelsDemais(FOTO_MAX_PIXELS / 1_000_000);
  return new HttpError(413, 'CORPO_GRANDE', msg, [{ arquivo: msg }]);
};

/**
 * The name a receipt is listed and downloaded with: the sent base name, made harmless, ending in
 * the extension of what the bytes are (PDF bytes sent as `x.html` are `x.pdf`). Applied again
 * when serving, so receipts stored before names were corrected are served by their stored type.
 */
export const nomeDoComprovante = (nomeEnviado: string, formato: FormatoComprovante): string => {
  // At most a file system's 255 characters, so no pattern below ever scans a huge name.
  const base = basename(nomeEnviado.replace(/\\/g, '/'))
    .slice(-255)
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/[. ]+$/, '');
  const ponto = base.lastIndexOf('.');
  const ext = ponto < 0 ? '' : base.slice(ponto + 1).toLowerCase();
  const raiz =
    (ponto < 0 ? base : base.slice(0, ponto))
      .replace(/^[. ]+/, '')
      .trimEnd()
      .slice(0, 110) || 'comprovante';
  return `${raiz}.${EXTENSOES[formato].includes(ext) ? ext : formato}`;
};

export type ComprovanteAceito = { bytes: Uint8Array; formato: FormatoComprovante; nome: string };

/**
 * Accepts an uploaded receipt, or throws the pt-BR 400/413: at most COMPROVANTE_MAX_BYTES, a real
 * PDF (kept byte for byte) or a JPG/PNG, re-encoded like property photos (lib/fotos): orientation
 * applied, EXIF/GPS/XMP dropped, and more than FOTO_MAX_PIXELS refused from the header before any
 * pixel is decoded. The format and the name's extension come from the bytes only.
 */
export const aceitarComprovante = async (arquivo: File): Promise<ComprovanteAceito> => {
  if (arquivo.size > COMPROVANTE_MAX_BYTES) throw invalido();
  const enviados = new Uint8Array(await arquivo.arrayBuffer());
  const formato = formatoDoComprovante(enviados);
  if (!formato) throw invalido();
  let bytes: Uint8Array = enviados;
  if (formato !== 'pdf') {
    const imagem = await higienizarFoto(enviados, formato);
    if ('recusada' in imagem) throw recusada(imagem.recusada);
    bytes = imagem.bytes;
  }
  return { bytes, formato, nome: nomeDoComprovante(arquivo.name, formato) };
};

/** Stores an accepted receipt privately under a server-chosen name; returns it and the display name. */
export const guardarComprovante = async (
  armazenamento: Armazenamento,
  { bytes, formato, nome }: ComprovanteAceito,
): Promise<{ caminho: string; nome: string }> => {
  const caminho = `${randomUUID()}.${formato}`;
  await armazenamento.gravar('despesas', caminho, bytes, CONTENT_TYPES_COMPROVANTE[formato]);
  return { caminho, nome };
};

/** Stored names are ours (uuid.ext); anything else is refused before touching the storage. */
const CAMINHO_SEGURO = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

/** A stored receipt's bytes and format (the one its bytes were found to be on upload), if any. */
export const lerComprovante = async (
  armazenamento: Armazenamento,
  caminho: string,
): Promise<{ bytes: Uint8Array; formato: FormatoComprovante } | undefined> => {
  const formato = CAMINHO_SEGURO.exec(caminho)?.[1] as FormatoComprovante | undefined;
  if (!formato) return undefined;
  const bytes = await armazenamento.ler('despesas', caminho);
  return bytes && { bytes, formato };
};

export const removerComprovante = async (armazenamento: Armazenamento, caminho: string | null) => {
  if (caminho && CAMINHO_SEGURO.test(caminho)) await armazenamento.apagar('despesas', caminho);
};
