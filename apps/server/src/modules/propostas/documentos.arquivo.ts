import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { COMPROVANTE_MAX_BYTES, MSG_PROPOSTAS } from '@morada/domain';
import { badRequest, HttpError } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';
import { detectarImagem, higienizarFoto } from '../../lib/fotos';
import type { DocumentoGuardado } from './documentos.repository';

const E = MSG_PROPOSTAS.erros;
const TIPOS = { pdf: 'application/pdf', jpeg: 'image/jpeg' } as const;
const EXTENSAO = { pdf: 'pdf', jpeg: 'jpg' } as const;
/** Stored names are ours (proposta-uuid.ext); anything else never reaches the storage. */
const CAMINHO_SEGURO = /^proposta-[0-9a-f-]{36}\.(pdf|jpg)$/;

export const contentTypeDoDocumento = (tipo: DocumentoGuardado['tipo']) => TIPOS[tipo];

const recusar = (mensagem: string) => badRequest(mensagem, [{ arquivo: mensagem }]);

/**
 * Accepts a proposal's document and stores it privately (the 'documentos' area, never the public
 * photos): at most COMPROVANTE_MAX_BYTES (413 above), a real PDF kept byte for byte or a JPEG
 * re-encoded without its metadata (lib/fotos). The type comes from the bytes, never the name: an
 * .exe renamed .pdf is a 400.
 */
export const guardarDocumento = async (
  armazenamento: Armazenamento,
  arquivo: File,
): Promise<DocumentoGuardado> => {
  if (arquivo.size > COMPROVANTE_MAX_BYTES) {
    const msg = E.arquivoGrande(COMPROVANTE_MAX_BYTES / 1024 / 1024);
    throw new HttpError(413, 'CORPO_GRANDE', msg, [{ arquivo: msg }]);
  }
  const enviados = new Uint8Array(await arquivo.arrayBuffer());
  const ehPdf = Buffer.from(enviados.subarray(0, 5)).toString('latin1') === '%PDF-';
  if (!ehPdf && detectarImagem(enviados) !== 'jpg') throw recusar(E.arquivoInvalido);
  let bytes: Uint8Array = enviados;
  if (!ehPdf) {
    const imagem = await higienizarFoto(enviados, 'jpg');
    if ('recusada' in imagem) throw recusar(E.arquivoIlegivel);
    bytes = imagem.bytes;
  }
  const tipo = ehPdf ? 'pdf' : 'jpeg';
  const id = randomUUID();
  const caminho = `proposta-${id}.${EXTENSAO[tipo]}`;
  await armazenamento.gravar('documentos', caminho, bytes, TIPOS[tipo]);
  const raiz = basename(arquivo.name.replace(/\\/g, '/'))
    .slice(-120)
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _()-]/gu, '_')
    .trim();
  return { id, nome: `${raiz || 'documento'}.${EXTENSAO[tipo]}`, tipo, tamanho: bytes.length, caminho };
};

export const lerDocumento = async (armazenamento: Armazenamento, caminho: string) =>
  CAMINHO_SEGURO.test(caminho) ? armazenamento.ler('documentos', caminho) : undefined;

export const apagarDocumento = async (armazenamento: Armazenamento, caminho: string) => {
  if (CAMINHO_SEGURO.test(caminho)) await armazenamento.apagar('documentos', caminho);
};
