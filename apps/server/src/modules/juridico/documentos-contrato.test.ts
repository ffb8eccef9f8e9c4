import { randomUUID } from 'node:crypto';
import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cenario, INQUILINO_BRUNO } from '../contratos/cenario.fixture';
import { cenarioComCtA, criarDocumento, form, PDF } from './documentos.fixture';

let c: Cenario;
let ctA: string;
beforeAll(async () => ({ c, ctA } = await cenarioComCtA()));
afterAll(() => c.close());
const criar = (body: FormData, token?: string) => criarDocumento(c, body, token);

describe('documentos e o contrato a que pertencem', () => {
  const BRUNO = INQUILINO_BRUNO;
  const baixar = async (arquivo: string, token: string) => (await c.request(arquivo, { token })).status;
  // The legal documents the tenant sees (the contrato de locação, generated, always comes first).
  const titulosDoLocatario = async (token: string): Promise<string[]> =>
    (await (await c.request('/api/locatario/resumo', { token })).json()).documentos
      .filter((d: { id: string }) => !d.id.startsWith('contrato-'))
      .map((d: { titulo: string }) => d.titulo);

  it("a deleted contract's número is never given again: the next tenant cannot inherit its documents", async () => {
    const ctX = await c.criarContrato({ numero: 'CT-X', imovelId: c.imoveis.casa });
    const doc = await (
      await criar(
        form(
          { titulo: 'Laudo CT-X', autor: 'A', contratoRelacionado: 'CT-X' },
          { bytes: PDF, nome: 'x.pdf' },
        ),
      )
    ).json();
    expect(await baixar(doc.arquivo, c.inquilinoA.token)).toBe(200);

    const del = await c.request(`/api/contratos/${ctX._id}`, { method: 'DELETE', token: c.admin.token });
    expect(del.status).toBe(204);
    const reuso = await c.postarContrato({ numero: 'CT-X', imovelId: c.imoveis.casa, inquilino: BRUNO });
    expect([reuso.status, await reuso.json()]).toEqual([
      409,
      {
        erro: MSG.api.numeroEmUso,
        message: MSG.api.numeroEmUso,
        codigo: 'CONFLITO',
        erros: [{ numero: MSG.api.numeroEmUso }],
      },
    ]);

    // The document outlives its contract for the admin, and belongs to no tenant any more.
    expect(await baixar(doc.arquivo, c.admin.token)).toBe(200);
    expect(await baixar(doc.arquivo, c.inquilinoA.token)).toBe(404);
    expect(await baixar(doc.arquivo, c.inquilinoB.token)).toBe(404);
    const lido = await (
      await c.request('/api/juridico/documentos?busca=Laudo%20CT-X', { token: c.admin.token })
    ).json();
    expect(lido.map((d: { contratoRelacionado: string }) => d.contratoRelacionado)).toEqual(['CT-X']);
  });

  it("grants by the contract's id, not by the número a (pre-migration) document shows", async () => {
    const ctB = await c.criarContrato({ numero: 'CT-B', imovelId: c.imoveis.loja, inquilino: BRUNO });
    const inserir = async (titulo: string, numero: string, contratoId: string | null) => {
      const id = randomUUID();
      await c.db
        .insertInto('documentos_juridicos')
        .values({
          id,
          titulo,
          tipo: 'Contrato',
          descricao: '',
          autor: 'A',
          contrato_relacionado: numero,
          contrato_id: contratoId,
          imovel_relacionado: '',
          status: 'Ativo',
          tags: '[]',
          observacoes: '',
          arquivo_path: 'nao-existe.pdf',
          arquivo_nome: 'a.pdf',
          formato: 'pdf',
          created_at: '2026-01-01T12:00:00.000Z',
        })
        .execute();
      return `/api/juridico/documentos/${id}/download`;
    };
    // The número says B's contract, the id says A's; and one bound by number alone.
    const deA = await inserir('Número de B, contrato de A', 'CT-B', ctA);
    const solto = await inserir('Só o número de B', 'CT-B', null);

    // Not B's: 404 with the message of a document that does not exist, and not in B's list.
    for (const arquivo of [deA, solto]) {
      const res = await c.request(arquivo, { token: c.inquilinoB.token });
      expect([res.status, (await res.json()).erro]).toEqual([404, MSG.api.documentoNaoEncontrado]);
    }
    expect(await titulosDoLocatario(c.inquilinoB.token)).toEqual([]);
    // A's: authorised (the file itself is missing here, hence the admin's 'unavailable' answer).
    const res = await c.request(deA, { token: c.inquilinoA.token });
    expect([res.status, (await res.json()).erro]).toEqual([404, MSG.admin.downloadIndisponivelDescricao]);
    expect(await titulosDoLocatario(c.inquilinoA.token)).toContain('Número de B, contrato de A');
    expect(await titulosDoLocatario(c.inquilinoA.token)).not.toContain('Só o número de B');

    // Through the API the typed número is resolved to the contract's id.
    const doB = await (
      await criar(
        form(
          { titulo: 'Aditivo CT-B', autor: 'A', contratoRelacionado: 'CT-B' },
          { bytes: PDF, nome: 'b.pdf' },
        ),
      )
    ).json();
    expect(doB.contratoRelacionado).toBe('CT-B');
    expect(await baixar(doB.arquivo, c.inquilinoB.token)).toBe(200);
    expect(await baixar(doB.arquivo, c.inquilinoA.token)).toBe(404);
    expect(await titulosDoLocatario(c.inquilinoB.token)).toEqual(['Aditivo CT-B']);
    // Editing it onto a número no contract has: kept for the admin, no tenant's any more.
    const put = await c.request(`/api/juridico/documentos/${doB._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: { titulo: 'Aditivo', autor: 'A', contratoRelacionado: 'CT-NENHUM' },
    });
    expect((await put.json()).contratoRelacionado).toBe('CT-NENHUM');
    expect(await baixar(doB.arquivo, c.inquilinoB.token)).toBe(404);
    expect(await baixar(doB.arquivo, c.admin.token)).toBe(200);
    await c.request(`/api/juridico/documentos/${doB._id}`, { method: 'DELETE', token: c.admin.token });
    await c.request(`/api/contratos/${ctB._id}`, { method: 'DELETE', token: c.admin.token });
  });

  it("follows a renumbered contract: its documents stay its tenant's, its old número stays taken", async () => {
    const ct = await c.criarContrato({ numero: 'CT-R', imovelId: c.imoveis.casa, status: 'Pendente' });
    const doc = await (
      await criar(
        form(
          { titulo: 'Laudo CT-R', autor: 'A', contratoRelacionado: 'CT-R' },
          { bytes: PDF, nome: 'r.pdf' },
        ),
      )
    ).json();
    const renumerar = (numero: string) =>
      c.request(`/api/contratos/${ct._id}`, {
        method: 'PUT',
        token: c.admin.token,
        json: c.contratoEntrada({ numero, imovelId: c.imoveis.casa, status: 'Pendente' }),
      });
    expect((await renumerar('CT-R2')).status).toBe(200);
    expect(await baixar(doc.arquivo, c.inquilinoA.token)).toBe(200);
    // Saving the document again with the número it shows keeps it on the same contract.
    await c.request(`/api/juridico/documentos/${doc._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: { titulo: 'Laudo CT-R', autor: 'A', contratoRelacionado: 'CT-R' },
    });
    expect(await baixar(doc.arquivo, c.inquilinoA.token)).toBe(200);
    const reuso = await c.postarContrato({ numero: 'CT-R', imovelId: c.imoveis.loja, inquilino: BRUNO });
    expect([reuso.status, (await reuso.json()).erros]).toEqual([409, [{ numero: MSG.api.numeroEmUso }]]);
    // The contract itself may take its old número back.
    expect((await renumerar('CT-R')).status).toBe(200);
    await c.request(`/api/contratos/${ct._id}`, { method: 'DELETE', token: c.admin.token });
  });
});
