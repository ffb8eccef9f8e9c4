import type { Db } from '../../db/database';
import {
  consultaRecebimentosDeProprietarios,
  recebimentoDaLinha,
  type RecebimentoDeProprietario,
} from '../repasses';

/** Money in this file is integer centavos. */

/** A receipt of the year on a property with an owner, with what the yearly reports need. */
export type RecebimentoDoAno = RecebimentoDeProprietario & {
  /** 1..12, the month the tenant paid (income counts when received: IN SRF 15/2001 art. 12). */
  mes: number;
  dataInicio: string;
  proprietarioNome: string;
  /** The owner's CPF or CNPJ from their repasse details, else their CPF on the account. */
  proprietarioDocumento: string;
  inquilinoDocumento: string;
  endereco: { logradouro: string; cidade: string; estado: string; cep: string };
};

/** Every receipt dated in `ano` on owned properties (optionally one owner's), by contract and date. */
export const recebimentosDoAno = async (
  db: Db,
  ano: number,
  proprietarioId?: string,
): Promise<RecebimentoDoAno[]> => {
  let q = consultaRecebimentosDeProprietarios(db)
    .innerJoin('usuarios as o', 'o.id', 'i.proprietario_id')
    .leftJoin('dados_repasse as d', 'd.usuario_id', 'o.id')
    .select([
      'c.data_inicio',
      'o.nome as proprietario_nome',
      'o.cpf as proprietario_cpf',
      'd.documento as proprietario_documento',
      'u.cpf as inquilino_cpf',
      'i.endereco',
      'i.cep',
      'i.cidade',
      'i.estado',
    ])
    .where('r.data', '>=', `${ano}-01-01`)
    .where('r.data', '<=', `${ano}-12-31`);
  if (proprietarioId) q = q.where('i.proprietario_id', '=', proprietarioId);
  const linhas = await q.orderBy('c.numero').orderBy('c.id').orderBy('r.data').orderBy('r.id').execute();
  return linhas.map((l) => ({
    ...recebimentoDaLinha(l),
    mes: Number(l.data.slice(5, 7)),
    dataInicio: l.data_inicio,
    proprietarioNome: l.proprietario_nome,
    proprietarioDocumento: (l.proprietario_documento ?? l.proprietario_cpf).replace(/\D/g, ''),
    inquilinoDocumento: l.inquilino_cpf.replace(/\D/g, ''),
    endereco: { logradouro: l.endereco, cidade: l.cidade, estado: l.estado, cep: l.cep },
  }));
};
