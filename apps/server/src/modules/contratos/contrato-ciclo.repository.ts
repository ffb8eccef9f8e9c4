import type { Composicao } from '@morada/domain';
import type { Db } from '../../db/database';
/** A contract as its guarantee, rescisão and renewals need it (money in centavos). */
export type ContratoCiclo = {
  id: string;
  numero: string;
  status: string;
  dataInicio: string;
  dataFim: string;
  diaVencimento: number;
  imovelId: string;
  composicao: Composicao;
  multaRescisoriaAlugueis: number;
  inquilino: { id: string; nome: string; email: string };
};

export const obterContratoCiclo = async (db: Db, id: string): Promise<ContratoCiclo | undefined> => {
  const r = await db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'c.id',
      'c.numero',
      'c.status',
      'c.data_inicio',
      'c.data_fim',
      'c.dia_vencimento',
      'c.imovel_id',
      'c.aluguel_centavos',
      'c.condominio_centavos',
      'c.iptu_centavos',
      'c.outros_centavos',
      'c.desconto_centavos',
      'c.multa_rescisoria_alugueis',
      'u.id as u_id',
      'u.nome as u_nome',
      'u.email as u_email',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        numero: r.numero,
        status: r.status,
        dataInicio: r.data_inicio,
        dataFim: r.data_fim,
        diaVencimento: r.dia_vencimento,
        imovelId: r.imovel_id,
        composicao: {
          aluguel: r.aluguel_centavos,
          condominio: r.condominio_centavos,
          iptu: r.iptu_centavos,
          outros: r.outros_centavos,
          desconto: r.desconto_centavos,
        },
        multaRescisoriaAlugueis: Number(r.multa_rescisoria_alugueis),
        inquilino: { id: r.u_id, nome: r.u_nome, email: r.u_email },
      }
    : undefined;
};

/** Ativo contracts ending between `de` and `ate` (the renewal reminder), soonest first. */
export const contratosTerminando = async (
  db: Db,
  de: string,
  ate: string,
): Promise<{ id: string; numero: string; inquilino: string; dataFim: string }[]> =>
  db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['c.id', 'c.numero', 'u.nome as inquilino', 'c.data_fim as dataFim'])
    .where('c.status', '=', 'Ativo')
    .where('c.data_fim', '>=', de)
    .where('c.data_fim', '<=', ate)
    .orderBy('c.data_fim')
    .orderBy('c.numero')
    .execute();

/** Where a contract's notices go: its número and its tenant. */
export const destinatarioDoContrato = (
  db: Db,
  contratoId: string,
): Promise<{ numero: string; usuarioId: string; email: string } | undefined> =>
  db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['c.numero', 'u.id as usuarioId', 'u.email'])
    .where('c.id', '=', contratoId)
    .executeTakeFirst();
