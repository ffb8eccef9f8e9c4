import { describe, expect, it } from 'vitest';
import { acharRota, indiceDeRotas, type DefinicaoRota } from './rota';
import { ROTAS_API as DECLARADAS } from './rotas';

const ROTAS_API: readonly DefinicaoRota[] = DECLARADAS;
const concreto = (caminho: string) => caminho.replace(/\{\w+\}/g, 'abc-123');

describe('indiceDeRotas', () => {
  const achar = indiceDeRotas(ROTAS_API);

  it('finds, for a concrete path of every declared route, that route (as acharRota does)', () => {
    for (const r of ROTAS_API) {
      const url = concreto(r.caminho);
      expect(achar(r.metodo.toLowerCase(), url), `${r.metodo} ${r.caminho}`).toBe(r);
      expect(achar(r.metodo, url)).toBe(acharRota(ROTAS_API, r.metodo, url));
    }
  });

  it('a literal segment beats a parameter; a trailing slash matches; an unknown path or method finds nothing', () => {
    const def = (caminho: `/api/${string}`): DefinicaoRota => ({
      metodo: 'POST',
      caminho,
      grupo: 'g',
      resumo: 'r',
      papeis: ['publico'],
      resposta: {},
    });
    const tabela = [def('/api/x/{id}'), def('/api/x/novo')];
    const achar = indiceDeRotas(tabela);
    expect(achar('POST', '/api/x/novo')).toBe(tabela[1]);
    expect(achar('POST', '/api/x/abc/')).toBe(tabela[0]);
    expect(achar('POST', '/api/y')).toBeUndefined();
    expect(achar('PUT', '/api/x/abc')).toBeUndefined();
  });
});
