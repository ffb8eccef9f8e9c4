import { IMOVEL_FORM_VAZIO, MSG, type ImovelFormValues } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createHarness, DEMO, type Harness } from './test/harness';

// Property calls against the real server: listing with total, create/update multipart, §8 messages.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
});
afterAll(() => h.close());

/** A tiny valid PNG (1×1) so the server's image check accepts it. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const foto = (nome: string) => new File([PNG], nome, { type: 'image/png' });

const valores: ImovelFormValues = {
  ...IMOVEL_FORM_VAZIO,
  titulo: 'Sala comercial no centro',
  tipo: 'Comercial',
  operacao: 'Aluguel',
  preco: '3200',
  endereco: 'Av. Brasil, 100',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
  areaUtil: '45',
  banheiros: '1',
  descricao: 'Sala pronta para uso.',
  caracteristicas: ['Recepção', ' Ar-condicionado ', 'Recepção'],
};

describe('imoveis (spec §7, DESIGN §5)', () => {
  it('lists the six demo properties with the total from X-Total-Count', async () => {
    const todos = await h.api.imoveis.listar({ limite: 100 });
    expect(todos.total).toBe(6);
    expect(todos.dados).toHaveLength(6);
    const pagina = await h.api.imoveis.listar({ limite: 2, pagina: 1 });
    expect(pagina).toMatchObject({ total: 6 });
    expect(pagina.dados).toHaveLength(2);
    const aluguel = await h.api.imoveis.listar({ operacao: 'Aluguel', limite: 100 });
    expect(aluguel.dados.every((i) => i.operacao === 'Aluguel')).toBe(true);
    expect(aluguel.total).toBe(aluguel.dados.length);
  });

  it('porIds reads the favourites by id (unknown ids left out); no ids, no request', async () => {
    const { dados } = await h.api.imoveis.listar({ limite: 3 });
    const ids = dados.map((i) => i.id);
    const lidos = await h.api.imoveis.porIds([...ids, 'nao-existe']);
    expect(lidos.map((i) => i.id).sort()).toEqual([...ids].sort());
    expect(await h.api.imoveis.porIds([])).toEqual([]);
  });

  it('creates with photos and features, reads it back, updates the photos, deletes', async () => {
    const criado = await h.api.imoveis.criar(valores, [foto('a.png'), foto('b.png')]);
    expect(criado).toMatchObject({ titulo: 'Sala comercial no centro', preco: 3200, status: 'Disponível' });
    expect(criado.caracteristicas).toEqual(['Recepção', 'Ar-condicionado']);
    expect(criado.fotos).toHaveLength(2);

    const [manter, remover] = criado.fotos as [string, string];
    const atualizado = await h.api.imoveis.atualizar(
      criado.id,
      { ...valores, preco: '3500' },
      { fotosExistentes: [manter], fotosParaRemover: [remover], fotos: [foto('c.png')] },
    );
    expect(atualizado.preco).toBe(3500);
    expect(atualizado.fotos).toHaveLength(2);
    expect(atualizado.fotos).toContain(manter);
    expect(atualizado.fotos).not.toContain(remover);
    expect((await h.api.imoveis.obter(criado.id)).fotos).toEqual(atualizado.fotos);

    await h.api.imoveis.excluir(criado.id);
    const erro = (await h.api.imoveis.obter(criado.id).catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(404);
    expect(erro.mensagem).toBe(MSG.api.imovelNaoEncontrado);
  });

  it('an invalid form answers the first field message and the field errors', async () => {
    const erro = (await h.api.imoveis
      .criar({ ...valores, titulo: '', preco: 'abc' }, [foto('a.png')])
      .catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe('Título é obrigatório');
    expect(erro.errosPorCampo).toMatchObject({
      titulo: 'Título é obrigatório',
      preco: 'Preço deve ser um número',
    });
  });

  it('a property without photos is refused with the spec message', async () => {
    const erro = (await h.api.imoveis.criar(valores).catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe(MSG.imovelForm.fotoObrigatoria);
  });
});
