import { MSG_VISTORIAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPequeno } from '../../../apps/server/src/test/http-helpers';
import { createHarness, DEMO, type Harness } from './test/harness';

// Issue 36: the inspector's calls against the real server — start, rate an item twice (the same
// answer), photos, conclusion with the laudo — and the 409 of an edit after the conclusion.
let h: Harness;
/** CT-2025-014, the demo contract without vistorias, found as the back office finds it. */
let contratoId: string;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
  const { dados } = await h.api.contratos.pagina({ busca: 'CT-2025-014' });
  contratoId = dados[0]!._id;
});
afterAll(() => h.close());

describe('api.vistorias', () => {
  it('fills and concludes an entry vistoria; an edit afterwards is a 409 with its message', async () => {
    const v = await h.api.vistorias.iniciar({ contratoId, tipo: 'entrada' });
    expect(v.status).toBe('em_andamento');
    const item = v.ambientes[0]!.itens[0]!;
    const a = await h.api.vistorias.salvarItem(v.id, item.id, { estado: 'bom', observacao: 'Sem marcas' });
    const b = await h.api.vistorias.salvarItem(v.id, item.id, { estado: 'bom', observacao: 'Sem marcas' });
    expect(b).toEqual(a);
    const form = new FormData();
    form.append('fotos', new File([new Uint8Array(pngPequeno())], 'piso.png', { type: 'image/png' }));
    const comFoto = await h.api.vistorias.enviarFotos(v.id, item.id, form);
    expect(comFoto.fotos).toHaveLength(1);
    const concluida = await h.api.vistorias.concluir(v.id);
    expect(concluida).toMatchObject({ status: 'em_revisao', laudo: `/api/vistorias/${v.id}/laudo.pdf` });
    const erro = await h.api.vistorias.salvarItem(v.id, item.id, { estado: 'ruim' }).catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 409, mensagem: MSG_VISTORIAS.api.naoEditavel });
  });
});
