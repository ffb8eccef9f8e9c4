import {
  limiteAplicacaoReajuste,
  MSG_REAJUSTE,
  primeiroVencimentoDesde,
  textoAvisoReajuste,
  type AplicacaoReajustes,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { entregarEmails, registrarEmail, type EmailNaFila } from '../emails';
import { diaDaAgencia } from '../configuracoes';
import { reemitirBoletos } from '../pagamentos';
import { criarNotificacoes } from '../notificacoes';
import { historicoDoContrato, type ContratoParaReajuste } from './reajustes.repository';
import { aplicarNoContrato, type Aplicado } from './reajustes.service';

type Resultado = AplicacaoReajustes['resultados'][number];

/**
 * The tenant's notice of each reajuste applied (notification + e-mail in the outbox), written in
 * the caller's transaction; the e-mails go to SMTP after it commits.
 */
const avisarInquilino = async (
  trx: Db,
  deps: Deps,
  c: ContratoParaReajuste,
  aplicados: readonly Aplicado[],
  agora: Date,
): Promise<EmailNaFila[]> => {
  const N = MSG_REAJUSTE.notificacao;
  const mensagens = aplicados.map(({ reajuste: r }) =>
    textoAvisoReajuste({
      numero: c.numero,
      indice: r.indice,
      meses: r.meses,
      variacaoAcumulada: r.variacaoAcumulada!,
      aluguelAnterior: r.aluguelAnterior!,
      aluguelNovo: r.aluguelNovo!,
      vigencia: primeiroVencimentoDesde(r.aniversario, c.diaVencimento),
    }),
  );
  await criarNotificacoes(
    trx,
    mensagens.map((mensagem) => ({
      usuarioId: c.inquilino.id,
      titulo: N.titulo,
      mensagem,
      origem: 'reajuste',
    })),
    agora,
  );
  const fila: EmailNaFila[] = [];
  for (const corpo of mensagens)
    fila.push(
      await registrarEmail(
        trx,
        { para: c.inquilino.email, assunto: N.assunto(c.numero), corpo },
        agora,
        Boolean(deps.env.SMTP_URL),
      ),
    );
  return fila;
};

/** One contract: its due reajustes in one transaction, then notices and boletos. */
const aplicarUm = async (
  deps: Deps,
  id: string,
  ate: string,
  usuarioId: string | null,
): Promise<Resultado> => {
  const agora = deps.now();
  const { r, fila } = await deps.db.transaction().execute(async (trx) => {
    const r = await aplicarNoContrato(trx, id, ate, usuarioId, agora.toISOString());
    const fila =
      r.contrato && r.aplicados.length
        ? await avisarInquilino(trx, deps, r.contrato, r.aplicados, agora)
        : [];
    return { r, fila };
  });
  entregarEmails(deps, fila);
  const boletosNaoReemitidos = await reemitirBoletos(deps, r.reemitir, 'Reajuste');
  const ids = new Set(r.aplicados.map((a) => a.reajuste.id));
  const reajustes = ids.size
    ? (await historicoDoContrato(deps.db, id)).filter((h) => ids.has(h.id)).reverse()
    : [];
  return {
    contratoId: id,
    resultado: reajustes.length ? 'aplicado' : 'ignorado',
    ...(r.motivo ? { motivo: r.motivo } : {}),
    reajustes,
    boletosNaoReemitidos,
  };
};

/**
 * POST /api/reajustes/aplicar: each contract on its own (one failing to be adjusted does not undo
 * another). Idempotent: a reajuste already recorded is not applied again.
 */
export const aplicarReajustes = async (
  deps: Deps,
  contratoIds: readonly string[],
  usuarioId: string | null,
): Promise<AplicacaoReajustes> => {
  const { hoje } = await diaDaAgencia(deps);
  const ate = limiteAplicacaoReajuste(hoje);
  const resultados: Resultado[] = [];
  for (const id of contratoIds) resultados.push(await aplicarUm(deps, id, ate, usuarioId));
  return { resultados };
};
