import { MSG_FINANCEIRO, type ExtratoAnual, type RelatorioReceita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { livroDoCenario } from '../dashboard/livro.fixture';

// A contract of 2000 with 200 off, plus 300 of condomínio and 100 of IPTU (net 2200): March paid
// 10 days late (multa 44 + juros 7.33), April on time. Figures worked out by hand.
describe('extrato-anual of a known contract', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await criarCenario();
    const dona = await c.usuario('Olga Proprietária', 'olga@teste.com', 'proprietario');
    await c.darImoveisAo(dona.id, [c.imoveis.apto]);
    const l = livroDoCenario(c);
    const ct = await l.contrato({
      numero: 'CT-OLGA',
      dataInicio: '2026-03-01',
      composicao: { aluguel: 200_000, desconto: 20_000, condominio: 30_000, iptu: 10_000 },
    });
    await l.receber(await l.pagamento(ct, '2026-03-10'), '2026-03-20');
    await l.receber(await l.pagamento(ct, '2026-04-10'), '2026-04-10');
    await l.pagamento(ct, '2026-05-10', 'CANCELLED');
  });
  afterAll(() => c.close());

  const pedir = async <T>(caminho: string): Promise<T> => {
    const res = await c.request(`/api/relatorios/${caminho}`, { token: c.admin.token });
    expect(res.status).toBe(200);
    return (
      res.headers.get('Content-Type')?.startsWith('text/csv') ? await res.text() : await res.json()
    ) as T;
  };
  const meses = (mar: number, abr: number) => [0, 0, mar, abr, 0, 0, 0, 0, 0, 0, 0, 0];

  it("the owner's income is the rent net of discount: not condomínio or IPTU, and multa/juros only by the contract's rule (0 % here)", async () => {
    const r = await pedir<ExtratoAnual>('extrato-anual?ano=2026&parte=proprietario');
    expect(r.pessoas).toEqual([
      {
        id: expect.any(String),
        nome: 'Olga Proprietária',
        cpf: '',
        contratos: [
          {
            contrato: 'CT-OLGA',
            imovel: 'Rua Apto Jardins, 10, São Paulo',
            contraparte: 'Mariana Costa',
            contraparteCpf: '',
            meses: meses(1800, 1800),
            total: 3600,
            aluguel: 3600,
            condominio: 600,
            iptu: 200,
            outros: 0,
            multaJuros: 0,
          },
        ],
        total: 3600,
      },
    ]);
  });

  it("the contract's rule gives the owner a share of multa and juros (50 % here)", async () => {
    await c.db.updateTable('contratos').set({ encargos_proprietario_percentual: 50 }).execute();
    try {
      const r = await pedir<ExtratoAnual>('extrato-anual?ano=2026&parte=proprietario');
      // 51,33 of multa and juros: half is 25,665 → 25,67 (half-up); the rest is the agency's.
      expect(r.pessoas[0]).toMatchObject({
        total: 3625.67,
        contratos: [{ meses: meses(1825.67, 1800), total: 3625.67, aluguel: 3600, multaJuros: 25.67 }],
      });
    } finally {
      await c.db.updateTable('contratos').set({ encargos_proprietario_percentual: 0 }).execute();
    }
  });

  it('the tenant’s statement is everything paid, with the same split', async () => {
    const r = await pedir<ExtratoAnual>('extrato-anual?ano=2026&parte=inquilino');
    expect(r.pessoas).toHaveLength(1);
    expect(r.pessoas[0]!.total).toBe(4451.33);
    expect(r.pessoas[0]!.contratos[0]).toMatchObject({
      meses: meses(2251.33, 2200),
      total: 4451.33,
      aluguel: 3600,
      condominio: 600,
      iptu: 200,
      multaJuros: 51.33,
    });
  });

  it('CSV: the owner’s income by month, then the pass-through charges and the owner’s share of multa/juros', async () => {
    const csv = await pedir<string>('extrato-anual?ano=2026&parte=proprietario&formato=csv');
    const linhas = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Proprietário;CPF;Contrato;Imóvel;Inquilino;Jan;Fev;Mar;Abr;Mai;Jun;Jul;Ago;Set;Out;Nov;Dez;Total;Condomínio;IPTU;Outros encargos;Multas e juros',
    );
    expect(linhas[1]).toContain('R$ 1.800,00;R$ 1.800,00');
    expect(linhas[1]).toMatch(/;R\$ 3\.600,00;R\$ 600,00;R\$ 200,00;R\$ 0,00;R\$ 0,00$/);
    const inquilino = await pedir<string>('extrato-anual?ano=2026&parte=inquilino&formato=csv');
    expect(inquilino.split('\r\n')[0]).toMatch(
      /;Total;Aluguel;Condomínio;IPTU;Outros encargos;Multas e juros$/,
    );
  });

  it('receita: received by the day received, expected by the due date, cancelled not owed', async () => {
    const r = await pedir<RelatorioReceita>('receita?ano=2026');
    expect(r.meses.slice(2, 5).map((m) => [m.esperado, m.recebido])).toEqual([
      [2200, 2251.33],
      [2200, 2200],
      [0, 0],
    ]);
    expect(r.totais).toEqual({ esperado: 4400, recebido: 4451.33, multaJuros: 51.33, meta: 180000 });
  });

  it('inadimplência CSV: the monthly rates with their definition, then the late payments', async () => {
    const csv = await pedir<string>('inadimplencia?formato=csv');
    const linhas = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('Mês;Esperado;Saldo em aberto;Inadimplência');
    expect(linhas).toContain('03/2026;R$ 2.200,00;R$ 0,00;0%');
    expect(linhas).toContain(`Inadimplência: ${MSG_FINANCEIRO.taxaInadimplenciaDefinicao}`);
    expect(linhas).toContain(
      'Contrato;Inquilino;Competência;Vencimento;Dias de atraso;Valor;Multa;Juros;Valor atualizado',
    );
  });
});
