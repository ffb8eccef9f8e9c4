import type { Renegociacao } from '@morada/domain';
import type { Db } from '../../db/database';
import { renegociacoesDosContratos } from '../contratos';
import { ultimoReajuste } from '../reajustes';

/** The owner's properties, by title. */
export const imoveisDoProprietario = async (db: Db, proprietarioId: string) =>
  (
    await db
      .selectFrom('imoveis')
      .select(['id', 'titulo', 'endereco', 'cidade', 'status'])
      .where('proprietario_id', '=', proprietarioId)
      .orderBy('titulo')
      .orderBy('id')
      .execute()
  ).map((l) => ({ _id: l.id, titulo: l.titulo, endereco: l.endereco, cidade: l.cidade, status: l.status }));

export type ContratoDoProprietario = {
  id: string;
  numero: string;
  imovel: string;
  inquilino: string;
  dataInicio: string;
  dataFim: string;
  aluguel: number;
  status: string;
  /** Ordem and anniversary of the last reajuste recorded (applied or waived); 0/null when none. */
  ultimaOrdem: number;
  ultimoAniversario: string | null;
  /** Rents renegotiated by termo aditivo: they may move the next reajuste. */
  renegociacoes: Renegociacao[];
};

/** Contracts of the owner's properties, newest first (rent in centavos). */
export const contratosDoProprietario = async (
  db: Db,
  proprietarioId: string,
): Promise<ContratoDoProprietario[]> => {
  const linhas = await db
    .selectFrom('contratos as c')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select((eb) => [
      'c.id',
      'c.numero',
      'i.titulo',
      'u.nome',
      'c.data_inicio',
      'c.data_fim',
      'c.aluguel_centavos',
      'c.status',
      ...ultimoReajuste(eb),
    ])
    .where('i.proprietario_id', '=', proprietarioId)
    .orderBy('c.data_inicio', 'desc')
    .orderBy('c.numero')
    .execute();
  const renegociacoes = await renegociacoesDosContratos(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => ({
    id: l.id,
    numero: l.numero,
    imovel: l.titulo,
    inquilino: l.nome,
    dataInicio: l.data_inicio,
    dataFim: l.data_fim,
    aluguel: l.aluguel_centavos,
    status: l.status,
    ultimaOrdem: Number(l.ultima_ordem ?? 0),
    ultimoAniversario: l.ultimo_aniversario ?? null,
    renegociacoes: renegociacoes.get(l.id) ?? [],
  }));
};
