import {
  FOTOS_MAX_POR_ENVIO,
  imovelCamposSchema,
  listaUrlsJsonSchema,
  MSG,
  TERMOS_IMOVEL,
  type ImovelCampos,
} from '@morada/domain';
import type { Context } from 'hono';
import { HttpError } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import {
  detectarImagem,
  FOTO_MAX_BYTES,
  FOTO_MAX_PIXELS,
  higienizarFoto,
  type FormatoFoto,
  type FotoRecusada,
} from '../../lib/fotos';

/** A photo ready to store: re-encoded, without metadata, within the pixel limit. */
export type FotoRecebida = { bytes: Uint8Array; ext: FormatoFoto };
export type FormImovel = {
  campos: ImovelCampos;
  fotos: FotoRecebida[];
  existentes: string[] | undefined;
  remover: string[];
};

const CAMPOS_ESCALARES = [
  'titulo',
  'tipo',
  'operacao',
  'preco',
  'precoCondominio',
  'endereco',
  'bairro',
  'cidade',
  'estado',
  'cep',
  'areaUtil',
  'quartos',
  'suites',
  'banheiros',
  'vagas',
  'andar',
  'descricao',
  'destaque',
  'status',
  'proprietarioId',
  ...TERMOS_IMOVEL,
] as const;

const lista = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const primeiroTexto = (v: unknown): string | undefined => {
  const x = lista(v)[0];
  return typeof x === 'string' ? x : undefined;
};

const erroFoto = (status: 413 | 415, codigo: 'CORPO_GRANDE' | 'MIDIA_INVALIDA', msg: string) =>
  new HttpError(status, codigo, msg, [{ fotos: msg }]);

/** Too many pixels reads like the 5 MB limit (413); undecodable bytes like a non-image (415). */
const recusa = (motivo: FotoRecusada) =>
  motivo === 'pixels-demais'
    ? erroFoto(413, 'CORPO_GRANDE', MSG.imovelForm.fotoPixelsDemais(FOTO_MAX_PIXELS / 1_000_000))
    : erroFoto(415, 'MIDIA_INVALIDA', MSG.imovelForm.fotoIlegivel);

/**
 * The photos of an upload, ready to store, or the pt-BR error: at most `max` files (400 with
 * `mensagemDemais`), each checked by its size and first bytes (413/415) before any is re-encoded
 * without metadata and within FOTO_MAX_PIXELS (lib/fotos). Property photos and a tenant's
 * chamado photos follow these same rules.
 */
export const lerFotosEnviadas = async (
  arquivos: readonly File[],
  max: number,
  mensagemDemais: string,
): Promise<FotoRecebida[]> => {
  if (arquivos.length > max)
    throw new HttpError(400, 'VALIDACAO', mensagemDemais, [{ fotos: mensagemDemais }]);
  // Cheap checks on every file first, so a bad last file costs no re-encoding of the others.
  const lidas: { bytes: Uint8Array; ext: FormatoFoto }[] = [];
  for (const item of arquivos) {
    if (item.size > FOTO_MAX_BYTES) throw erroFoto(413, 'CORPO_GRANDE', MSG.imovelForm.fotoGrande);
    const bytes = new Uint8Array(await item.arrayBuffer());
    const ext = detectarImagem(bytes);
    if (!ext) throw erroFoto(415, 'MIDIA_INVALIDA', MSG.imovelForm.fotoNaoImagem);
    lidas.push({ bytes, ext });
  }
  // One at a time: libvips already uses every core for one image, and memory stays one decode.
  const fotos: FotoRecebida[] = [];
  for (const { bytes, ext } of lidas) {
    const foto = await higienizarFoto(bytes, ext);
    if ('recusada' in foto) throw recusa(foto.recusada);
    fotos.push({ bytes: foto.bytes, ext });
  }
  return fotos;
};

/**
 * Reads spec §7's multipart form: scalar fields (empty ones omitted), caracteristicas[] entries,
 * fotos files (at most FOTOS_MAX_POR_ENVIO per request), and on edit fotosExistentes /
 * fotosParaRemover as JSON lists. Photos go through lerFotosEnviadas before anything is written.
 */
export const lerFormImovel = async (c: Context): Promise<FormImovel> => {
  let body: Record<string, unknown>;
  try {
    body = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'VALIDACAO', MSG.api.dadosInvalidos);
  }
  const dados: Record<string, unknown> = {};
  for (const campo of CAMPOS_ESCALARES) {
    const v = primeiroTexto(body[campo]);
    if (v !== undefined && v.trim() !== '') dados[campo] = v;
  }
  dados.caracteristicas = [...lista(body['caracteristicas[]']), ...lista(body.caracteristicas)].filter(
    (x): x is string => typeof x === 'string',
  );
  const campos = parseOrThrow(imovelCamposSchema, dados);
  const textoExistentes = primeiroTexto(body.fotosExistentes);
  // Absent = keep what the property has; present (even '[]') = exactly that list.
  const existentes =
    textoExistentes === undefined ? undefined : parseOrThrow(listaUrlsJsonSchema, textoExistentes);
  const remover = parseOrThrow(listaUrlsJsonSchema, primeiroTexto(body.fotosParaRemover));

  const arquivos = [...lista(body.fotos), ...lista(body['fotos[]'])].filter(
    (x): x is File => x instanceof File,
  );
  const fotos = await lerFotosEnviadas(
    arquivos,
    FOTOS_MAX_POR_ENVIO,
    MSG.api.fotosDemais(FOTOS_MAX_POR_ENVIO),
  );
  return { campos, fotos, existentes, remover };
};

export const semFotos = () =>
  new HttpError(400, 'VALIDACAO', MSG.imovelForm.fotoObrigatoria, [
    { fotos: MSG.imovelForm.fotoObrigatoria },
  ]);
