import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contarContratos, criarCenario, type Cenario, INQUILINO_BRUNO } from './cenario.fixture';

let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

describe('busca de contratos', () => {
  it("takes '_' and '%' in the search literally, not as LIKE wildcards", async () => {
    const sublinhado = await c.criarContrato({
      numero: 'LK_7',
      imovelId: await c.imovel('Sala Um', 'Comercial', 'Aluguel'),
    });
    const porcento = await c.criarContrato({
      numero: 'LK%8',
      imovelId: await c.imovel('Sala Dois', 'Comercial', 'Aluguel'),
    });
    const parecido = await c.criarContrato({
      numero: 'LKX7',
      imovelId: await c.imovel('Sala Tres', 'Comercial', 'Aluguel'),
    });
    const antes = await contarContratos(c);
    const buscar = async (termo: string) => {
      const res = await c.request(`/api/contratos?busca=${encodeURIComponent(termo)}`, {
        token: c.admin.token,
      });
      expect(res.status).toBe(200);
      return (await res.json()).map((x: { numero: string }) => x.numero);
    };
    expect(await buscar('lk_7')).toEqual([sublinhado.numero]);
    expect(await buscar('LK%8')).toEqual([porcento.numero]);
    expect(await buscar('lk%')).toEqual([porcento.numero]);
    expect((await buscar('lk')).sort()).toEqual([sublinhado.numero, porcento.numero, parecido.numero].sort());
    expect(await contarContratos(c)).toBe(antes);
  });
});

describe('números de contrato, únicos para sempre', () => {
  const NUMERO_EM_USO = {
    erro: MSG.api.numeroEmUso,
    message: MSG.api.numeroEmUso,
    codigo: 'CONFLITO',
    erros: [{ numero: MSG.api.numeroEmUso }],
  };
  const BRUNO = INQUILINO_BRUNO;
  const postar = (json: Record<string, unknown>) =>
    c.request('/api/contratos', { method: 'POST', token: c.admin.token, json });

  it('two concurrent creations with the same new número: one 201, one 409, never 500', async () => {
    for (let i = 0; i < 5; i++) {
      const numero = `CT-CORRIDA-${i}`;
      const salas = [
        await c.imovel(`Sala Corrida ${i}a`, 'Comercial', 'Aluguel'),
        await c.imovel(`Sala Corrida ${i}b`, 'Comercial', 'Aluguel'),
      ];
      const respostas = await Promise.all([
        postar(c.contratoEntrada({ numero, imovelId: salas[0] })),
        postar(c.contratoEntrada({ numero, imovelId: salas[1], inquilino: BRUNO })),
      ]);
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await respostas.find((r) => r.status === 409)!.json()).toEqual(NUMERO_EM_USO);
      const mesmos = await c.db.selectFrom('contratos').select('id').where('numero', '=', numero).execute();
      expect(mesmos).toHaveLength(1);
    }
  });

  it('a número stays taken after its contract is deleted or renumbered, even one never registered', async () => {
    const imovelId = await c.imovel('Sala Antiga', 'Comercial', 'Aluguel');
    // Written straight to the table, as the demo seed and contracts before the registry were.
    const antigo = await c.criarContrato({ numero: 'CT-ANTIGO', imovelId, status: 'Pendente' });
    await c.db.deleteFrom('numeros_contrato').where('contrato_id', '=', antigo._id).execute();
    const renumerado = await c.request(`/api/contratos/${antigo._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({ numero: 'CT-NOVO', imovelId, status: 'Pendente' }),
    });
    expect(renumerado.status).toBe(200);
    const doAntigo = await postar(c.contratoEntrada({ numero: 'CT-ANTIGO', imovelId, inquilino: BRUNO }));
    expect([doAntigo.status, await doAntigo.json()]).toEqual([409, NUMERO_EM_USO]);

    await c.db.deleteFrom('numeros_contrato').where('numero', '=', 'CT-NOVO').execute();
    const del = await c.request(`/api/contratos/${antigo._id}`, { method: 'DELETE', token: c.admin.token });
    expect(del.status).toBe(204);
    for (const numero of ['CT-NOVO', 'CT-ANTIGO']) {
      const res = await postar(c.contratoEntrada({ numero, imovelId, inquilino: BRUNO }));
      expect([res.status, await res.json()]).toEqual([409, NUMERO_EM_USO]);
    }
  });
});
