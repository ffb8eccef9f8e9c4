import { describe, expect, it } from 'vitest';
import { conferirContrato } from './contrato-resposta';

const usuario = {
  id: '0b6a4a48-8a7e-4c53-9a43-5a1d3f3b8a10',
  nome: 'Ana',
  email: 'ana@morada.com.br',
  telefone: '(11) 99999-0000',
  perfil: 'inquilino',
  status: 'ativo',
  dataCadastro: '2026-01-01T00:00:00.000Z',
  ultimoAcesso: null,
};
const JSON_HEADERS = new Headers({ 'Content-Type': 'application/json' });
/** The arguments of conferirContrato for a JSON answer: status, headers, bytes. */
const json = (corpo: unknown, status = 200) =>
  [status, JSON_HEADERS, new TextEncoder().encode(JSON.stringify(corpo))] as const;
const url = `/api/usuarios/${usuario.id}`;

// The check every server test runs on its answers: it must catch each way a shape can drift.
describe('conferirContrato', () => {
  it('accepts an answer that matches the declared schema exactly', async () => {
    await expect(conferirContrato('GET', url, ...json(usuario))).resolves.toBeUndefined();
  });

  it('fails a missing, renamed or retyped field', async () => {
    const { email: _, ...semEmail } = usuario;
    await expect(conferirContrato('GET', url, ...json(semEmail))).rejects.toThrow(/não confere/);
    await expect(conferirContrato('GET', url, ...json({ ...usuario, status: 1 }))).rejects.toThrow(
      /não confere/,
    );
  });

  it('fails a field the contract does not declare, even deep in a list', async () => {
    await expect(conferirContrato('GET', url, ...json({ ...usuario, senhaHash: 'x' }))).rejects.toThrow(
      /campos fora do contrato: \$\.senhaHash/,
    );
    await expect(
      conferirContrato('GET', '/api/usuarios?pagina=1', ...json([usuario, { ...usuario, extra: 1 }])),
    ).rejects.toThrow(/\$\[1\]\.extra/);
  });

  it('fails a success status other than the declared one, and an error body out of shape', async () => {
    await expect(conferirContrato('POST', '/api/usuarios', ...json(usuario, 200))).rejects.toThrow(
      /respondeu 200, o contrato diz 201/,
    );
    await expect(conferirContrato('GET', url, ...json({ mensagem: 'x' }, 404))).rejects.toThrow(
      /fora do formato/,
    );
  });

  it('fails an answer of a media type the route does not declare', async () => {
    const como = (tipo: string) => [200, new Headers({ 'Content-Type': tipo }), new Uint8Array([1])] as const;
    const extrato = '/api/repasses/r1:2026-02/extrato';
    await expect(conferirContrato('GET', extrato, ...como('application/pdf'))).resolves.toBeUndefined();
    await expect(
      conferirContrato('GET', extrato, ...como('text/csv; charset=utf-8')),
    ).resolves.toBeUndefined();
    await expect(conferirContrato('GET', extrato, ...como('text/html'))).rejects.toThrow(
      /respondeu text\/html, o contrato diz application\/pdf \| text\/csv/,
    );
    // A report is JSON, or the same table as CSV or PDF; nothing else.
    const receita = '/api/relatorios/receita?formato=csv';
    await expect(conferirContrato('GET', receita, ...como('text/csv'))).resolves.toBeUndefined();
    await expect(conferirContrato('GET', receita, ...como('text/plain'))).rejects.toThrow(/o contrato diz/);
    await expect(conferirContrato('GET', url, ...como('text/csv'))).rejects.toThrow(
      /o contrato diz application\/json$/,
    );
  });
});
