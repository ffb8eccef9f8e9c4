import {
  errosDaRota,
  jsonSchema,
  limiteCorpoDaRota,
  recebeCorpo,
  TEXTOS_API as T,
  tiposDoArquivo,
  type DefinicaoRota,
} from '@morada/domain/api';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

type Js = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  items?: Js;
  format?: string;
  properties?: Record<string, Js>;
  required?: string[];
  description?: string;
};

/** A JSON Schema in a few words: `string`, `'a' | 'b'`, `array de integer`, `uuid`… */
export const tipoLegivel = (s: Js | undefined): string => {
  if (!s) return 'qualquer';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas) return [...new Set(alternativas.map(tipoLegivel))].join(' | ');
  if (s.type === 'array') return `array de ${tipoLegivel(s.items)}`;
  if (s.format) return s.format;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'qualquer';
};

/** ' · text/csv | application/pdf' after the status: what else than JSON the answer may be. */
const tiposDaResposta = (r: DefinicaoRota): string => {
  const tipos = r.resposta.arquivo
    ? tiposDoArquivo(r)
    : r.resposta.formatosArquivo?.length
      ? ['application/json', ...r.resposta.formatosArquivo]
      : [];
  return tipos.length ? ` · ${tipos.join(' | ')}` : '';
};

const tabelaCampos = (titulo: string, schema: Js | undefined) => {
  const campos = Object.entries(schema?.properties ?? {});
  if (campos.length === 0) return '';
  return html`<h4>${titulo}</h4>
    <table>
      <tbody>
        ${campos.map(
          ([nome, s]) =>
            html`<tr>
              <th scope="row"><code>${nome}</code></th>
              <td>${tipoLegivel(s)}</td>
              <td>${(schema?.required ?? []).includes(nome) ? T.docs.obrigatorio : ''}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
};

const bloco = (titulo: string, valor: unknown) =>
  html`<details>
    <summary>${titulo}</summary>
    <pre>${JSON.stringify(valor, null, 2)}</pre>
  </details>`;

/** The route's anchor: `get-api-usuarios-id`. */
export const ancora = (r: DefinicaoRota) =>
  `${r.metodo}${r.caminho}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-');

const secaoRota = (r: DefinicaoRota) => {
  const status = r.resposta.status ?? 200;
  return html`<section class="rota" id="${ancora(r)}">
    <h3><span class="metodo ${r.metodo.toLowerCase()}">${r.metodo}</span> <code>${r.caminho}</code></h3>
    <p>${r.resumo}</p>
    ${r.descricao ? html`<p>${r.descricao}</p>` : ''}
    <p><strong>${T.docs.quem}:</strong> ${r.papeis.map((p) => T.papeis[p]).join(', ')}</p>
    ${r.parametros ? tabelaCampos(T.docs.parametros, jsonSchema(r.parametros, 'input') as Js) : ''}
    ${r.consulta ? tabelaCampos(T.docs.consulta, jsonSchema(r.consulta, 'input') as Js) : ''}
    ${r.corpo ? tabelaCampos(T.docs.corpo, jsonSchema(r.corpo, 'input') as Js) : ''}
    ${r.exemploCorpo !== undefined ? bloco(`${T.docs.exemplo}: ${T.docs.corpo}`, r.exemploCorpo) : ''}
    ${
      r.multipart
        ? html`${
              r.multipart.campos
                ? tabelaCampos(T.docs.multipart, jsonSchema(r.multipart.campos, 'input') as Js)
                : ''
            }
            <h4>${T.docs.arquivos}</h4>
            <ul>
              ${r.multipart.arquivos.map(
                (a) =>
                  html`<li>
                    <code>${a.campo}</code>${a.multiplo ? '[]' : ''}: ${a.descricao} (${a.tipos.join(', ')})
                  </li>`,
              )}
            </ul>`
        : ''
    }
    ${recebeCorpo(r) ? html`<p><strong>${T.limiteCorpo}:</strong> ${T.megabytes(limiteCorpoDaRota(r))}</p>` : ''}
    <h4>${T.docs.resposta}: ${status}${tiposDaResposta(r)}</h4>
    ${r.resposta.totalNoCabecalho ? html`<p><code>X-Total-Count</code>: ${T.totalNoCabecalho}</p>` : ''}
    ${r.resposta.schema ? bloco('JSON Schema', jsonSchema(r.resposta.schema, 'output')) : ''}
    ${r.resposta.exemplo !== undefined ? bloco(`${T.docs.exemplo}: ${T.docs.resposta}`, r.resposta.exemplo) : ''}
    <h4>${T.docs.erros}</h4>
    <ul>
      ${errosDaRota(r).map((s) => html`<li><strong>${s}</strong>: ${T.erros[s]}</li>`)}
    </ul>
  </section>`;
};

const ESTILO = `
body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;line-height:1.5}
header,main,nav{max-width:960px;margin:0 auto;padding:0 1rem}
header{padding-top:1.5rem}
h2{border-bottom:1px solid #e5e7eb;padding-bottom:.25rem;margin-top:2.5rem}
.rota{border:1px solid #e5e7eb;border-radius:.5rem;padding:.25rem 1rem;margin:1rem 0}
.metodo{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#1d4ed8}.post{background:#047857}.put{background:#b45309}.patch{background:#7c3aed}.delete{background:#b91c1c}
table{border-collapse:collapse}th,td{text-align:left;padding:.15rem .75rem .15rem 0;vertical-align:top}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:.8rem}
nav ul{columns:2}
`;

/** /api/docs: the API reference, rendered on the server from the same contract as the OpenAPI document. */
export const paginaDocs = (
  rotas: readonly DefinicaoRota[],
  versao: string,
): HtmlEscapedString | Promise<HtmlEscapedString> => {
  const grupos = [...new Set(rotas.map((r) => r.grupo))];
  return html`<!doctype html>
    <html lang="pt-BR">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${T.titulo}</title>
        <style>
          ${raw(ESTILO)}
        </style>
      </head>
      <body>
        <header>
          <h1>${T.titulo} <small>${versao}</small></h1>
          <p>${T.descricao}</p>
          <p><a href="/api/openapi.json">${T.docs.documento}</a> · ${T.docs.rotas(rotas.length)}</p>
        </header>
        <nav aria-label="${T.docs.indice}">
          <ul>
            ${rotas.map((r) => html`<li><a href="#${ancora(r)}">${r.metodo} ${r.caminho}</a></li>`)}
          </ul>
        </nav>
        <main>
          ${grupos.map(
            (g) =>
              html`<h2>${g}</h2>
                ${rotas.filter((r) => r.grupo === g).map(secaoRota)}`,
          )}
        </main>
      </body>
    </html>`;
};
