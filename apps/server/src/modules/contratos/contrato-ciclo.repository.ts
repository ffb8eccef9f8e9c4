import type { Composicao } from '@morada/domain';
import type { Db } from '../../db/database';
import { composicaoDe } from '../../db/pagamentos.repository';
import {
  colunasComposicaoContrato,
  colunasInquilino,
  colunasPrazoContrato,
  contratosComInquilino,
} from '../../db/contratos.repository';
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
  const r = await contratosComInquilino(db)
    .select([
      ...colunasPrazoContrato,
      'c.status',
      'c.imovel_id',
      ...colunasComposicaoContrato,
      'c.multa_rescisoria_alugueis',
      ...colunasInquilino,
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
        composicao: composicaoDe(r),
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
  contratosComInquilino(db)
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
  contratosComInquilino(db)
    .select(['c.numero', 'u.id as usuarioId', 'u.email'])
    .where('c.id', '=', contratoId)
    .executeTakeFirst();
