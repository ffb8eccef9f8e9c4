import { randomUUID } from 'node:crypto';
import { basename, extname } from 'node:path';
import { DOCUMENTO_MAX_BYTES, MSG, MSG_SERVIDOR } from '@morada/domain';
import { HttpError, unsupportedMedia } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';

export type Formato = 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<Formato, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const comeca = (b: Uint8Array, assinatura: readonly number[]) => assinatura.every((v, i) => b[i] === v);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 compound file
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

/**
 * The format a file really is, judged by its bytes and required to agree with its extension:
 * a renamed executable or text file called .pdf is refused (415), whatever its Content-Type says.
 */
export const formatoDoArquivo = (nome: string, bytes: Uint8Array): Formato | undefined => {
  const ext = extname(nome).toLowerCase();
  if (ext === '.pdf' && comeca(bytes, PDF)) return 'pdf';
  if (ext === '.doc' && comeca(bytes, OLE)) return 'doc';
  // A .docx is a ZIP whose entries live under word/ (the names are stored in plain ASCII).
  if (
    ext === '.docx' &&
    comeca(bytes, ZIP) &&
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('word/')
  ) {
    return 'docx';
  }
  return undefined;
};

/** Validates and stores an uploaded file privately; returns its server-chosen name and format. */
export const guardarArquivo = async (armazenamento: Armazenamento, arquivo: File) => {
  if (arquivo.size > DOCUMENTO_MAX_BYTES) {
    throw new HttpError(413, 'CORPO_GRANDE', MSG_SERVIDOR.arquivoGrande, [
      { arquivo: MSG_SERVIDOR.arquivoGrande },
    ]);
  }
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  const formato = formatoDoArquivo(arquivo.name, bytes);
  if (!formato) throw unsupportedMedia(MSG.api.arquivoInvalido, [{ arquivo: MSG.api.arquivoInvalido }]);
  const caminho = `${randomUUID()}.${formato}`;
  await armazenamento.gravar('documentos', caminho, bytes, CONTENT_TYPES[formato]);
  // Only the base name is kept, for the download's file name; never used as a path.
  const nome = basename(arquivo.name.replace(/\\/g, '/'))
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120);
  return { caminho, nome: nome || `documento.${formato}`, formato };
};

/** Stored names are ours (uuid.ext); anything else is refused before touching the storage. */
const seguro = (caminho: string) => /^[0-9a-f-]{36}\.(pdf|docx?)$/.test(caminho);

export const lerArquivo = async (armazenamento: Armazenamento, caminho: string) =>
  seguro(caminho) ? armazenamento.ler('documentos', caminho) : undefined;

export const removerArquivo = async (armazenamento: Armazenamento, caminho: string | null) => {
  if (caminho && seguro(caminho)) await armazenamento.apagar('documentos', caminho);
};
