import { createHash } from 'node:crypto';
import { MSG_ASSINATURAS, type Vistoria } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro, ID_INEXISTENTE } from '../../test/http-helpers';
import {
  contextoDeVistorias,
  contratoPorNumero,
  vistoriaConcluida,
  type ContextoDeVistorias,
} from '../vistorias/vistorias.fixture';
import { tokenDe, type Links } from './assinaturas.fixture';

// Issue 37: the laudo de vistoria is signed as the vistorias module stored it at conclusion.
const A = MSG_ASSINATURAS.api;

let v: ContextoDeVistorias;
let vistoria: Vistoria;
beforeAll(async () => {
  v = await contextoDeVistorias();
  vistoria = await vistoriaConcluida(v.ctx, v.t.corretor, v.contrato);
});
afterAll(() => v.ctx.close());

const pedir = (contratoId: string, corpo: unknown, token = v.t.admin) =>
  v.ctx.request(`/api/contratos/${contratoId}/assinaturas`, { method: 'POST', token, json: corpo });

describe('POST /api/contratos/{id}/assinaturas { tipo: laudo_vistoria }', () => {
  it('bad input: no vistoria 400; unknown, another contract’s or not concluded 404', async () => {
    expect((await pedir(v.contrato, { tipo: 'laudo_vistoria' })).status).toBe(400);
    await esperarErro(
      await pedir(v.contrato, { tipo: 'laudo_vistoria', vistoriaId: ID_INEXISTENTE }),
      404,
      A.laudoNaoEncontrado,
    );
    const outro = await contratoPorNumero(v.ctx, 'CT-2026-001');
    await esperarErro(
      await pedir(outro, { tipo: 'laudo_vistoria', vistoriaId: vistoria.id }),
      404,
      A.laudoNaoEncontrado,
    );
    expect(
      (await pedir(v.contrato, { tipo: 'laudo_vistoria', vistoriaId: vistoria.id }, v.t.corretor)).status,
    ).toBe(403);
  });

  it('sends the stored laudo: the link shows its exact bytes; the same laudo again is 409', async () => {
    const r = await pedir(v.contrato, { tipo: 'laudo_vistoria', vistoriaId: vistoria.id });
    expect(r.status, await r.clone().text()).toBe(201);
    const pedido = (await r.json()) as Links;
    expect(pedido.documento).toMatchObject({
      tipo: 'laudo_vistoria',
      titulo: 'Laudo de vistoria de entrada CT-2025-014',
      status: 'pendente',
    });
    const laudo = await v.ctx.request(`/api/vistorias/${vistoria.id}/laudo.pdf`, { token: v.t.admin });
    const bytes = new Uint8Array(await laudo.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(pedido.documento.sha256);

    const token = tokenDe(pedido.links[0]!.link);
    const doLink = await v.ctx.request(`/api/assinaturas/link/${token}/documento.pdf`);
    expect(new Uint8Array(await doLink.arrayBuffer())).toEqual(bytes);

    await esperarErro(
      await pedir(v.contrato, { tipo: 'laudo_vistoria', vistoriaId: vistoria.id }),
      409,
      A.mesmoDocumentoPendente,
    );
  });
});
