import { evidenciaSchema, type Evidencia } from '@morada/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { EvidenciaAssinaturaTable } from '../../db/types';

/** Signing links, their e-mailed codes and the evidence kept of each signature (issue 37). */
export type LinkInterno = {
  id: string;
  signatarioId: string;
  expiraEm: string;
  revogadoEm: string | null;
  tentativas: number;
  bloqueado: boolean;
};

/** A new link for the signatory; every earlier one stops working. */
export const trocarLink = async (
  db: Db,
  l: { id: string; signatarioId: string; tokenHash: string; expiraEm: string; criadoEm: string },
): Promise<void> => {
  await db
    .updateTable('links_assinatura')
    .set({ revogado_em: l.criadoEm })
    .where('signatario_id', '=', l.signatarioId)
    .where('revogado_em', 'is', null)
    .execute();
  await db
    .insertInto('links_assinatura')
    .values({
      id: l.id,
      signatario_id: l.signatarioId,
      token_hash: l.tokenHash,
      expira_em: l.expiraEm,
      usado_em: null,
      revogado_em: null,
      criado_em: l.criadoEm,
    })
    .execute();
};

export const linkDoToken = async (db: Db, tokenHash: string): Promise<LinkInterno | undefined> => {
  const l = await db
    .selectFrom('links_assinatura')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    l && {
      id: l.id,
      signatarioId: l.signatario_id,
      expiraEm: l.expira_em,
      revogadoEm: l.revogado_em,
      tentativas: l.tentativas,
      bloqueado: l.bloqueado === 1,
    }
  );
};

export const gravarTentativas = async (db: Db, linkId: string, tentativas: number, bloqueado: boolean) => {
  await db
    .updateTable('links_assinatura')
    .set({ tentativas, bloqueado: bloqueado ? 1 : 0 })
    .where('id', '=', linkId)
    .execute();
};

export const inserirCodigo = async (
  db: Db,
  c: { id: string; linkId: string; codigoHash: string; expiraEm: string; criadoEm: string },
) => {
  await db
    .insertInto('codigos_assinatura')
    .values({
      id: c.id,
      link_id: c.linkId,
      codigo_hash: c.codigoHash,
      expira_em: c.expiraEm,
      criado_em: c.criadoEm,
    })
    .execute();
};

/** Whether the link has a code with this hash still valid at `agora` (ISO). */
export const codigoConfere = async (db: Db, linkId: string, codigoHash: string, agora: string) =>
  Boolean(
    await db
      .selectFrom('codigos_assinatura')
      .select('id')
      .where('link_id', '=', linkId)
      .where('codigo_hash', '=', codigoHash)
      .where('expira_em', '>', agora)
      .executeTakeFirst(),
  );

const paraEvidencia = (e: Selectable<EvidenciaAssinaturaTable>): Evidencia =>
  evidenciaSchema.parse({
    signatarioId: e.signatario_id,
    nome: e.nome,
    email: e.email,
    papel: e.papel,
    assinadoEm: e.assinado_em,
    ip: e.ip,
    userAgent: e.user_agent,
    sha256: e.sha256,
    metodo: e.metodo,
  });

export const evidenciaDoSignatario = async (db: Db, signatarioId: string): Promise<Evidencia | undefined> => {
  const e = await db
    .selectFrom('evidencias_assinatura')
    .selectAll()
    .where('signatario_id', '=', signatarioId)
    .executeTakeFirst();
  return e && paraEvidencia(e);
};

export const evidenciasDoDocumento = async (db: Db, documentoId: string): Promise<Evidencia[]> =>
  (
    await db
      .selectFrom('evidencias_assinatura as e')
      .innerJoin('signatarios as s', 's.id', 'e.signatario_id')
      .selectAll('e')
      .where('s.documento_id', '=', documentoId)
      .orderBy('s.ordem')
      .execute()
  ).map(paraEvidencia);

/** Records the signature: the evidence (insert only) and the signatory's status. */
export const registrarAssinatura = async (db: Db, id: string, e: Evidencia): Promise<void> => {
  await db
    .insertInto('evidencias_assinatura')
    .values({
      id,
      signatario_id: e.signatarioId,
      nome: e.nome,
      email: e.email,
      papel: e.papel,
      assinado_em: e.assinadoEm,
      ip: e.ip,
      user_agent: e.userAgent,
      sha256: e.sha256,
      metodo: e.metodo,
    })
    .execute();
  await db
    .updateTable('signatarios')
    .set({ status: 'assinado', assinado_em: e.assinadoEm })
    .where('id', '=', e.signatarioId)
    .execute();
  await db
    .updateTable('links_assinatura')
    .set({ usado_em: e.assinadoEm })
    .where('signatario_id', '=', e.signatarioId)
    .where('usado_em', 'is', null)
    .execute();
};
