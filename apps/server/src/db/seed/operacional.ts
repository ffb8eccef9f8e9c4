import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context';
import { hojeISO, somarDias, somarMeses } from '../../lib/datas';
import { calcularEncargos } from '../../lib/multa-juros';
import { getBillingProvider, type BillingProvider } from '../../modules/financeiro/billing';
import { gerarPagamentos, obterContratoParaCobrar } from '../../modules/pagamentos/pagamentos.service';
import { seedJuridico } from './operacional.juridico';

type Plano = { numero: string; inquilinoId: string; imovelId: string; inicio: string; meses: number };

const criarContrato = async (
  deps: Deps,
  p: Plano,
  valores: { aluguel: number; condominio: number; iptu: number },
) => {
  const id = randomUUID();
  const fim = somarDias(`${somarMeses(p.inicio.slice(0, 7), p.meses)}-01`, -1);
  await deps.db
    .insertInto('contratos')
    .values({
      id,
      numero: p.numero,
      inquilino_id: p.inquilinoId,
      imovel_id: p.imovelId,
      data_inicio: p.inicio,
      data_fim: fim,
      valor_aluguel: valores.aluguel,
      valor_condominio: valores.condominio,
      valor_iptu: valores.iptu,
      dia_vencimento: 10,
      status: 'Ativo',
      observacoes: 'Reajuste anual pelo IGP-M.',
      multa_percentual: 2,
      juros_mensal_percentual: 1,
      created_at: deps.now().toISOString(),
    })
    .execute();
  await deps.db.updateTable('imoveis').set({ status: 'Ocupado' }).where('id', '=', p.imovelId).execute();
  return id;
};

/**
 * Twelve monthly payments issued through the billing provider, then settled like a real history:
 * past months paid (one of them late, with multa and juros), the `atrasados` most recent past
 * months left open (overdue), the future ones pending.
 */
const historico = async (deps: Deps, contratoId: string, atrasados: number, provider: BillingProvider) => {
  const contrato = (await obterContratoParaCobrar(deps, contratoId))!;
  const pagamentos = await gerarPagamentos(deps, contrato, 12, provider);
  const hoje = hojeISO(deps.now());
  const vencidos = pagamentos.filter((p) => p.vencimento < hoje);
  const aPagar = vencidos.slice(0, Math.max(0, vencidos.length - atrasados));
  for (const [i, p] of aPagar.entries()) {
    // The third month was paid five days late; the others two days early.
    const data = somarDias(p.vencimento, i === 2 ? 5 : -2);
    const { valorAtualizado } = calcularEncargos(p.valor, p.vencimento, data, 2, 1);
    await deps.db
      .updateTable('pagamentos')
      .set({ status: 'RECEIVED', data_pagamento: data, valor_pago: valorAtualizado })
      .where('id', '=', p.id)
      .execute();
  }
};

/**
 * Demo contracts, twelve months of payments (some overdue), legal documents and cases, and the
 * tenant's notifications. Runs after the users and properties are seeded; missing demo users or
 * properties are tolerated (that part is skipped). Owner: contracts module.
 */
export const seedOperacional = async (deps: Deps): Promise<void> => {
  const { db } = deps;
  const agora = deps.now();
  const hoje = hojeISO(agora);
  const mes = hoje.slice(0, 7);
  const inquilina = await db
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('email', '=', 'inquilina@morada.com.br')
    .executeTakeFirst();
  const outro = await db
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('perfil', '=', 'inquilino')
    .where('email', '!=', 'inquilina@morada.com.br')
    .orderBy('data_cadastro')
    .executeTakeFirst();
  const livres = await db
    .selectFrom('imoveis')
    .select(['id', 'titulo'])
    .where('operacao', '=', 'Aluguel')
    .where('status', '=', 'Disponível')
    .orderBy('data_cadastro')
    .orderBy('id')
    .execute();
  if (!inquilina || !livres[0]) return;

  let provider: BillingProvider;
  try {
    provider = getBillingProvider(deps);
  } catch (e) {
    // The demo must still start if billing is misconfigured; the boletos can be issued later.
    console.warn('Seed: pagamentos sem boleto —', (e as Error).message);
    provider = {
      nome: 'local',
      garantirCliente: async (p) => p.id,
      emitir: async () => ({
        providerId: '',
        nossoNumero: '',
        codigoBarras: '',
        linhaDigitavel: '',
        pixPayload: '',
      }),
      registrarPagamento: async () => {},
      cancelar: async () => {},
    };
  }

  const ct1 = await criarContrato(
    deps,
    {
      numero: 'CT-2026-001',
      inquilinoId: inquilina.id,
      imovelId: livres[0].id,
      inicio: `${somarMeses(mes, -10)}-01`,
      meses: 30,
    },
    { aluguel: 2500, condominio: 450, iptu: 120 },
  );
  await historico(deps, ct1, 2, provider);

  if (outro && livres[1]) {
    // A one-year contract ending next month: all paid, shows the 'ends soon' alert.
    const ct2 = await criarContrato(
      deps,
      {
        numero: 'CT-2025-014',
        inquilinoId: outro.id,
        imovelId: livres[1].id,
        inicio: `${somarMeses(mes, -11)}-01`,
        meses: 12,
      },
      { aluguel: 1800, condominio: 380, iptu: 90 },
    );
    await historico(deps, ct2, 0, provider);
  }

  await seedJuridico(deps, {
    numero: 'CT-2026-001',
    nome: inquilina.nome,
    id: inquilina.id,
    imovel: livres[0].titulo,
  });
};
