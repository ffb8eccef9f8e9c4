import type { DefinicaoRota } from '../rota';
import { ROTAS_AUTH } from './auth';
import { ROTAS_CICLO } from './ciclo';
import { ROTAS_CONFIGURACOES } from './configuracoes';
import { ROTAS_CONTATO } from './contato';
import { ROTAS_CONTRATOS } from './contratos';
import { ROTAS_IMOVEIS } from './imoveis';
import { ROTAS_PAGAMENTOS } from './pagamentos';
import { ROTAS_REAJUSTES } from './reajustes';
import { ROTAS_REFERENCIA } from './referencia';
import { ROTAS_USUARIOS } from './usuarios';
import { ROTAS_CEP } from './cep';
import { ROTAS_COBRANCA } from './cobranca';
import { ROTAS_DASHBOARD } from './dashboard';
import { ROTAS_FINANCEIRO } from './financeiro';
import { ROTAS_JURIDICO } from './juridico';
import { ROTAS_LOCATARIO } from './locatario';
import { ROTAS_NOTIFICACOES } from './notificacoes';
import { ROTAS_PROPRIETARIO } from './proprietario';
import { ROTAS_RELATORIOS } from './relatorios';
import { ROTAS_REPASSES } from './repasses';
import { ROTAS_PORTAIS } from './portais';
import { ROTAS_CHAMADOS } from './chamados';
import { ROTAS_LEADS } from './leads';
import { ROTAS_VISITAS } from './visitas';
import { ROTAS_VISTORIAS } from './vistorias';
import { ROTAS_ASSINATURAS } from './assinaturas';
import { ROTAS_PROPOSTAS } from './propostas';

/** Every route of the HTTP API (/api/health aside, the only one with no contract: `{ status: 'ok' }`). */
export const ROTAS_API = [
  ...ROTAS_AUTH,
  ...ROTAS_USUARIOS,
  ...ROTAS_IMOVEIS,
  ...ROTAS_CONTATO,
  ...ROTAS_CONFIGURACOES,
  ...ROTAS_CONTRATOS,
  ...ROTAS_CICLO,
  ...ROTAS_PAGAMENTOS,
  ...ROTAS_REAJUSTES,
  ...ROTAS_DASHBOARD,
  ...ROTAS_JURIDICO,
  ...ROTAS_LOCATARIO,
  ...ROTAS_FINANCEIRO,
  ...ROTAS_COBRANCA,
  ...ROTAS_NOTIFICACOES,
  ...ROTAS_RELATORIOS,
  ...ROTAS_REPASSES,
  ...ROTAS_PROPRIETARIO,
  ...ROTAS_CEP,
  ...ROTAS_REFERENCIA,
  ...ROTAS_PORTAIS,
  ...ROTAS_CHAMADOS,
  ...ROTAS_LEADS,
  ...ROTAS_VISITAS,
  ...ROTAS_VISTORIAS,
  ...ROTAS_ASSINATURAS,
  ...ROTAS_PROPOSTAS,
] as const satisfies readonly DefinicaoRota[];
