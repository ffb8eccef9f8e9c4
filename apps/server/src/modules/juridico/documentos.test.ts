import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { documentoJuridicoSchema, MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { cenarioComCtA, criarDocumento, DOC, DOCX, EXE, form, PDF } from './documentos.fixture';
import { lerColuna } from '../../test/banco';

let c: Cenario;
beforeAll(async () => ({ c } = await cenarioComCtA()));
afterAll(() => c.close());
const criar = (body: FormData, token?: string) => criarDocumento(c, body, token);
const arquivosGuardados = () => {
  const pasta = join(c.dataDir, 'documentos');
  return existsSync(pasta) ? readdirSync(pasta) : [];
};
const contarDocs = async () => (await c.db.selectFrom('documentos_juridicos').select('id').execute()).length;

describe('documentos jurídicos', () => {
  it('creates from multipart with a PDF checked by its bytes, stored privately, downloadable by the admin', async () => {
    const res = await criar(
      form(
        {
          titulo: 'Contrato CT-A',
          tipo: 'Contrato',
          autor: 'Dra. Paula',
          descricao: 'Assinado',
          contratoRelacionado: 'CT-A',
          tags: '["locação"," assinado "]',
        },
        { bytes: PDF, nome: 'contrato final.pdf' },
      ),
    );
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(documentoJuridicoSchema.strict().parse(doc)).toEqual(doc);
    expect(doc).toMatchObject({
      titulo: 'Contrato CT-A',
      tipo: 'Contrato',
      autor: 'Dra. Paula',
      status: 'Ativo',
      tags: ['locação', 'assinado'],
      contratoRelacionado: 'CT-A',
      imovelRelacionado: '',
      observacoes: '',
      formato: 'pdf',
      arquivo: `/api/juridico/documentos/${doc._id}/download`,
    });
    expect(arquivosGuardados()).toHaveLength(1);
    expect(arquivosGuardados()[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const dl = await c.request(doc.arquivo, { token: c.admin.token });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('Content-Type')).toBe('application/pdf');
    expect(dl.headers.get('Content-Disposition')).toBe(
      `attachment; filename="contrato final.pdf"; filename*=UTF-8''contrato%20final.pdf`,
    );
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(PDF);

    // The related tenant may download it; another tenant and a broker may not.
    expect((await c.request(doc.arquivo, { token: c.inquilinoA.token })).status).toBe(200);
    const alheio = await c.request(doc.arquivo, { token: c.inquilinoB.token });
    expect([alheio.status, (await alheio.json()).erro]).toEqual([404, MSG.api.documentoNaoEncontrado]);
    expect((await c.request(doc.arquivo, { token: c.corretor.token })).status).toBe(403);
    expect(await (await c.request(doc.arquivo)).json()).toEqual(ERRO_401);
  });

  it('accepts DOC and DOCX by their signatures with the right content type', async () => {
    for (const [bytes, nome, tipo] of [
      [DOC, 'a.doc', 'application/msword'],
      [DOCX, 'b.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const res = await criar(form({ titulo: nome, autor: 'X' }, { bytes, nome }));
      expect(res.status).toBe(201);
      const doc = await res.json();
      const dl = await c.request(doc.arquivo, { token: c.admin.token });
      expect(dl.headers.get('Content-Type')).toBe(tipo);
    }
  });

  it('refuses disguised and wrong files with 415 and stores nothing', async () => {
    const antes = [await contarDocs(), arquivosGuardados().length];
    const casos = [
      { bytes: EXE, nome: 'virus.pdf' },
      { bytes: new TextEncoder().encode('apenas texto'), nome: 'nota.pdf' },
      { bytes: PDF, nome: 'contrato.exe' },
      { bytes: PDF, nome: 'contrato.docx' },
      { bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), nome: 'planilha.docx' },
    ];
    for (const arquivo of casos) {
      const res = await criar(form({ titulo: 'T', autor: 'A' }, arquivo));
      expect(res.status, arquivo.nome).toBe(415);
      expect(await res.json()).toEqual({
        erro: MSG.api.arquivoInvalido,
        message: MSG.api.arquivoInvalido,
        codigo: 'MIDIA_INVALIDA',
        erros: [{ arquivo: MSG.api.arquivoInvalido }],
      });
    }
    expect([await contarDocs(), arquivosGuardados().length]).toEqual(antes);
  });

  it('refuses a file over 20 MB with 413 and a field error', async () => {
    const grande = new Uint8Array(20 * 1024 * 1024 + 1);
    grande.set(PDF);
    const res = await criar(form({ titulo: 'T', autor: 'A' }, { bytes: grande, nome: 'grande.pdf' }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      erro: 'O arquivo deve ter no máximo 20MB',
      message: 'O arquivo deve ter no máximo 20MB',
      codigo: 'CORPO_GRANDE',
      erros: [{ arquivo: 'O arquivo deve ter no máximo 20MB' }],
    });
  });

  it('only the upload may be large: a 5 MB PDF is stored, a 2 MB JSON edit and a 22 MB body are 413', async () => {
    const medio = new Uint8Array(5 * 1024 * 1024);
    medio.set(PDF);
    const res = await criar(form({ titulo: 'Laudo', autor: 'A' }, { bytes: medio, nome: 'laudo.pdf' }));
    expect(res.status).toBe(201);
    const doc = await res.json();
    const antes = [await contarDocs(), arquivosGuardados().length];
    const edicao = await c.request(`/api/juridico/documentos/${doc._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: { titulo: 'Outro', autor: 'A', descricao: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect([edicao.status, await edicao.json()]).toEqual([
      413,
      { erro: MSG.api.corpoGrande, message: MSG.api.corpoGrande, codigo: 'CORPO_GRANDE' },
    ]);
    const enorme = new Uint8Array(22 * 1024 * 1024);
    enorme.set(PDF);
    const grande = await criar(form({ titulo: 'T', autor: 'A' }, { bytes: enorme, nome: 'enorme.pdf' }));
    expect([grande.status, (await grande.json()).erro]).toEqual([413, MSG.api.corpoGrande]);
    expect([await contarDocs(), arquivosGuardados().length]).toEqual(antes);
    const lido = await lerColuna(c.db, 'documentos_juridicos', 'titulo', { id: doc._id });
    expect(lido.titulo).toBe('Laudo');
  });

  it('validates fields with the form messages, before storing any file', async () => {
    const antes = arquivosGuardados().length;
    const res = await criar(form({ titulo: '', autor: '' }, { bytes: PDF, nome: 'x.pdf' }));
    expect(res.status).toBe(400);
    expect((await res.json()).erros).toEqual([
      { titulo: 'Título é obrigatório' },
      { autor: 'Autor é obrigatório' },
    ]);
    const tipo = await criar(form({ titulo: 'T', autor: 'A', tipo: 'Carta' }));
    expect(tipo.status).toBe(400);
    const tags = await criar(form({ titulo: 'T', autor: 'A', tags: '[1,' }));
    expect((await tags.json()).erros).toEqual([{ tags: 'Tags inválidas' }]);
    expect(arquivosGuardados().length).toBe(antes);
  });

  it('creates without a file (download 404), searches, updates by JSON and deletes with the file', async () => {
    const res = await criar(
      form({ titulo: 'Notificação extrajudicial', tipo: 'Notificação', autor: 'Dr. Rui' }),
    );
    const doc = await res.json();
    expect(doc.arquivo).toBeNull();
    const dl = await c.request(`/api/juridico/documentos/${doc._id}/download`, { token: c.admin.token });
    expect([dl.status, (await dl.json()).erro]).toEqual([404, MSG.admin.downloadIndisponivelDescricao]);

    const busca = await c.request('/api/juridico/documentos?busca=DR.%20RUI', { token: c.admin.token });
    expect(busca.headers.get('X-Total-Count')).toBe('1');
    expect((await busca.json())[0]._id).toBe(doc._id);
    const porTipo = await c.request('/api/juridico/documentos?busca=notifica', { token: c.admin.token });
    expect((await porTipo.json()).map((d: { _id: string }) => d._id)).toEqual([doc._id]);

    const put = await c.request(`/api/juridico/documentos/${doc._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: { titulo: 'Notificação', autor: 'Dr. Rui', status: 'Arquivado', tags: ['a'] },
    });
    expect(await put.json()).toMatchObject({
      titulo: 'Notificação',
      status: 'Arquivado',
      tags: ['a'],
      tipo: 'Contrato',
    });
    const putRuim = await c.request(`/api/juridico/documentos/${doc._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: { titulo: '' },
    });
    expect(putRuim.status).toBe(400);

    const comArquivo = await (
      await criar(form({ titulo: 'Com arquivo', autor: 'A' }, { bytes: PDF, nome: 'z.pdf' }))
    ).json();
    const n = arquivosGuardados().length;
    expect(
      (
        await c.request(`/api/juridico/documentos/${comArquivo._id}`, {
          method: 'DELETE',
          token: c.admin.token,
        })
      ).status,
    ).toBe(204);
    expect(arquivosGuardados().length).toBe(n - 1);
    expect(
      (
        await c.request(`/api/juridico/documentos/${comArquivo._id}`, {
          method: 'DELETE',
          token: c.admin.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await c.request(`/api/juridico/documentos/${comArquivo._id}`, {
          method: 'PUT',
          token: c.admin.token,
          json: { titulo: 'x', autor: 'y' },
        })
      ).status,
    ).toBe(404);
  });

  it('is admin only for list, create, update and delete', async () => {
    const antes = await contarDocs();
    for (const [method, path] of [
      ['GET', '/api/juridico/documentos'],
      ['POST', '/api/juridico/documentos'],
      ['PUT', '/api/juridico/documentos/x'],
      ['DELETE', '/api/juridico/documentos/x'],
    ]) {
      expect(await (await c.request(path!, { method })).json()).toEqual(ERRO_401);
      for (const token of [c.inquilinoA.token, c.corretor.token]) {
        const res = await c.request(path!, {
          method,
          token,
          body: method === 'POST' ? form({ titulo: 'T', autor: 'A' }) : undefined,
        });
        expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
      }
    }
    expect(await contarDocs()).toBe(antes);
  });
});
