import {
  documentoParaAssinarSchema,
  type DocumentoParaAssinar,
  type PapelSignatario,
  type Signatario,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { SignatarioTable } from '../../db/types';

/** A document with what only the server uses: its files and what it was generated from. */
export type DocumentoInterno = DocumentoParaAssinar & {
  arquivo: string;
  arquivoFinal: string | null;
  sha256Final: string | null;
  referenciaId: string | null;
};
export type SignatarioInterno = Signatario & { documentoId: string; usuarioId: string | null };

const paraSignatario = (s: SignatarioTable): SignatarioInterno => ({
  id: s.id,
  documentoId: s.documento_id,
  usuarioId: s.usuario_id,
  papel: s.papel as PapelSignatario,
  nome: s.nome,
  email: s.email,
  status: s.status as Signatario['status'],
  assinadoEm: s.assinado_em,
});

const signatariosDe = async (db: Db, ids: readonly string[]): Promise<Map<string, SignatarioInterno[]>> => {
  const mapa = new Map<string, SignatarioInterno[]>();
  if (!ids.length) return mapa;
  const linhas = await db
    .selectFrom('signatarios')
    .selectAll()
    .where('documento_id', 'in', ids)
    .orderBy('ordem')
    .execute();
  // A locked current link shows in the back office, which then offers a new one.
  const bloqueados = new Set(
    (
      await db
        .selectFrom('links_assinatura')
        .select('signatario_id')
        .where(
          'signatario_id',
          'in',
          linhas.map((l) => l.id),
        )
        .where('revogado_em', 'is', null)
        .where('bloqueado', '=', 1)
        .execute()
    ).map((l) => l.signatario_id),
  );
  for (const l of linhas)
    mapa.set(l.documento_id, [
      ...(mapa.get(l.documento_id) ?? []),
      { ...paraSignatario(l), linkBloqueado: bloqueados.has(l.id) },
    ]);
  return mapa;
};

const documentos = async (
  db: Db,
  filtro: (q: ReturnType<typeof consulta>) => ReturnType<typeof consulta>,
): Promise<DocumentoInterno[]> => {
  const linhas = await filtro(consulta(db)).orderBy('criado_em', 'desc').execute();
  const sigs = await signatariosDe(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((d) => ({
    id: d.id,
    tipo: d.tipo as DocumentoParaAssinar['tipo'],
    contratoId: d.contrato_id,
    titulo: d.titulo,
    sha256: d.sha256,
    status: d.status as DocumentoParaAssinar['status'],
    criadoEm: d.criado_em,
    concluidoEm: d.concluido_em,
    codigoVerificacao: d.codigo_verificacao,
    signatarios: (sigs.get(d.id) ?? []).map((s) => s),
    arquivo: d.arquivo,
    arquivoFinal: d.arquivo_final,
    sha256Final: d.sha256_final,
    referenciaId: d.referencia_id,
  }));
};
const consulta = (db: Db) => db.selectFrom('documentos_assinatura').selectAll();

/** The API's shape: the schema's fields (files, user ids stay inside). */
export const publico = (d: DocumentoInterno): DocumentoParaAssinar => documentoParaAssinarSchema.parse(d);

export const obterDocumento = async (db: Db, id: string): Promise<DocumentoInterno | undefined> =>
  (await documentos(db, (q) => q.where('id', '=', id)))[0];

export const documentosDoContrato = (db: Db, contratoId: string): Promise<DocumentoInterno[]> =>
  documentos(db, (q) => q.where('contrato_id', '=', contratoId));

export const documentoPorCodigo = async (db: Db, codigo: string): Promise<DocumentoInterno | undefined> =>
  (await documentos(db, (q) => q.where('codigo_verificacao', '=', codigo)))[0];

export const documentoPorShaFinal = async (db: Db, sha: string): Promise<DocumentoInterno | undefined> =>
  (await documentos(db, (q) => q.where('sha256_final', '=', sha).where('status', '=', 'concluido')))[0];

/** The pending documents of the same contract document (same tipo and aditivo). */
export const pendentesDoMesmo = (
  db: Db,
  contratoId: string,
  tipo: string,
  referenciaId: string | null,
): Promise<DocumentoInterno[]> =>
  documentos(db, (q) =>
    q
      .where('contrato_id', '=', contratoId)
      .where('tipo', '=', tipo)
      .where('status', '=', 'pendente')
      .where((eb) =>
        referenciaId ? eb('referencia_id', '=', referenciaId) : eb('referencia_id', 'is', null),
      ),
  );

/** Documents where the user is a signatory in `status`, optionally only those in `docStatus`. */
const doSignatario = async (db: Db, usuarioId: string, status: string, docStatus?: string) => {
  const ids = await db
    .selectFrom('signatarios')
    .select('documento_id')
    .where('usuario_id', '=', usuarioId)
    .where('status', '=', status)
    .execute();
  if (!ids.length) return [];
  return documentos(db, (q) => {
    const deles = q.where(
      'id',
      'in',
      ids.map((i) => i.documento_id),
    );
    return docStatus ? deles.where('status', '=', docStatus) : deles;
  });
};

/** Pending documents where the user is a pending signatory. */
export const pendentesDoUsuario = (db: Db, usuarioId: string): Promise<DocumentoInterno[]> =>
  doSignatario(db, usuarioId, 'pendente');

/** Completed documents the user signed (as tenant, owner or staff), newest request first. */
export const concluidosDoUsuario = (db: Db, usuarioId: string): Promise<DocumentoInterno[]> =>
  doSignatario(db, usuarioId, 'assinado', 'concluido');

export const inserirDocumento = async (
  db: Db,
  d: { id: string; contratoId: string; tipo: string; referenciaId: string | null; titulo: string } & {
    arquivo: string;
    sha256: string;
    criadoEm: string;
    criadoPor: string;
  },
): Promise<void> => {
  await db
    .insertInto('documentos_assinatura')
    .values({
      id: d.id,
      contrato_id: d.contratoId,
      tipo: d.tipo,
      referencia_id: d.referenciaId,
      titulo: d.titulo,
      arquivo: d.arquivo,
      sha256: d.sha256,
      status: 'pendente',
      criado_em: d.criadoEm,
      criado_por: d.criadoPor,
      concluido_em: null,
      codigo_verificacao: null,
      arquivo_final: null,
      sha256_final: null,
    })
    .execute();
};

export type NovoSignatario = {
  id: string;
  papel: PapelSignatario;
  nome: string;
  email: string;
  usuarioId: string | null;
};

export const inserirSignatarios = async (db: Db, documentoId: string, s: readonly NovoSignatario[]) => {
  await db
    .insertInto('signatarios')
    .values(
      s.map((x, ordem) => ({
        id: x.id,
        documento_id: documentoId,
        papel: x.papel,
        nome: x.nome,
        email: x.email,
        usuario_id: x.usuarioId,
        status: 'pendente',
        assinado_em: null,
        ordem,
      })),
    )
    .execute();
};

/** A document no longer to be signed: its pending signatures and links die; the evidence stays. */
export const invalidarDocumento = async (db: Db, id: string, agora: string): Promise<void> => {
  await db.updateTable('documentos_assinatura').set({ status: 'invalidado' }).where('id', '=', id).execute();
  const pendentes = db
    .selectFrom('signatarios')
    .select('id')
    .where('documento_id', '=', id)
    .where('status', '=', 'pendente');
  await db
    .updateTable('links_assinatura')
    .set({ revogado_em: agora })
    .where('signatario_id', 'in', pendentes)
    .where('revogado_em', 'is', null)
    .execute();
  await db
    .updateTable('signatarios')
    .set({ status: 'invalidado' })
    .where('documento_id', '=', id)
    .where('status', '=', 'pendente')
    .execute();
};

export const obterSignatario = async (db: Db, id: string): Promise<SignatarioInterno | undefined> => {
  const s = await db.selectFrom('signatarios').selectAll().where('id', '=', id).executeTakeFirst();
  return s && paraSignatario(s);
};

export const signatarioDoUsuario = async (
  db: Db,
  documentoId: string,
  usuarioId: string,
): Promise<SignatarioInterno | undefined> => {
  const s = await db
    .selectFrom('signatarios')
    .selectAll()
    .where('documento_id', '=', documentoId)
    .where('usuario_id', '=', usuarioId)
    .orderBy('ordem')
    .executeTakeFirst();
  return s && paraSignatario(s);
};

export const concluirDocumento = async (
  db: Db,
  id: string,
  c: { concluidoEm: string; codigo: string; arquivoFinal: string; sha256Final: string },
): Promise<void> => {
  await db
    .updateTable('documentos_assinatura')
    .set({
      status: 'concluido',
      concluido_em: c.concluidoEm,
      codigo_verificacao: c.codigo,
      arquivo_final: c.arquivoFinal,
      sha256_final: c.sha256Final,
    })
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .execute();
};

/** A user as a signatory needs him: name, e-mail and password hash. */
export const dadosDoUsuario = async (db: Db, id: string) =>
  db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'senha_hash'])
    .where('id', '=', id)
    .executeTakeFirst();

const CHAVE_CERTIFICADO = 'assinatura_certificado';

export const lerCertificadoConfigurado = async (db: Db): Promise<string | undefined> =>
  (
    await db
      .selectFrom('configuracoes')
      .select('valor')
      .where('chave', '=', CHAVE_CERTIFICADO)
      .executeTakeFirst()
  )?.valor;

export const gravarCertificadoConfigurado = async (db: Db, valor: string): Promise<void> => {
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE_CERTIFICADO, valor })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor }))
    .execute();
};

export const apagarCertificadoConfigurado = async (db: Db): Promise<void> => {
  await db.deleteFrom('configuracoes').where('chave', '=', CHAVE_CERTIFICADO).execute();
};
