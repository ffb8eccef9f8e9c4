import type { AprovacaoResposta, Proposta } from '@morada/domain';
import { expect } from 'vitest';
import type { TestContext } from '../../test/test-app';

export { RAFAEL } from '../leads/leads.fixture';
export { copiaDeImovelParaAlugar, ID_INEXISTENTE } from '../../test/http-helpers';

export const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/** A complete ficha cadastral (income 12.000,00: over 3 rents of any demo rental). */
export const fichaCompleta = (email = 'mariana.proposta@email.com.br') => ({
  inquilino: {
    nome: 'Mariana Souza',
    cpf: '529.982.247-25',
    email,
    telefone: '(11) 98765-4321',
    rg: '12.345.678-9',
    profissao: 'Arquiteta',
  },
  rendaMensalCentavos: 1_200_000,
  dataInicioDesejada: '2027-01-01',
  garantia: { tipo: 'caucao', valor: 3000, deposito: 'Poupança Banco do Brasil 1234-5' },
});

export const dadosVenda = {
  valorCentavos: 40_000_000,
  condicoes: 'Entrada de 20% e financiamento bancário em 360 meses',
  compradorNome: 'Carlos Eduardo Lima',
  compradorCpf: '529.982.247-25',
  compradorEmail: 'carlos.lima@email.com.br',
};

/** A demo property for `operacao` still free (status Disponível), other than `exceto`. */
export const imovelLivre = async (ctx: TestContext, operacao: 'Aluguel' | 'Venda', exceto: string[] = []) => {
  const linhas = await ctx.db
    .selectFrom('imoveis')
    .select(['id', 'titulo', 'preco_centavos'])
    .where('operacao', '=', operacao)
    .where('status', '=', 'Disponível')
    .orderBy('titulo')
    .execute();
  const r = linhas.find((l) => !exceto.includes(l.id))!;
  return { id: r.id, titulo: r.titulo, precoCentavos: Number(r.preco_centavos) };
};

/** A lead of the caller's (POST /api/leads) interested in `imovelId`. */
export const novoLead = async (ctx: TestContext, token: string, imovelId: string, nome = 'Mariana Souza') => {
  const res = await ctx.request('/api/leads', {
    method: 'POST',
    token,
    json: { nome, email: `${nome.split(' ')[0]!.toLowerCase()}@email.com.br`, imovelId },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

export const pedir = async (
  ctx: TestContext,
  token: string,
  caminho: string,
  method = 'GET',
  json?: unknown,
) => ctx.request(caminho, { method, token, ...(json === undefined ? {} : { json }) });

/** POST /api/propostas, expecting 201. */
export const criarProposta = async (ctx: TestContext, token: string, json: Record<string, unknown>) => {
  const res = await pedir(ctx, token, '/api/propostas', 'POST', json);
  expect(res.status).toBe(201);
  return (await res.json()) as Proposta;
};

/** A lead of the caller's and a sent proposal from it (lease: complete ficha; sale: the offer). */
export const propostaEnviada = async (
  ctx: TestContext,
  token: string,
  imovelId: string,
  tipo: 'locacao' | 'venda',
  email?: string,
) => {
  const leadId = await novoLead(ctx, token, imovelId);
  const p = await criarProposta(ctx, token, {
    leadId,
    tipo,
    ...(tipo === 'locacao' ? { locacao: fichaCompleta(email) } : { venda: dadosVenda }),
  });
  const res = await pedir(ctx, token, `/api/propostas/${p.id}/envio`, 'POST');
  expect(res.status).toBe(200);
  return (await res.json()) as Proposta;
};

export const aprovar = async (
  ctx: TestContext,
  admin: string,
  id: string,
  json: Record<string, unknown> = {},
) => {
  const res = await pedir(ctx, admin, `/api/admin/propostas/${id}/aprovacao`, 'POST', json);
  expect(res.status).toBe(200);
  return (await res.json()) as AprovacaoResposta;
};

export const enviarArquivo = (
  ctx: TestContext,
  token: string,
  id: string,
  arquivo: File,
  categoria = 'identidade',
) => {
  const f = new FormData();
  f.append('categoria', categoria);
  f.append('arquivo', arquivo);
  return ctx.request(`/api/propostas/${id}/documentos`, { method: 'POST', token, body: f });
};
