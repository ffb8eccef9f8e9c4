import { conviteIcs, formatarHorarioVisita, formatTelefone, MSG_VISITAS } from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes';
import { registrarEmail, type EmailNaFila } from '../emails';
import type { VisitaInterna } from './visitas.repository';

const E = MSG_VISITAS.email;

type Email = Parameters<typeof registrarEmail>[1];
type Anexo = NonNullable<Email['anexos']>[number];

/** The .ics as an attachment calendars read as an invitation (RFC 6047: text/calendar; method=…). */
export const anexoIcs = (ics: string, metodo: 'REQUEST' | 'CANCEL'): Anexo => ({
  nome: metodo === 'CANCEL' ? 'visita-cancelada.ics' : 'visita.ics',
  tipo: `text/calendar; charset=utf-8; method=${metodo}`,
  conteudo: ics,
});

/** Writes the e-mails in the outbox (in the caller's transaction); delivery comes after commit. */
const registrar = async (db: Db, deps: Deps, emails: Email[]): Promise<EmailNaFila[]> => {
  const fila: EmailNaFila[] = [];
  for (const e of emails) fila.push(await registrarEmail(db, e, deps.now(), Boolean(deps.env.SMTP_URL)));
  return fila;
};

/** Who hears of the corretor's side: the corretor, or the agency's address when the visit has none. */
const paraEquipe = async (db: Db, v: VisitaInterna) =>
  v.corretorEmail ?? (await getConfiguracao(db)).emailAdministracao;

/** "Solicitada": the visitor (nothing confirmed, no .ics) and the corretor (or the agency). */
export const emailsSolicitada = async (db: Db, deps: Deps, v: VisitaInterna) => {
  const quando = formatarHorarioVisita(v.inicio);
  return registrar(db, deps, [
    {
      para: v.visitanteEmail,
      assunto: E.solicitadaVisitante.assunto(v.imovelTitulo),
      corpo: E.solicitadaVisitante.corpo(v.visitanteNome, v.imovelTitulo, quando, v.imovelEndereco),
    },
    {
      para: await paraEquipe(db, v),
      assunto: E.solicitadaCorretor.assunto(v.imovelTitulo),
      corpo: E.solicitadaCorretor.corpo(
        v.visitanteNome,
        `${v.visitanteEmail}, ${formatTelefone(v.visitanteTelefone)}`,
        v.imovelTitulo,
        quando,
      ),
    },
  ]);
};

/** The invitation (REQUEST) or its cancellation (CANCEL), to the visitor and the corretor. */
export const emailsComConvite = async (
  db: Db,
  deps: Deps,
  v: VisitaInterna,
  metodo: 'REQUEST' | 'CANCEL',
  motivo = '',
) => {
  const config = await getConfiguracao(db);
  const ics = conviteIcs({
    visita: v,
    agencia: { nome: config.nome, email: config.emailAdministracao },
    corretor: v.corretorEmail && v.corretorNome ? { nome: v.corretorNome, email: v.corretorEmail } : null,
    metodo,
    sequencia: v.sequencia,
    agora: deps.now(),
  });
  const quando = formatarHorarioVisita(v.inicio);
  const texto = (nome: string) =>
    metodo === 'CANCEL'
      ? {
          assunto: E.cancelada.assunto(v.imovelTitulo),
          corpo: E.cancelada.corpo(nome, v.imovelTitulo, quando, motivo),
        }
      : {
          assunto: E.confirmada.assunto(v.imovelTitulo),
          corpo: E.confirmada.corpo(nome, v.imovelTitulo, quando, v.imovelEndereco),
        };
  const anexos = [anexoIcs(ics, metodo)];
  return registrar(db, deps, [
    { para: v.visitanteEmail, ...texto(v.visitanteNome), anexos },
    { para: await paraEquipe(db, v), ...texto(v.corretorNome ?? config.nome), anexos },
  ]);
};

/** The proposal of another slot, with the visitor's answer link (its token stays out of the outbox). */
export const emailNovaProposta = async (db: Db, deps: Deps, v: VisitaInterna, token: string) => {
  const link = `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/visitas/resposta/${token}`;
  return registrar(db, deps, [
    {
      para: v.visitanteEmail,
      assunto: E.novaProposta.assunto(v.imovelTitulo),
      corpo: E.novaProposta.corpo(
        v.visitanteNome,
        v.imovelTitulo,
        formatarHorarioVisita(v.propostaInicio!),
        link,
      ),
      segredos: [token],
    },
  ]);
};

/** The reminder the day before, to the visitor and the corretor. */
export const emailsLembrete = async (db: Db, deps: Deps, v: VisitaInterna) => {
  const quando = formatarHorarioVisita(v.inicio);
  const corpo = (nome: string) => E.lembrete.corpo(nome, v.imovelTitulo, quando, v.imovelEndereco);
  return registrar(db, deps, [
    {
      para: v.visitanteEmail,
      assunto: E.lembrete.assunto(v.imovelTitulo, quando),
      corpo: corpo(v.visitanteNome),
    },
    {
      para: await paraEquipe(db, v),
      assunto: E.lembrete.assunto(v.imovelTitulo, quando),
      corpo: corpo(v.corretorNome ?? (await getConfiguracao(db)).nome),
    },
  ]);
};
