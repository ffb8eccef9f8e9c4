import { MSG_PORTAIS } from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { mensagensDaRecusa } from './endpoints/portais';
import { ApiError } from './errors';
import { montarApiFalsa } from './test/api-falsa';

const P = MSG_PORTAIS.pendencias;

describe('portais (the back office "Portais" calls)', () => {
  it('publicar sends PUT with { publicar } to the property', async () => {
    const { api, pedido } = montarApiFalsa(() => Response.json({ id: 'i1', publicarNosPortais: true }));
    await api.portais.publicar('i1', true);
    expect(pedido()).toEqual({
      url: '/api/admin/portais/imoveis/i1',
      metodo: 'PUT',
      corpo: { publicar: true },
    });
  });

  it('gerarToken posts and answers the new address', async () => {
    const { api, pedido } = montarApiFalsa(() =>
      Response.json({ urlFeed: 'https://x/api/portais/vrsync.xml?token=novo' }),
    );
    await expect(api.portais.gerarToken()).resolves.toEqual({
      urlFeed: 'https://x/api/portais/vrsync.xml?token=novo',
    });
    expect(pedido()).toMatchObject({ url: '/api/admin/portais/token', metodo: 'POST' });
  });

  it('a 422 refusal gives every pendência the server listed, in order', async () => {
    const corpo = {
      erro: MSG_PORTAIS.api.naoPublicavel,
      message: MSG_PORTAIS.api.naoPublicavel,
      codigo: 'PENDENCIAS',
      erros: [{ publicar: P.tituloCurto(10, 7) }, { publicar: P.semFoto }],
    };
    const { api } = montarApiFalsa(() => Response.json(corpo, { status: 422 }));
    const erro = await api.portais.publicar('i4', true).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).status).toBe(422);
    expect(mensagensDaRecusa(erro)).toEqual([
      'O título precisa ter pelo menos 10 caracteres para os portais (tem 7).',
      'Cadastre pelo menos uma foto: os portais não publicam anúncio sem imagem.',
    ]);
  });

  it('a refusal without a list gives its one message; anything else gives none', async () => {
    const { api } = montarApiFalsa(() =>
      Response.json(
        { erro: 'Imóvel não encontrado', message: 'x', codigo: 'NAO_ENCONTRADO' },
        { status: 404 },
      ),
    );
    const erro = await api.portais.publicar('nada', true).catch((e: unknown) => e);
    expect(mensagensDaRecusa(erro)).toEqual(['Imóvel não encontrado']);
    expect(mensagensDaRecusa(new Error('x'))).toEqual([]);
  });
});
