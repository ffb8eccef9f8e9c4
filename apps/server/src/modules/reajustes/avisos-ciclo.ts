import {
  AVISO_VENCIMENTO_GARANTIA_DIAS,
  formatBRL,
  formatCompetencia,
  formatData,
  MSG_CICLO,
  MSG_CICLO_DOC,
  paraReais,
  somarDiasData,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { entregarEmails, registrarEmail, type EmailNaFila } from '../emails';
import { diaDaAgencia } from '../configuracoes';
import { contratosTerminando, destinatarioDoContrato, garantiasAVencer } from '../contratos';
import { criarNotificacoes } from '../notificacoes';
import { idsAdminsAtivos } from '../usuarios';
import { listarAbertosAVencer, situacaoEm } from '../pagamentos';
import { marcarPrimeiraVez } from './tarefas-diarias.repository';

/** Days before a contract's end when admins are reminded to renew (or prepare the rescisão). */
export const AVISO_FIM_CONTRATO_DIAS = 30;
/** Days before a payment's due date when the tenant is reminded. */
export const LEMBRETE_VENCIMENTO_DIAS = 3;

const N = MSG_CICLO_DOC.notificacoes;

/** One notification per active admin listing the new items; nothing when there are none. */
const avisarAdmins = async (trx: Db, titulo: string, mensagem: string, origem: string, agora: Date) => {
  await criarNotificacoes(
    trx,
    (await idsAdminsAtivos(trx)).map((usuarioId) => ({ usuarioId, titulo, mensagem, origem })),
    agora,
  );
};

/**
 * Admins are told of guarantees of Ativo contracts that entered the 30-day window (or expired)
 * since the last run: each (contract, vencimento) once ever. Answers how many were announced.
 */
export const avisarGarantiasAVencer = async (deps: Deps): Promise<number> => {
  const { hoje } = await diaDaAgencia(deps);
  const agora = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const novos: string[] = [];
    for (const g of await garantiasAVencer(trx, somarDiasData(hoje, AVISO_VENCIMENTO_GARANTIA_DIAS)))
      if (await marcarPrimeiraVez(trx, `aviso-garantia:${g.contratoId}`, g.vencimento, agora.toISOString()))
        novos.push(
          N.garantia.item(MSG_CICLO.garantia.tipos[g.tipo], g.numero, g.inquilino, formatData(g.vencimento)),
        );
    if (novos.length)
      await avisarAdmins(trx, N.garantia.titulo, N.garantia.mensagem(novos), 'garantia', agora);
    return novos.length;
  });
};

/**
 * Admins are reminded of Ativo contracts that entered the 30 days before their end: each
 * (contract, end date) once, so a renewed contract is announced again before its new end.
 */
export const avisarContratosTerminando = async (deps: Deps): Promise<number> => {
  const { hoje } = await diaDaAgencia(deps);
  const agora = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const novos: string[] = [];
    for (const c of await contratosTerminando(trx, hoje, somarDiasData(hoje, AVISO_FIM_CONTRATO_DIAS)))
      if (await marcarPrimeiraVez(trx, `aviso-fim-contrato:${c.id}`, c.dataFim, agora.toISOString()))
        novos.push(N.fimContrato.item(c.numero, c.inquilino, formatData(c.dataFim)));
    if (novos.length)
      await avisarAdmins(trx, N.fimContrato.titulo, N.fimContrato.mensagem(novos), 'renovacao', agora);
    return novos.length;
  });
};

/**
 * Tenants are reminded of each open payment due within the next 3 days (a notification and an
 * e-mail in the outbox), once per payment; the e-mails go to SMTP after the transaction commits.
 */
export const lembrarVencimentos = async (deps: Deps): Promise<number> => {
  const { hoje, feriados } = await diaDaAgencia(deps);
  const agora = deps.now();
  const pagamentos = await listarAbertosAVencer(deps.db, hoje, somarDiasData(hoje, LEMBRETE_VENCIMENTO_DIAS));
  if (!pagamentos.length) return 0;
  const fila = await deps.db.transaction().execute(async (trx) => {
    const emails: EmailNaFila[] = [];
    for (const p of pagamentos) {
      if (!(await marcarPrimeiraVez(trx, `lembrete-vencimento:${p.id}`, p.vencimento, agora.toISOString())))
        continue;
      const destino = (await destinatarioDoContrato(trx, p.contrato_id))!;
      const valor = formatBRL(paraReais(situacaoEm(p, hoje, feriados).totalAberto));
      const mensagem = N.lembrete.mensagem(formatCompetencia(p.competencia), formatData(p.vencimento), valor);
      await criarNotificacoes(
        trx,
        [{ usuarioId: destino.usuarioId, titulo: N.lembrete.titulo, mensagem, origem: 'lembrete' }],
        agora,
      );
      emails.push(
        await registrarEmail(
          trx,
          { para: destino.email, assunto: N.lembrete.assunto(destino.numero), corpo: mensagem },
          agora,
          Boolean(deps.env.SMTP_URL),
        ),
      );
    }
    return emails;
  });
  entregarEmails(deps, fila);
  return fila.length;
};
