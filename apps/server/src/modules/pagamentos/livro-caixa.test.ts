import { MSG_FINANCEIRO } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../test/pdf-texto';
import { criarCenario, type Cenario, INQUILINO_BRUNO } from '../contratos/cenario.fixture';

// Clock: 2026-06-15 12:00 UTC (09:00 in São Paulo). Contract A is due on the 10th (R$ 2.000 +
// 300 + 100), contract B on the 31st (R$ 1.000 rent, R$ 100 discount, R$ 50 other charges).
let c: Cenario;
let a: string;
let b: string;
type P = {
  id: string;
  vencimento: string;
  prazo: string;
  status: string;
  valor: number;
  valorPago: number | null;
  valorAtualizado: number;
  multa: number;
  juros: number;
  composicao: Record<string, number>;
  recebimentos: Record<string, unknown>[];
};
let pa: P[];
let pb: P[];

const pagar = (id: string, dataPagamento: string, valorRecebido: number, meio = 'PIX') =>
  c.request(`/api/pagamentos/${id}/pagar`, {
    method: 'PATCH',
    token: c.admin.token,
    json: { dataPagamento, valorRecebido, meio },
  });
const devido = async (id: string, data: string) =>
  (await c.request(`/api/pagamentos/${id}/devido?data=${data}`, { token: c.admin.token })).json();
