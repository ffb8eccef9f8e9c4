import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../http/auth';
import { criarCenario, type Cenario } from '../../modules/contratos/cenario.fixture';
import { seedOperacional } from './operacional';
import { lerColuna } from '../../test/banco';

// The demo seed on top of the users and properties the core seed creates (simulated here).
let c: Cenario;
afterEach(() => c.close());

const preparar = async () => {
  c = await criarCenario({ now: new Date('2026-11-20T12:00:00Z') });
  await c.usuario('Mariana Costa', 'inquilina@morada.com.br', 'inquilino');
  await seedOperacional(c.deps);
};

describe('seed operacional', () => {
  it('creates CT-2026-001 with twelve payments: earliest paid, two overdue, the rest pending', async () => {
    await preparar();
    const contratos = await (
      await c.request('/api/contratos?busca=CT-2026-001', { token: c.admin.token })
    ).json();
    expect(contratos).toHaveLength(1);
    const ct = contratos[0];
    expect(ct).toMatchObject({
      status: 'Ativo',
      dataInicio: '2026-01-01',
      diaVencimento: 10,
      valorAluguel: 2500,
      valorCondominio: 450,
      valorIPTU: 120,
      inquilino: { email: 'inquilina@morada.com.br' },
    });
    expect((await lerColuna(c.db, 'imoveis', 'status', { id: ct.imovel._id })).status).toBe('Ocupado');
    const pagamentos = await (
      await c.request(`/api/contratos/${ct._id}/pagamentos`, { token: c.admin.token })
    ).json();
    expect(pagamentos).toHaveLength(12);
    // Jan..Nov 10 are past on Nov 20: nine paid, Oct and Nov overdue, Dec pending.
    expect(pagamentos.map((p: { status: string }) => p.status)).toEqual([
      ...Array(9).fill('RECEIVED'),
      'OVERDUE',
      'OVERDUE',
      'PENDING',
    ]);
    expect(
      pagamentos.every(
        (p: { valor: number; nossoNumero: string | null }) => p.valor === 3070 && p.nossoNumero !== null,
      ),
    ).toBe(true);
    expect(pagamentos[2].valorPago).toBeGreaterThan(3070); // paid late, with multa and juros
    // 10/01/2026 was a Saturday: paid on Monday 12/01 with no multa or juros.
    expect(pagamentos[0]).toMatchObject({ dataPagamento: '2026-01-12', valorPago: 3070, multa: 0, juros: 0 });
    // 10/10/2026 was a Saturday and 12/10 a holiday: half paid on 13/10, the rest still open.
    expect(pagamentos[9]).toMatchObject({ prazo: '2026-10-13', status: 'OVERDUE', valorPago: 1535 });
    expect(pagamentos[9].recebimentos).toEqual([
      expect.objectContaining({ data: '2026-10-13', valor: 1535 }),
    ]);

    const dashboard = await (await c.request('/api/dashboard', { token: c.admin.token })).json();
    expect(dashboard.estatisticas.taxaInadimplencia).toBeGreaterThan(5);
    expect(dashboard.alertas.some((a: { tipo: string }) => a.tipo === 'danger')).toBe(true);
  });

  it('adds legal documents (one real PDF for the tenant), cases and the tenant notifications', async () => {
    await preparar();
    const docs = await (await c.request('/api/juridico/documentos', { token: c.admin.token })).json();
    expect(docs).toHaveLength(3);
    const comArquivo = docs.filter((d: { arquivo: string | null }) => d.arquivo);
    expect(comArquivo).toHaveLength(1);
    const row = await c.db
      .selectFrom('documentos_juridicos')
      .selectAll()
      .where('id', '=', comArquivo[0]._id)
      .executeTakeFirstOrThrow();
    expect(existsSync(join(c.dataDir, 'documentos', row.arquivo_path!))).toBe(true);
    const processos = await (await c.request('/api/juridico/processos', { token: c.admin.token })).json();
    expect(new Set(processos.map((p: { prioridade: string }) => p.prioridade)).size).toBe(3);
    expect(new Set(processos.map((p: { status: string }) => p.status)).size).toBe(3);

    const tenant = await lerColuna(c.db, 'usuarios', 'id', { email: 'inquilina@morada.com.br' });
    const token = issueToken(
      { ...c.deps, now: () => new Date() },
      { id: tenant.id, perfil: 'inquilino', token_versao: 0 },
    );
    const resumo = await (await c.request('/api/locatario/resumo', { token: await token })).json();
    expect(resumo.contrato.numero).toBe('CT-2026-001');
    expect(resumo.notificacoes).toHaveLength(4);
    expect(resumo.notificacoes.filter((n: { lida: boolean }) => !n.lida)).toHaveLength(2);
    // The contrato de locação once (its file is the signed copy the seed files), then the
    // inspection: the procuração is not bound to the contract.
    expect(resumo.documentos).toHaveLength(2);
    expect(resumo.documentos[0].titulo).toBe('Contrato de locação nº CT-2026-001');
    expect(resumo.proximosEventos.map((e: { titulo: string }) => e.titulo).sort()).toEqual([
      'Vencimento do aluguel',
      'Vistoria agendada',
    ]);
    const pdf = await c.request(
      resumo.documentos.find((d: { arquivo: string | null }) => d.arquivo).arquivo,
      { token: await token },
    );
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('adds a second contract for another seeded tenant, and tolerates a missing demo tenant', async () => {
    c = await criarCenario({ now: new Date('2026-11-20T12:00:00Z') });
    await seedOperacional(c.deps);
    expect(await c.db.selectFrom('contratos').select('id').execute()).toEqual([]);
    await c.close();

    await preparar(); // the fixture's other tenants are there too
    const numeros = (await c.db.selectFrom('contratos').select('numero').orderBy('numero').execute()).map(
      (r) => r.numero,
    );
    expect(numeros).toEqual(['CT-2025-014', 'CT-2026-001']);
  });
});
