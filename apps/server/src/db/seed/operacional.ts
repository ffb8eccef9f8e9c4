import { randomUUID } from 'node:crypto';
import type { Deps } from '../../http/context';
import {
  hojeNaAgencia,
  isDiaUtil,
  paraCentavos,
  proximoDiaUtil,
  somarDiasData,
  somarMesesAoMes,
} from '@morada/domain';
import {
  getBillingProvider,
  type BillingProvider,
  gerarPagamentos,
  obterContratoParaCobrar,
  registrarRecebimento,
  valorDevido,
} from '../../modules/pagamentos';
import { salvarGarantia } from '../../modules/contratos';
import { seedJuridico } from './operacional.juridico';

type Plano = { numero: string; inquilinoId: string; imovelId: string; inicio: string; meses: number };

const criarContrato = async (
  deps: Deps,
  p: Plano,
  valores: { aluguel: number; condominio: number; iptu: number },
) => {
  const id = randomUUID();
  const fim = somarDiasData(`${somarMesesAoMes(p.inicio.slice(0, 7), p.meses)}-01`, -1);
  await deps.db
    .insertInto('contratos')
    .values({
      id,
      numero: p.numero,
      inquilino_id: p.inquilinoId,
      imovel_id: p.imovelId,
      data_inicio: p.inicio,
      data_fim: fim,
      aluguel_centavos: paraCentavos(valores.aluguel),
      condominio_centavos: paraCentavos(valores.condominio),
      iptu_centavos: paraCentavos(valores.iptu),
      outros_centavos: 0,
      desconto_centavos: 0,
      encargos_clausula: 0,
      encargos_proprietario_percentual: 100,
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
 * Twelve monthly payments issued through the billing provider, then settled through the ledger
 * like a real history: past months paid (the third one five days late, with multa and juros; a
 * due date on a weekend or holiday paid on the next business day, without them; the others two
 * days early), the `atrasados` most recent past months left open — the older of them partly paid —
 * and the future ones pending.
 */
const historico = async (deps: Deps, contratoId: string, atrasados: number, provider: BillingProvider) => {
  const contrato = (await obterContratoParaCobrar(deps, contratoId))!;
  const pagamentos = await gerarPagamentos(deps, contrato, 12, provider);
  const hoje = hojeNaAgencia(deps.now());
  const vencidos = pagamentos.filter((p) => proximoDiaUtil(p.vencimento) < hoje);
  const aPagar = vencidos.slice(0, Math.max(0, vencidos.length - atrasados));
  const meios = ['PIX', 'Boleto', 'Transferência'] as const;
  for (const [i, p] of aPagar.entries()) {
    const data =
      i === 2
        ? somarDiasData(p.vencimento, 5)
        : isDiaUtil(p.vencimento)
          ? somarDiasData(p.vencimento, -2)
          : proximoDiaUtil(p.vencimento);
    const { total } = await valorDevido(deps, p.id, data);
    await registrarRecebimento(
      deps,
      p.id,
      { dataPagamento: data, valorRecebido: total, meio: meios[i % 3]! },
      null,
    );
  }
  const parcial = atrasados > 0 ? vencidos[vencidos.length - atrasados] : undefined;
  if (parcial) {
    // The tenant paid half of this month on its prazo; the rest is still open.
    const data = proximoDiaUtil(parcial.vencimento);
    await registrarRecebimento(
      deps,
      parcial.id,
      { dataPagamento: data, valorRecebido: Math.round(parcial.valor * 50) / 100, meio: 'PIX' },
      null,
    );
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
  const mes = hojeNaAgencia(agora).slice(0, 7);
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

  /** A demo contract with a year of payments (the last `atrasados` past ones left open) and its guarantee. */
  const contratoDemo = async (
    plano: Plano,
    valores: Parameters<typeof criarContrato>[2],
    atrasados: number,
    garantia: Parameters<typeof salvarGarantia>[2],
  ) => {
    const id = await criarContrato(deps, plano, valores);
    await historico(deps, id, atrasados, provider);
    await salvarGarantia(db, id, garantia, null, agora.toISOString());
  };

  // A seguro-fiança whose policy ends in three weeks: the dashboard warns to renew it.
  await contratoDemo(
    {
      numero: 'CT-2026-001',
      inquilinoId: inquilina.id,
      imovelId: livres[0].id,
      inicio: `${somarMesesAoMes(mes, -10)}-01`,
      meses: 30,
    },
    { aluguel: 2500, condominio: 450, iptu: 120 },
    2,
    {
      tipo: 'seguro-fianca',
      seguradora: 'Porto Seguro',
      apolice: '0775.18.2026.0012345',
      cobertura: 92_160,
      vigenciaFim: somarDiasData(hojeNaAgencia(agora), 21),
    },
  );

  if (outro && livres[1]) {
    // A one-year contract ending next month: all paid, shows the 'ends soon' alert.
    await contratoDemo(
      {
        numero: 'CT-2025-014',
        inquilinoId: outro.id,
        imovelId: livres[1].id,
        inicio: `${somarMesesAoMes(mes, -11)}-01`,
        meses: 12,
      },
      { aluguel: 1800, condominio: 380, iptu: 90 },
      0,
      {
        tipo: 'fiador',
        nome: 'Roberto Almeida',
        cpf: '52998224725',
        telefone: '11988776655',
        email: 'roberto.almeida@exemplo.com.br',
        imovelOferecido: 'Casa na Rua Harmonia, 215, Vila Madalena — matrícula 48.213 do 10º RI de São Paulo',
      },
    );
  }

  await seedJuridico(deps, {
    numero: 'CT-2026-001',
    nome: inquilina.nome,
    id: inquilina.id,
    imovel: livres[0].titulo,
  });
};
