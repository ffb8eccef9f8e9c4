import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { COMPROVANTE_MAX_BYTES, MSG_REPASSE } from '@morada/domain';
import { badRequest } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';

export type FormatoComprovante = 'pdf' | 'jpg' | 'png';

export const CONTENT_TYPES_COMPROVANTE: Record<FormatoComprovante, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const ASSINATURAS: readonly [FormatoComprovante, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The format the bytes really are (never the name nor the Content-Type), or undefined. */
export const formatoDoComprovante = (bytes: Uint8Array): FormatoComprovante | undefined =>
  ASSINATURAS.find(([, a]) => a.every((v, i) => bytes[i] === v))?.[0];

const invalido = () =>
  badRequest(MSG_REPASSE.erros.comprovanteInvalido, [{ arquivo: MSG_REPASSE.erros.comprovanteInvalido }]);

/** Bytes and format of an acceptable receipt; 400 with the pt-BR message otherwise. */
export const conferirComprovante = async (
  arquivo: File,
): Promise<{ bytes: Uint8Array; formato: FormatoComprovante }> => {
  if (arquivo.size > COMPROVANTE_MAX_BYTES) throw invalido();
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  const formato = formatoDoComprovante(bytes);
  if (!formato) throw invalido();
  return { bytes, formato };
};

/** Stores a checked receipt privately under a server-chosen name; returns it and a safe display name. */
export const guardarComprovante = async (
  armazenamento: Armazenamento,
  nomeOriginal: string,
  { bytes, formato }: { bytes: Uint8Array; formato: FormatoComprovante },
): Promise<{ caminho: string; nome: string }> => {
  const caminho = `${randomUUID()}.${formato}`;
  await armazenamento.gravar('despesas', caminho, bytes, CONTENT_TYPES_COMPROVANTE[formato]);
  // Only the base name is kept, for the download's file name; never used as a path.
  const nome = basename(nomeOriginal.replace(/\\/g, '/'))
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120);
  return { caminho, nome: nome || `comprovante.${formato}` };
};

/** Stored names are ours (uuid.ext); anything else is refused before touching the storage. */
const seguro = (caminho: string) => /^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(caminho);

export const lerComprovante = async (armazenamento: Armazenamento, caminho: string) =>
  seguro(caminho) ? armazenamento.ler('despesas', caminho) : undefined;

export const removerComprovante = async (armazenamento: Armazenamento, caminho: string | null) => {
  if (caminho && seguro(caminho)) await armazenamento.apagar('despesas', caminho);
};
