import { painelProprietarioSchema, type PainelProprietario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, INQUILINO_BRUNO, type Cenario } from '../contratos/cenario.fixture';

// Issue 32: 'Próximo reajuste' of the owner portal. Clock 15/06/2026. The owner has
//   CT-J (Apto Jardins, 01/07/2025–30/06/2028, Fixo 5 %): its first reajuste (01/07/2026) is within
//   the 30 days and gets applied ahead of its anniversary;
//   CT-F (Casa Vila, 01/09/2025–31/08/2028): rescinded today, so it will not be adjusted again.
let c: Cenario;
let dono: Awaited<ReturnType<Cenario['usuario']>>;
let ctJ: string;
let ctF: string;

const painel = async (): Promise<PainelProprietario> => {
  const res = await c.request('/api/proprietario/painel', { token: dono.token });
  expect(res.status).toBe(200);
  return painelProprietarioSchema.parse(await res.json());
};
const contrato = async (numero: string) => (await painel()).contratos.find((x) => x.numero === numero)!;

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  dono = await c.usuario('Olga Proprietária', 'olga.prop@teste.com', 'proprietario');
  await c.darImoveisAo(dono.id, [c.imoveis.apto, c.imoveis.casa]);
  ctJ = (
    await c.criarContrato({
      numero: 'CT-J',
      dataInicio: '2025-07-01',
      dataFim: '2028-06-30',
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: '5',
    })
  )._id;
  ctF = (
    await c.criarContrato({
      numero: 'CT-F',
      imovelId: c.imoveis.casa,
      dataInicio: '2025-09-01',
      dataFim: '2028-08-31',
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
});
afterAll(() => c.close());

describe('GET /api/proprietario/painel: próximo reajuste', () => {
  it('moves past a reajuste applied ahead of its anniversary', async () => {
    expect(await contrato('CT-J')).toMatchObject({ status: 'Ativo', proximoReajuste: '2026-07-01' });
    const res = await c.postar('/api/reajustes/aplicar', { contratoIds: [ctJ] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ resultados: [{ contratoId: ctJ, resultado: 'aplicado' }] });
    // Never the anniversary just applied: the next one.
    expect(await contrato('CT-J')).toMatchObject({ valorAluguel: 2100, proximoReajuste: '2027-07-01' });
  });

  it('has none for a contract that ended', async () => {
    expect(await contrato('CT-F')).toMatchObject({ status: 'Ativo', proximoReajuste: '2026-09-01' });
    const res = await c.postar(`/api/contratos/${ctF}/rescisao`, {
      dataSaida: '2026-06-15',
      motivo: 'pelo-locatario',
      caucaoDestino: 'abater',
    });
    expect(res.status).toBe(201);
    expect(await contrato('CT-F')).toMatchObject({ status: 'Finalizado', proximoReajuste: null });
  });
});
