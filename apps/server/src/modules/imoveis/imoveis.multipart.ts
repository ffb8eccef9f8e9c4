import {
  FOTOS_MAX_POR_ENVIO,
  imovelCamposSchema,
  listaUrlsJsonSchema,
  MSG,
  type ImovelCampos,
} from '@morada/domain';
import type { Context } from 'hono';
import { HttpError } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { detectarImagem, FOTO_MAX_BYTES } from '../../lib/fotos';

export type FotoRecebida = { bytes: Uint8Array; ext: string };
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
] as const;

const lista = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const primeiroTexto = (v: unknown): string | undefined => {
  const x = lista(v)[0];
  return typeof x === 'string' ? x : undefined;
};

/**
 * Reads spec §7's multipart form: scalar fields (empty ones omitted), caracteristicas[] entries,
 * fotos files (at most FOTOS_MAX_POR_ENVIO per request), and on edit fotosExistentes /
 * fotosParaRemover as JSON lists. Photos are checked by their count, bytes and size before anything
 * is written.
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
  if (arquivos.length > FOTOS_MAX_POR_ENVIO) {
    const msg = MSG.api.fotosDemais(FOTOS_MAX_POR_ENVIO);
    throw new HttpError(400, 'VALIDACAO', msg, [{ fotos: msg }]);
  }
  const fotos: FotoRecebida[] = [];
  for (const item of arquivos) {
    if (item.size > FOTO_MAX_BYTES) {
      throw new HttpError(413, 'CORPO_GRANDE', MSG.imovelForm.fotoGrande, [
        { fotos: MSG.imovelForm.fotoGrande },
      ]);
    }
    const bytes = new Uint8Array(await item.arrayBuffer());
    const ext = detectarImagem(bytes);
    if (!ext) {
      throw new HttpError(415, 'MIDIA_INVALIDA', MSG.imovelForm.fotoNaoImagem, [
        { fotos: MSG.imovelForm.fotoNaoImagem },
      ]);
    }
    fotos.push({ bytes, ext });
  }
  return { campos, fotos, existentes, remover };
};

export const semFotos = () =>
  new HttpError(400, 'VALIDACAO', MSG.imovelForm.fotoObrigatoria, [
    { fotos: MSG.imovelForm.fotoObrigatoria },
  ]);
