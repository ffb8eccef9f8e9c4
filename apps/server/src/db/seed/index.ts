import type { Deps } from '../../http/context';
import { saveConfiguracao, CONFIGURACAO_PADRAO } from '../../modules/configuracoes';
import { seedChamados } from './chamados';
import { seedCobranca } from './cobranca';
import { seedImoveis } from './imoveis';
import { seedLeads } from './leads';
import { seedOperacional } from './operacional';
import { seedPropostas } from './propostas';
import { seedRepasses } from './repasses';
import { seedUsuarios } from './usuarios';
import { seedVisitas } from './visitas';
import { seedVistorias } from './vistorias';

export { USUARIOS_DEMO } from './usuarios';

/** Seeds the demo agency on an empty database (DESIGN §4); does nothing once users exist. */
export const seedDemo = async (deps: Deps): Promise<void> => {
  const existente = await deps.db.selectFrom('usuarios').select('id').limit(1).executeTakeFirst();
  if (existente) return;
  await seedUsuarios(deps);
  await saveConfiguracao(deps.db, CONFIGURACAO_PADRAO);
  await seedCobranca(deps);
  await seedImoveis(deps);
  await seedOperacional(deps);
  await seedRepasses(deps);
  await seedChamados(deps);
  await seedLeads(deps);
  await seedVisitas(deps);
  await seedPropostas(deps);
  await seedVistorias(deps);
};
