import { configuracaoSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { readJson } from '../../http/validate';
import { getConfiguracao, saveConfiguracao } from './configuracoes.repository';

/** The public part: the agency's identity and contacts (no billing internals, no sender address). */
const PUBLICOS = [
  'nome',
  'site',
  'endereco',
  'telefone',
  'whatsapp',
  'emailAdministracao',
  'emailCadastros',
  'emailDocumentacao',
  'emailFinanceiro',
  'emailJuridico',
  'horarioSemana',
  'horarioSabado',
] as const;

export const configuracoesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cfg = await getConfiguracao(c.var.deps.db);
    return c.json(Object.fromEntries(PUBLICOS.map((k) => [k, cfg[k]])));
  })
  .get('/completa', requireAdmin, async (c) => c.json(await getConfiguracao(c.var.deps.db)))
  .put('/', requireAdmin, async (c) => {
    const body = await readJson(c, configuracaoSchema);
    return c.json(await saveConfiguracao(c.var.deps.db, body));
  });
