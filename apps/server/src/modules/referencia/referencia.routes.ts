import { gerarOpenApi, ROTAS_API } from '@morada/domain/api';
import { endpoint } from '../../http/endpoint';
import { paginaDocs } from './pagina-docs';

/** The server's version, in the document's info (the API has no versioned paths yet). */
export const VERSAO_API = '0.1.0';

let documento: string | undefined;
let pagina: string | undefined;

/** The API's reference, public and built once per process from the contract (@morada/domain/api). */
export const endpointsReferencia = [
  endpoint('GET /api/openapi.json', ({ c }) => {
    documento ??= JSON.stringify(gerarOpenApi(ROTAS_API, { versao: VERSAO_API, servidor: '/' }));
    return c.body(documento, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  }),
  endpoint('GET /api/docs', async ({ c }) => {
    pagina ??= String(await paginaDocs(ROTAS_API, VERSAO_API));
    return c.html(pagina);
  }),
];
