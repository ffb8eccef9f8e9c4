import { randomUUID } from 'node:crypto';
import {
  calcularSituacao,
  ratearPrincipal,
  somarDiasData,
  somarMesesAData,
  totalComposicao,
  type Composicao,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Cenario } from '../contratos/cenario.fixture';
import { SEM_BOLETO } from '../pagamentos';

/**
 * Rows of the rental ledger written straight to the database (money in centavos), so the
 * dashboard and report tests state their world exactly and do not depend on the payment routes.
 * Receipts are applied with the ledger's own rule (juros, then multa, then the components pro
 * rata) and settle the payment when nothing is left open. Test support only.
 */
export type ContratoFixture = {
  numero: string;
  inquilinoId: string;
  imovelId: string;
  dataInicio: string;
  /** One year from dataInicio (its eve a year later) unless given. */
  dataFim?: string;
  /** The 10th unless given. */
  diaVencimento?: number;
  composicao: Partial<Composicao> & { aluguel: number };
  /** The owner's share (%) of multa and juros; 0 unless a test says otherwise. */
  encargosProprietarioPercentual?: number;
  status?: string;
};

const REGRA = { multaPercentual: 2, jurosMensalPercentual: 1 };

/** Who and what a contract is of when the test does not say (livroDoCenario: tenant A, the apartment). */
type Partes = Partial<Pick<ContratoFixture, 'inquilinoId' | 'imovelId'>>;

export const livro = (db: Db, padrao: Partes = {}) => {
  const contratos = new Map<string, Composicao>();

  const contrato = async (dados: Omit<ContratoFixture, keyof Partes> & Partes): Promise<string> => {
    const c = { ...padrao, ...dados };
    if (!c.inquilinoId || !c.imovelId) throw new Error('livro.contrato: inquilinoId e imovelId');
    const id = randomUUID();
    const comp: Composicao = { condominio: 0, iptu: 0, outros: 0, desconto: 0, ...c.composicao };
    contratos.set(id, comp);
    await db
      .insertInto('contratos')
      .values({
        id,
        numero: c.numero,
        inquilino_id: c.inquilinoId,
        imovel_id: c.imovelId,
        data_inicio: c.dataInicio,
        data_fim: c.dataFim ?? somarDiasData(somarMesesAData(c.dataInicio, 12), -1),
        aluguel_centavos: comp.aluguel,
        condominio_centavos: comp.condominio,
        iptu_centavos: comp.iptu,
        outros_centavos: comp.outros,
        desconto_centavos: comp.desconto,
        dia_vencimento: c.diaVencimento ?? 10,
        status: c.status ?? 'Ativo',
        observacoes: '',
        multa_percentual: REGRA.multaPercentual,
        juros_mensal_percentual: REGRA.jurosMensalPercentual,
        encargos_clausula: 0,
        encargos_proprietario_percentual: c.encargosProprietarioPercentual ?? 0,
        created_at: `${c.dataInicio}T00:00:00.000Z`,
      })
      .execute();
    return id;
  };

  /** A month's payment with the contract's composition frozen in it. */
  const pagamento = async (contratoId: string, vencimento: string, status = 'PENDING'): Promise<string> => {
    const comp = contratos.get(contratoId)!;
    const id = randomUUID();
    await db
      .insertInto('pagamentos')
      .values({
        id,
        contrato_id: contratoId,
        competencia: vencimento.slice(0, 7),
        vencimento,
        valor_centavos: totalComposicao(comp),
        aluguel_centavos: comp.aluguel,
        condominio_centavos: comp.condominio,
        iptu_centavos: comp.iptu,
        outros_centavos: comp.outros,
        desconto_centavos: comp.desconto,
        status,
        data_pagamento: null,
        ...SEM_BOLETO,
        created_at: `${vencimento}T00:00:00.000Z`,
      })
      .execute();
    return id;
  };

  /**
   * Receives `valor` centavos for a payment on `data` (everything due that day when omitted):
   * juros first, then multa, then the components pro rata, as the ledger does.
   */
  const receber = async (pagamentoId: string, data: string, valor?: number): Promise<void> => {
    const p = await db
      .selectFrom('pagamentos')
      .selectAll()
      .where('id', '=', pagamentoId)
      .executeTakeFirstOrThrow();
    const anteriores = await db
      .selectFrom('recebimentos')
      .select(['data', 'valor_centavos'])
      .where('pagamento_id', '=', pagamentoId)
      .execute();
    const cobranca = { valor: p.valor_centavos, vencimento: p.vencimento, regra: REGRA };
    const recebidos = anteriores.map((r) => ({ data: r.data, valor: r.valor_centavos }));
    const quanto = valor ?? calcularSituacao(cobranca, recebidos, data).totalAberto;
    const s = calcularSituacao(cobranca, [...recebidos, { data, valor: quanto }], data);
    const imp = s.imputacoes.at(-1)!;
    const partes = ratearPrincipal(
      {
        aluguel: p.aluguel_centavos,
        condominio: p.condominio_centavos,
        iptu: p.iptu_centavos,
        outros: p.outros_centavos,
        desconto: p.desconto_centavos,
      },
      imp.principal,
    );
    await db
      .insertInto('recebimentos')
      .values({
        id: randomUUID(),
        pagamento_id: pagamentoId,
        data,
        valor_centavos: quanto,
        meio: 'PIX',
        juros_centavos: imp.juros,
        multa_centavos: imp.multa,
        aluguel_centavos: partes.aluguel,
        condominio_centavos: partes.condominio,
        iptu_centavos: partes.iptu,
        outros_centavos: partes.outros,
        registrado_por: null,
        created_at: `${data}T12:00:00.000Z`,
      })
      .execute();
    if (s.quitado)
      await db
        .updateTable('pagamentos')
        .set({ status: 'RECEIVED', data_pagamento: data })
        .where('id', '=', pagamentoId)
        .execute();
  };

  return { contrato, pagamento, receber };
};

/** The ledger of a scenario whose contracts are, unless a test says otherwise, tenant A's of the apartment. */
export const livroDoCenario = (c: Pick<Cenario, 'db' | 'inquilinoA' | 'imoveis'>) =>
  livro(c.db, { inquilinoId: c.inquilinoA.id, imovelId: c.imoveis.apto });
