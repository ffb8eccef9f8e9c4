import { somarMesesAoMes, vencimentoDoMes } from '@morada/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { SEM_BOLETO } from '../pagamentos';

/**
 * The data of the dashboard's load check (dashboard.carga.ts, run by hand): `contratos` tenants,
 * properties and contracts from 2018-03, each with `meses` monthly payments (those due before
 * 2026-06-15, the check's day, paid but for every 17th) and their receipts, in one transaction.
 */
export const inserirCarteiraDeCarga = async (db: Db, contratos: number, meses: number): Promise<void> => {
  const tipos = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < contratos; i++) {
      const u = randomUUID();
      const im = randomUUID();
      const ct = randomUUID();
      await trx
        .insertInto('usuarios')
        .values({
          id: u,
          nome: `Inquilino ${i}`,
          email: `i${i}@x.com`,
          telefone: '',
          perfil: 'inquilino',
          status: 'ativo',
          senha_hash: 'x',
          token_versao: 0,
          cpf: '',
          rg: '',
          data_cadastro: '2018-01-01',
          ultimo_acesso: null,
        })
        .execute();
      await trx
        .insertInto('imoveis')
        .values({
          id: im,
          titulo: `Imóvel ${i}`,
          tipo: tipos[i % 4]!,
          operacao: 'Aluguel',
          preco_centavos: 100_000,
          condominio_centavos: null,
          endereco: 'R',
          bairro: 'B',
          cidade: 'C',
          estado: 'SP',
          area_util: 50,
          quartos: null,
          suites: null,
          banheiros: null,
          vagas: null,
          andar: null,
          descricao: 'd',
          destaque: 0,
          status: i % 10 ? 'Ocupado' : 'Disponível',
          data_cadastro: '2018-01-01',
          fotos: '[]',
          caracteristicas: '[]',
          busca: '',
        })
        .execute();
      await trx
        .insertInto('contratos')
        .values({
          id: ct,
          numero: `CT-${i}`,
          inquilino_id: u,
          imovel_id: im,
          data_inicio: '2018-03-01',
          data_fim: '2026-12-31',
          aluguel_centavos: 200_000,
          condominio_centavos: 30_000,
          iptu_centavos: 10_000,
          outros_centavos: 0,
          desconto_centavos: 0,
          encargos_clausula: 0,
          encargos_proprietario_percentual: 100,
          dia_vencimento: 10,
          status: i % 10 ? 'Ativo' : 'Finalizado',
          observacoes: '',
          multa_percentual: 2,
          juros_mensal_percentual: 1,
          created_at: '2018-03-01',
        })
        .execute();
      const linhas = Array.from({ length: meses }, (_, k) => {
        const competencia = somarMesesAoMes('2018-03', k);
        const vencimento = vencimentoDoMes(competencia, 10);
        const pago = vencimento < '2026-06-15' && (k + i) % 17 !== 0;
        return {
          id: randomUUID(),
          contrato_id: ct,
          competencia,
          vencimento,
          valor_centavos: 240_000,
          aluguel_centavos: 200_000,
          condominio_centavos: 30_000,
          iptu_centavos: 10_000,
          outros_centavos: 0,
          desconto_centavos: 0,
          status: pago ? 'RECEIVED' : 'PENDING',
          data_pagamento: pago ? vencimento : null,
          ...SEM_BOLETO,
          created_at: '2018-03-01',
        };
      });
      await trx.insertInto('pagamentos').values(linhas).execute();
      // Every settled payment has its receipt; every fifth open one a partial receipt.
      const recebimentos = linhas
        .filter((l, k) => l.status === 'RECEIVED' || (k % 5 === 0 && l.vencimento < '2026-06-15'))
        .map((l) => {
          const parcial = l.status !== 'RECEIVED';
          return {
            id: randomUUID(),
            pagamento_id: l.id,
            data: l.vencimento,
            valor_centavos: parcial ? 120_000 : 240_000,
            meio: 'PIX',
            juros_centavos: 0,
            multa_centavos: 0,
            aluguel_centavos: parcial ? 100_000 : 200_000,
            condominio_centavos: parcial ? 15_000 : 30_000,
            iptu_centavos: parcial ? 5_000 : 10_000,
            outros_centavos: 0,
            registrado_por: null,
            created_at: '2018-03-01',
          };
        });
      await trx.insertInto('recebimentos').values(recebimentos).execute();
    }
  });
};

/** Refreshes the planner's statistics (ANALYZE), as a long-running database would have them. */
export const atualizarEstatisticas = async (db: Db): Promise<void> => {
  await sql`analyze`.execute(db);
};
