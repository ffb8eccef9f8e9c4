import { endpoint } from '../../http/endpoint';
import { anoEHoje, responder } from '../exportacao';
import { informeDoProprietario, tabelaInforme } from '../rendimentos';
import { painelDoProprietario } from './proprietario.service';

/** The owner's own area: owners only, and only their own data (DESIGN §10). */
export const endpointsProprietario = [
  endpoint('GET /api/proprietario/painel', async ({ c, deps, usuario }) =>
    c.json(await painelDoProprietario(deps, usuario)),
  ),
  // Their informe de rendimentos of a year (JSON, CSV or PDF): the figures they declare.
  endpoint('GET /api/proprietario/informe', async ({ c, deps, usuario, query }) => {
    const { ano } = anoEHoje(deps, query.ano);
    const informe = await informeDoProprietario(deps.db, ano, usuario.id);
    return responder(c, query.formato, informe, tabelaInforme, `informe_rendimentos_${ano}`);
  }),
];
