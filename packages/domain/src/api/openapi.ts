import { z } from 'zod';
import { erroApiSchema } from '../erro/erro.schema';
import { errosDaRota, limiteCorpoDaRota, recebeCorpo, tiposDoArquivo, type DefinicaoRota } from './rota';
import { TEXTOS_API as T } from './textos';

type Json = Record<string, unknown>;

/** The header of the money writes (`idempotente` routes). */
const CABECALHO_IDEMPOTENCIA: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: T.idempotencia,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/**
 * A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses): requests as the client sends them
 * (input), answers as the server produces them (output). Types JSON cannot carry become `{}`.
 */
export const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _, ...resto } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return resto;
};

/** Each property of an object schema as an OpenAPI parameter (`in: path` or `query`). */
const parametros = (schema: z.ZodObject | undefined, onde: 'path' | 'query'): Json[] => {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([nome, s]) => ({
    name: nome,
    in: onde,
    required: onde === 'path' || (js.required ?? []).includes(nome),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
};

const corpoDaRequisicao = (r: DefinicaoRota): Json | undefined => {
  if (r.corpo) {
    return {
      required: true,
      content: {
        'application/json': {
          schema: jsonSchema(r.corpo, 'input'),
          ...(r.exemploCorpo !== undefined ? { example: r.exemploCorpo } : {}),
        },
      },
    };
  }
  if (r.multipart) {
    const campos = r.multipart.campos
      ? (jsonSchema(r.multipart.campos, 'input') as { properties?: Json; required?: string[] })
      : {};
    const arquivos = Object.fromEntries(
      r.multipart.arquivos.map((a) => {
        const um = { type: 'string', contentMediaType: a.tipos.join(', '), description: a.descricao };
        return [a.campo, a.multiplo ? { type: 'array', items: um } : um];
      }),
    );
    const semArquivo =
      r.multipart.tambemJson && r.multipart.campos
        ? { 'application/json': { schema: jsonSchema(r.multipart.campos, 'input') } }
        : {};
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...(campos.properties ?? {}), ...arquivos },
            required: campos.required ?? [],
          },
        },
        ...semArquivo,
      },
    };
  }
  return undefined;
};

const respostaDeSucesso = (r: DefinicaoRota): Json => {
  const status = r.resposta.status ?? 200;
  const descricao = { 200: T.sucesso, 201: T.criado, 202: T.aceito, 204: T.semConteudo }[status];
  const headers = r.resposta.totalNoCabecalho
    ? { 'X-Total-Count': { description: T.totalNoCabecalho, schema: { type: 'integer', minimum: 0 } } }
    : undefined;
  let content: Json | undefined;
  if (r.resposta.arquivo) {
    content = Object.fromEntries(
      tiposDoArquivo(r).map((tipo) => [tipo, { schema: { type: 'string', contentMediaType: tipo } }]),
    );
  } else if (r.resposta.schema) {
    content = {
      'application/json': {
        schema: jsonSchema(r.resposta.schema, 'output'),
        ...(r.resposta.exemplo !== undefined ? { example: r.resposta.exemplo } : {}),
      },
      ...Object.fromEntries(
        (r.resposta.formatosArquivo ?? []).map((tipo) => [
          tipo,
          { schema: { type: 'string', contentMediaType: tipo } },
        ]),
      ),
    };
  }
  return {
    [String(status)]: {
      description: r.resposta.arquivo ? T.arquivo : descricao,
      ...(headers ? { headers } : {}),
      ...(content ? { content } : {}),
    },
  };
};

/** The operation id: method + path, readable and unique (`get_api_usuarios_id`). */
export const idDaOperacao = (r: DefinicaoRota): string =>
  `${r.metodo.toLowerCase()}${r.caminho.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+/g, '_')}`;

/** The OpenAPI 3.1 document of `rotas`. */
export const gerarOpenApi = (
  rotas: readonly DefinicaoRota[],
  opcoes: { versao: string; servidor?: string },
): Json => {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of rotas) {
    const limite = recebeCorpo(r) ? limiteCorpoDaRota(r) : undefined;
    const erros = Object.fromEntries(
      errosDaRota(r).map((s) => [
        String(s),
        {
          description:
            s === 413 && limite !== undefined
              ? `${T.erros[s]} ${T.limiteCorpo}: ${T.megabytes(limite)}.`
              : T.erros[s],
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
        },
      ]),
    );
    const corpo = corpoDaRequisicao(r);
    const publica = r.papeis.includes('publico');
    (paths[r.caminho] ??= {})[r.metodo.toLowerCase()] = {
      operationId: idDaOperacao(r),
      tags: [r.grupo],
      summary: r.resumo,
      description: [r.descricao, `${T.docs.quem}: ${r.papeis.map((p) => T.papeis[p]).join(', ')}.`]
        .filter(Boolean)
        .join('\n\n'),
      'x-papeis': r.papeis,
      ...(publica ? { security: [] } : {}),
      parameters: [
        ...parametros(r.parametros, 'path'),
        ...parametros(r.consulta, 'query'),
        ...(r.idempotente ? [CABECALHO_IDEMPOTENCIA] : []),
        ...(r.segredoNoCabecalho
          ? [
              {
                name: r.segredoNoCabecalho.cabecalho,
                in: 'header',
                required: true,
                description: T.segredoNoCabecalho(r.segredoNoCabecalho.variavel),
                schema: { type: 'string' },
              },
            ]
          : []),
      ],
      ...(corpo ? { requestBody: corpo } : {}),
      // The largest body the server reads, in bytes (413 above).
      ...(limite !== undefined ? { 'x-limite-corpo': limite } : {}),
      responses: { ...respostaDeSucesso(r), ...erros },
    };
  }
  const grupos = [...new Set(rotas.map((r) => r.grupo))];
  return {
    openapi: '3.1.0',
    info: { title: T.titulo, version: opcoes.versao, description: T.descricao },
    ...(opcoes.servidor ? { servers: [{ url: opcoes.servidor }] } : {}),
    tags: grupos.map((name) => ({ name })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Erro: jsonSchema(erroApiSchema, 'output') },
    },
  };
};
