import { describe, expect, it } from 'vitest';
import { imovelCamposSchema, listaUrlsJsonSchema, normalizarCaracteristicas } from './imovel.schema';
import { IMOVEL_CAMPOS_VALIDOS } from './imovel.fixtures';
import { imovelCorrespondeBusca, miniaturas, resumoCaracteristicas } from './imovel.rules';

const valido = IMOVEL_CAMPOS_VALIDOS;

const mensagens = (dados: unknown) => {
  const r = imovelCamposSchema.safeParse(dados);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('formulário de imóvel (seção 5)', () => {
  it('aceita um imóvel válido e converte números', () => {
    const r = imovelCamposSchema.parse({ ...valido, quartos: '2', precoCondominio: '' });
    expect(r.preco).toBe(2500);
    expect(r.quartos).toBe(2);
    expect(r.precoCondominio).toBeUndefined();
    expect(r.status).toBe('Disponível');
    expect(r.destaque).toBe(false);
  });

  it('exige cada campo obrigatório com "{label} é obrigatório"', () => {
    const m = mensagens({});
    expect(m).toMatchObject({
      titulo: 'Título é obrigatório',
      tipo: 'Tipo é obrigatório',
      operacao: 'Operação é obrigatória',
      preco: 'Preço é obrigatório',
      endereco: 'Endereço é obrigatório',
      bairro: 'Bairro é obrigatório',
      cidade: 'Cidade é obrigatória',
      estado: 'Estado é obrigatório',
      areaUtil: 'Área útil é obrigatória',
      descricao: 'Descrição é obrigatória',
    });
  });

  it('rejeita texto em campos numéricos com "{label} deve ser um número"', () => {
    const m = mensagens({
      ...valido,
      preco: 'abc',
      areaUtil: 'x',
      quartos: 'dois',
      vagas: '1a',
      precoCondominio: '?',
    });
    expect(m).toMatchObject({
      preco: 'Preço deve ser um número',
      areaUtil: 'Área útil deve ser um número',
      quartos: 'Quartos deve ser um número',
      vagas: 'Vagas deve ser um número',
      precoCondominio: 'Preço do condomínio deve ser um número',
    });
  });

  it('limpa, remove vazios e duplicados das características extras', () => {
    expect(normalizarCaracteristicas([' Piscina ', '', 'Piscina', 'Academia', '  '])).toEqual([
      'Piscina',
      'Academia',
    ]);
    expect(imovelCamposSchema.parse({ ...valido, caracteristicas: ['a', ' a'] }).caracteristicas).toEqual([
      'a',
    ]);
  });

  it('lê listas de fotos em JSON e recusa JSON inválido', () => {
    expect(listaUrlsJsonSchema.parse('["/uploads/fotos/a.jpg"]')).toEqual(['/uploads/fotos/a.jpg']);
    expect(listaUrlsJsonSchema.parse(undefined)).toEqual([]);
    expect(listaUrlsJsonSchema.safeParse('{nao json').success).toBe(false);
  });
});

describe('regras de imóvel', () => {
  it('mostra as duas primeiras características e +N', () => {
    expect(resumoCaracteristicas(['a', 'b', 'c', 'd'])).toEqual({ visiveis: ['a', 'b'], restantes: 2 });
    expect(resumoCaracteristicas(['a'])).toEqual({ visiveis: ['a'], restantes: 0 });
  });
  it('limita as miniaturas a 5', () => {
    expect(miniaturas(['1', '2', '3', '4', '5', '6', '7'])).toHaveLength(5);
  });
  it('busca sem diferenciar maiúsculas em título, endereço, bairro e cidade', () => {
    const i = { titulo: 'Casa Verde', endereco: 'Rua B', bairro: 'Moema', cidade: 'São Paulo' };
    expect(imovelCorrespondeBusca(i, 'moema')).toBe(true);
    expect(imovelCorrespondeBusca(i, 'SÃO')).toBe(true);
    expect(imovelCorrespondeBusca(i, 'rio')).toBe(false);
    expect(imovelCorrespondeBusca(i, '  ')).toBe(true);
  });
});

describe('termos de administração do imóvel (issue 11)', () => {
  it("vazio = o padrão da imobiliária; números como no contrato (reais, '8,5')", () => {
    const vazio = imovelCamposSchema.parse({ ...valido, taxaAdministracaoPercentual: '' });
    expect([
      vazio.taxaAdministracaoPercentual,
      vazio.taxaAdministracaoMinima,
      vazio.taxaIntermediacaoPercentual,
      vazio.diaRepasse,
    ]).toEqual([null, null, null, null]);
    const r = imovelCamposSchema.parse({
      ...valido,
      taxaAdministracaoPercentual: '8,5',
      taxaAdministracaoMinima: '1.100,50',
      taxaIntermediacaoPercentual: '0',
      diaRepasse: '12',
    });
    expect([
      r.taxaAdministracaoPercentual,
      r.taxaAdministracaoMinima,
      r.taxaIntermediacaoPercentual,
      r.diaRepasse,
    ]).toEqual([8.5, 1100.5, 0, 12]);
  });

  it('recusa valores fora da faixa com as mensagens do contrato', () => {
    expect(
      mensagens({
        ...valido,
        taxaAdministracaoPercentual: '150',
        taxaAdministracaoMinima: 'abc',
        taxaIntermediacaoPercentual: '-1',
        diaRepasse: '29',
      }),
    ).toEqual({
      taxaAdministracaoPercentual: 'Taxa de administração (%) deve estar entre 0 e 100',
      taxaAdministracaoMinima: 'Taxa de administração mínima (R$) deve ser um número maior que zero',
      taxaIntermediacaoPercentual: 'Taxa de intermediação (% do primeiro aluguel) deve estar entre 0 e 100',
      diaRepasse: 'Dia do repasse deve estar entre 1 e 28',
    });
  });
});
