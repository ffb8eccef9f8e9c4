import { Hono } from 'hono';
import { requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { consulta, responder } from '../exportacao';
import { informeDoProprietario, tabelaInforme } from '../rendimentos';
import { painelDoProprietario } from './proprietario.service';

// Mounted at /api/proprietario. Owners only, and only their own data (DESIGN §10).
export const proprietarioRoutes = new Hono<AppEnv>()
  .use('*', requireRole('proprietario'))
  .get('/painel', async (c) => c.json(await painelDoProprietario(c.var.deps, c.var.usuario)))
  // Their informe de rendimentos of a year (JSON, CSV or PDF): the figures they declare.
  .get('/informe', async (c) => {
    const { ano, formato } = consulta(c);
    const informe = await informeDoProprietario(c.var.deps.db, ano, c.var.usuario.id);
    return responder(c, formato, informe, tabelaInforme, `informe_rendimentos_${ano}`);
  });