const lista = async (contratoId: string): Promise<P[]> =>
  (await c.request(`/api/contratos/${contratoId}/pagamentos`, { token: c.admin.token })).json();

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  a = (await c.criarContrato())._id;
  b = (
    await c.criarContrato({
      numero: 'CT-B',
      imovelId: c.imoveis.casa,
      diaVencimento: 31,
      valorAluguel: 1000,
      valorCondominio: 0,
      valorIPTU: 0,
      valorOutros: 50,
      valorDesconto: 100,
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
  pa = (await c.gerar(a, 12)) as unknown as P[];
  pb = (await c.gerar(b, 12)) as unknown as P[];
});
afterAll(() => c.close());

describe('composição do pagamento', () => {
  it('each payment keeps the composition of the month it was generated for', async () => {
    expect(pb[0]).toMatchObject({
      valor: 950,
      composicao: { aluguel: 1000, condominio: 0, iptu: 0, outros: 50, desconto: 100 },
    });
    // Raising the rent later does not rewrite the months already generated.
    const put = await c.request(`/api/contratos/${b}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({
        numero: 'CT-B',
        imovelId: c.imoveis.casa,
        diaVencimento: 31,
        valorAluguel: 1200,
        valorCondominio: 0,
        valorIPTU: 0,
        valorOutros: 50,
        valorDesconto: 100,
        inquilino: INQUILINO_BRUNO,
      }),
    });
    expect(put.status).toBe(200);
    expect((await put.json()).valorAluguel).toBe(1200);
    const depois = await lista(b);
    expect(depois[0]).toMatchObject({ valor: 950, composicao: { aluguel: 1000 } });
    const novos = (await c.gerar(b, 13)) as unknown as P[];
    expect(novos[0]).toMatchObject({ valor: 1150, composicao: { aluguel: 1200 } });
  });
});

describe('dias úteis', () => {
  it('a due date on Saturday may be paid on Monday without multa or juros', async () => {
    const jan = pb[0]!; // 2026-01-31 is a Saturday
    expect(jan.prazo).toBe('2026-02-02');
    expect(await devido(jan.id, '2026-02-02')).toEqual({
      data: '2026-02-02',
      prazo: '2026-02-02',
      diasAtraso: 0,
      principal: 950,
      multa: 0,
      juros: 0,
      total: 950,
    });
    // One day later the charges count from the due date: 3 days.
    expect(await devido(jan.id, '2026-02-03')).toMatchObject({
      diasAtraso: 3,
      multa: 19,
      juros: 0.95,
      total: 969.95,
    });
    const res = await pagar(jan.id, '2026-02-02', 950, 'Boleto');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'RECEIVED', valorPago: 950, multa: 0, juros: 0 });
  });

  it('the amount due is for admins only and needs a real date', async () => {
    const url = `/api/pagamentos/${pb[1]!.id}/devido?data=2026-03-01`;
    expect((await c.request(url)).status).toBe(401);
    for (const token of [c.inquilinoA.token, c.inquilinoB.token, c.corretor.token])
      expect((await c.request(url, { token })).status).toBe(403);
    for (const data of ['2026-02-30', '01/03/2026', ''])
      expect(
        (await c.request(`/api/pagamentos/${pb[1]!.id}/devido?data=${data}`, { token: c.admin.token }))
          .status,
      ).toBe(400);
    expect(
      (await c.request('/api/pagamentos/nada/devido?data=2026-03-01', { token: c.admin.token })).status,
    ).toBe(404);
  });

  it('a local holiday from Configurações moves the prazo too', async () => {
    const mar = pb[2]!; // 2026-03-31, a Tuesday
    expect((await devido(mar.id, '2026-04-01')).multa).toBe(19);
    const cfg = await (await c.request('/api/configuracoes/completa', { token: c.admin.token })).json();
    const put = await c.request('/api/configuracoes', {
      method: 'PUT',
      token: c.admin.token,
      json: { ...cfg, feriadosLocais: ['2026-03-31'] },
    });
    expect(put.status).toBe(200);
    expect(await devido(mar.id, '2026-04-01')).toMatchObject({ prazo: '2026-04-01', multa: 0, total: 950 });
    expect((await lista(b))[2]!.prazo).toBe('2026-04-01');
    const ruim = await c.request('/api/configuracoes', {
      method: 'PUT',
      token: c.admin.token,
      json: { ...cfg, feriadosLocais: ['2026-02-30'] },
    });
    expect(ruim.status).toBe(400);
    expect((await ruim.json()).erros).toEqual([{ 'feriadosLocais.0': MSG_FINANCEIRO.erros.feriadoInvalido }]);
  });

  it('"today" is the day in São Paulo: at 22:00 there on the due date the payment is not overdue', async () => {
    const noite = await criarCenario({ now: new Date('2026-06-11T01:00:00Z') });
    try {
      const id = (await noite.criarContrato({ dataInicio: '2026-06-01' }))._id;
      const [junho] = (await noite.gerar(id, 1)) as unknown as P[];
      expect(junho).toMatchObject({
        vencimento: '2026-06-10',
        status: 'PENDING',
        multa: 0,
        valorAtualizado: 2400,
      });
    } finally {
      await noite.close();
    }
  });
});

describe('pagamento parcial e recibo discriminado', () => {
  it('a partial amount leaves the rest open; the rest keeps earning juros until paid', async () => {
    const fev = pa[1]!; // due Tuesday 2026-02-10
    const r1 = await pagar(fev.id, '2026-02-10', 1000);
    expect(r1.status).toBe(200);
    // As of today (125 days late) 1.400,00 is open: multa 28,00 + juros 1.400 × 1% × 125/30 = 58,33.
    expect(await r1.json()).toMatchObject({
      status: 'OVERDUE',
      valorPago: 1000,
      multa: 28,
      juros: 58.33,
      valorAtualizado: 1486.33,
    });
    const data = '2026-02-09';
    const antes = await pagar(fev.id, data, 10);
    expect([antes.status, (await antes.json()).erros]).toEqual([
      400,
      [{ dataPagamento: MSG_FINANCEIRO.erros.dataAntesDoUltimo('10/02/2026') }],
    ]);
    const acima = await pagar(fev.id, '2026-06-15', 1486.34);
    expect(acima.status).toBe(400);
    const r2 = await pagar(fev.id, '2026-06-15', 1486.33, 'Transferência');
    expect(await r2.json()).toMatchObject({
      status: 'RECEIVED',
      dataPagamento: '2026-06-15',
      valorPago: 2486.33,
      multa: 28,
      juros: 58.33,
      recebimentos: [
        { data: '2026-02-10', valor: 1000, meio: 'PIX', multa: 0, juros: 0 },
        { data: '2026-06-15', valor: 1486.33, meio: 'Transferência', multa: 28, juros: 58.33 },
      ],
    });
    // The components received add up exactly to the month's composition.
    const rs = await c.db.selectFrom('recebimentos').selectAll().where('pagamento_id', '=', fev.id).execute();
    const soma = (k: 'aluguel_centavos' | 'condominio_centavos' | 'iptu_centavos') =>
      rs.reduce((s, r) => s + r[k], 0);
    expect([soma('aluguel_centavos'), soma('condominio_centavos'), soma('iptu_centavos')]).toEqual([
      200000, 30000, 10000,
    ]);
  });

  it('a boleto re-issued after a partial payment asks only for what is still open', async () => {
    const mar = pa[2]!;
    expect((await pagar(mar.id, '2026-03-10', 400)).status).toBe(200);
    const res = await c.postar('/api/financeiro/cobrancas', { pagamentoId: mar.id });
    expect([res.status, (await res.json()).value]).toEqual([201, 2000]);
  });

  it('the receipt itemises each component, multa, juros and each amount received', async () => {
    const fev = pa[1]!;
    const res = await c.request(`/api/financeiro/recibos/${fev.id}`, { token: c.inquilinoA.token });
    expect(res.status).toBe(200);
    const texto = textoDoPdf(new Uint8Array(await res.arrayBuffer()));
    for (const linha of [
      'Aluguel',
      'R$ 2.000,00',
      'Condomínio',
      'R$ 300,00',
      'IPTU',
      'R$ 100,00',
      'Multa',
      'R$ 28,00',
      'Juros',
      'R$ 58,33',
      'Total recebido',
      'R$ 2.486,33',
      '10/02/2026 - PIX: R$ 1.000,00',
      '15/06/2026 - Transferência: R$ 1.486,33',
    ])
      expect(texto).toContain(linha);
    const jan = pb[0]!;
    const comDesconto = textoDoPdf(
      new Uint8Array(
        await (await c.request(`/api/financeiro/recibos/${jan.id}`, { token: c.admin.token })).arrayBuffer(),
      ),
    );
    expect(comDesconto).toContain('Desconto');
    expect(comDesconto).toContain('-R$ 100,00');
    expect(comDesconto).toContain('Outros encargos');
  });
});

describe('histórico preservado e valores fora do boleto', () => {
  it('a contract with payments is not deleted; one without history is', async () => {
    const res = await c.request(`/api/contratos/${a}`, { method: 'DELETE', token: c.admin.token });
    expect([res.status, (await res.json()).erro]).toEqual([409, MSG_FINANCEIRO.erros.contratoComHistorico]);
    expect(await c.db.selectFrom('recebimentos').select('id').execute()).not.toHaveLength(0);
    const novo = await c.criarContrato({ numero: 'CT-SEM', imovelId: c.imoveis.loja });
    expect(
      (await c.request(`/api/contratos/${novo._id}`, { method: 'DELETE', token: c.admin.token })).status,
    ).toBe(204);
  });

  it('R$ 0 a month or a due date before the boleto epoch is a 400 with a field message, not a 500', async () => {
    const zero = await c.criarContrato({
      numero: 'CT-ZERO',
      imovelId: c.imoveis.loja,
      valorAluguel: 0,
      valorCondominio: 0,
      valorIPTU: 0,
    });
    const r0 = await c.postar(`/api/contratos/${zero._id}/gerar-pagamentos`, { meses: 1 });
    expect([r0.status, (await r0.json()).erros]).toEqual([
      400,
      [{ valorAluguel: MSG_FINANCEIRO.erros.valorForaDoBoleto }],
    ]);
    await c.request(`/api/contratos/${zero._id}`, { method: 'DELETE', token: c.admin.token });
    const antigo = await c.criarContrato({
      numero: 'CT-1999',
      imovelId: c.imoveis.loja,
      dataInicio: '1999-01-01',
    });
    const r1 = await c.postar(`/api/contratos/${antigo._id}/gerar-pagamentos`, { meses: 1 });
    expect([r1.status, (await r1.json()).erros]).toEqual([
      400,
      [{ dataInicio: MSG_FINANCEIRO.erros.vencimentoAntesDoBoleto }],
    ]);
    for (const [campo, valor] of [
      ['dataInicio', '2026-02-30'],
      ['dataFim', '0000-01-01'],
      ['valorAluguel', 1e12],
    ] as const) {
      const res = await c.postarContrato({ numero: `CT-${campo}`, imovelId: c.imoveis.loja, [campo]: valor });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).erros[0])).toEqual([campo]);
    }
  });

  it('multa above 10 % or juros above 1 % a month need the contract clause confirmed', async () => {
    const imovelId = await c.imovel('Apto Cláusula', 'Apartamento', 'Aluguel');
    const sem = await c.postarContrato({
      numero: 'CT-M',
      imovelId: c.imoveis.loja,
      multaPercentual: 15,
      jurosMensalPercentual: 2,
    });
    expect([sem.status, (await sem.json()).erros]).toEqual([
      400,
      [
        { multaPercentual: MSG_FINANCEIRO.erros.multaSemClausula },
        { jurosMensalPercentual: MSG_FINANCEIRO.erros.jurosSemClausula },
      ],
    ]);
    const com = await c.postarContrato({
      numero: 'CT-M',
      imovelId,
      multaPercentual: 15,
      jurosMensalPercentual: 2,
      encargosClausula: true,
    });
    expect(com.status).toBe(201);
    expect(await com.json()).toMatchObject({
      multaPercentual: 15,
      jurosMensalPercentual: 2,
      encargosClausula: true,
    });
  });

  it('nosso número is unique even when boletos are issued at the same time', async () => {
    const ids = await Promise.all(
      ['CT-N1', 'CT-N2', 'CT-N3'].map(async (numero, i) => {
        const imovelId = await c.imovel(`Apto ${numero}`, 'Apartamento', 'Aluguel');
        return (await c.criarContrato({ numero, imovelId, dataInicio: `2026-0${i + 1}-01` }))._id;
      }),
    );
    await Promise.all(ids.map((id) => c.gerar(id, 6)));
    const numeros = (await c.db.selectFrom('pagamentos').select('nosso_numero').execute()).map(
      (r) => r.nosso_numero,
    );
    expect(new Set(numeros).size).toBe(numeros.length);
    // The database refuses a repeated one, whatever the code does.
    const [x, y] = await c.db.selectFrom('pagamentos').select(['id', 'nosso_numero']).limit(2).execute();
    await expect(
      c.db.updateTable('pagamentos').set({ nosso_numero: x!.nosso_numero }).where('id', '=', y!.id).execute(),
    ).rejects.toThrow();
  });
});
