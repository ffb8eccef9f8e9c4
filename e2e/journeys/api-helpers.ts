import { expect, type APIRequestContext } from './fixtures';
import { pngSolido } from './admin-helpers';

// Test data made through the API with an admin token, for journeys that start past the forms.

/** A rental property created through the API (admin token), with one photo; answers its id. */
export const criarImovelDeAluguel = async (
  request: APIRequestContext,
  auth: { Authorization: string },
  dados: { titulo: string; endereco: string; preco: number; areaUtil: string; descricao: string },
) => {
  const res = await request.post('/api/imoveis', {
    headers: auth,
    multipart: {
      titulo: dados.titulo,
      tipo: 'Apartamento',
      operacao: 'Aluguel',
      preco: String(dados.preco),
      endereco: dados.endereco,
      bairro: 'Centro',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: dados.areaUtil,
      descricao: dados.descricao,
      fotos: { name: 'apto.png', mimeType: 'image/png', buffer: pngSolido(200, 120, 40) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

/**
 * A contract created through the API (admin token), for a tenant with the test CPF; answers its id
 * and the tenant's invitation link.
 */
export const criarContratoApi = async (
  request: APIRequestContext,
  auth: { Authorization: string },
  {
    inquilino,
    ...dados
  }: { inquilino: { nome: string; email: string; telefone: string; rg: string } } & Record<string, unknown>,
) => {
  const res = await request.post('/api/contratos', {
    headers: auth,
    data: { ...dados, inquilino: { ...inquilino, cpf: '529.982.247-25' } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; convite: { link: string } };
};
