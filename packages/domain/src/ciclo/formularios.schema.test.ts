import { describe, expect, it } from 'vitest';
import { IMOVEL_CAMPOS_VALIDOS } from '../imovel/imovel.fixtures';
import { IMOVEL_FORM_VAZIO, imovelCamposSchema, imovelFormSchema } from '../imovel/imovel.schema';
import { MSG_CICLO } from '../messages/ciclo';
import { garantiaEntradaSchema, garantiaFormSchema } from './garantia.schema';
import { rescisaoEntradaSchema, rescisaoFormSchema } from './rescisao.schema';

// The forms' own schemas widen only what the inputs hold (a blank select, text everywhere): each
// must answer exactly what the API schema it wraps answers.
const resposta = (r: {
  success: boolean;
  data?: unknown;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  r.success
    ? { dados: r.data }
    : { erros: Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message])) };

const GARANTIA_VAZIA = {
  tipo: '',
  nome: '',
  cpf: '',
  telefone: '',
  email: '',
  imovelOferecido: '',
  seguradora: '',
  apolice: '',
  cobertura: '',
  vigenciaFim: '',
  valor: '',
  deposito: '',
  dataDeposito: '',
  emissora: '',
  numero: '',
} as const;

describe('rescisaoFormSchema', () => {
  const base = {
    dataSaida: '2026-11-30',
    dispensarMulta: false,
    caucaoDestino: 'abater',
    ajustes: [],
    observacoes: '',
  };
  it('refuses the blank motivo with the message of any other motivo outside the list', () => {
    expect(resposta(rescisaoFormSchema.safeParse({ ...base, motivo: '' }))).toEqual({
      erros: { motivo: MSG_CICLO.rescisao.erros.motivoInvalido },
    });
    expect(resposta(rescisaoFormSchema.safeParse({ ...base, motivo: '' }))).toEqual(
      resposta(rescisaoEntradaSchema.safeParse({ ...base, motivo: '' })),
    );
  });
  it('hands over what the API schema hands over for a chosen motivo', () => {
    const dados = {
      ...base,
      motivo: 'pelo-locatario',
      dispensarMulta: true,
      observacoes: '  chaves entregues ',
    };
    expect(rescisaoFormSchema.parse(dados)).toEqual(rescisaoEntradaSchema.parse(dados));
    expect(rescisaoFormSchema.parse(dados).observacoes).toBe('chaves entregues');
  });
});

describe('garantiaFormSchema', () => {
  it('refuses a blank kind as the API schema does', () => {
    expect(resposta(garantiaFormSchema.safeParse(GARANTIA_VAZIA))).toEqual({
      erros: { tipo: MSG_CICLO.garantia.erros.tipoInvalido },
    });
  });
  it('keeps only the chosen kind’s fields, read as the API schema reads them', () => {
    const form = {
      ...GARANTIA_VAZIA,
      tipo: 'caucao',
      valor: '1.500,00',
      deposito: 'Banco X',
      nome: 'esquecido',
    };
    const r = garantiaFormSchema.parse(form);
    expect(r).toEqual(garantiaEntradaSchema.parse(form));
    expect(r).toMatchObject({ tipo: 'caucao', valor: 1500, deposito: 'Banco X' });
    expect(r).not.toHaveProperty('nome');
  });
  it('reports a chosen kind’s missing fields under the same names', () => {
    const form = { ...GARANTIA_VAZIA, tipo: 'fiador' };
    expect(resposta(garantiaFormSchema.safeParse(form))).toEqual(
      resposta(garantiaEntradaSchema.safeParse(form)),
    );
    expect(Object.keys(resposta(garantiaFormSchema.safeParse(form)).erros ?? {})).toContain('nome');
  });
});

describe('imovelFormSchema', () => {
  it('answers the empty form as imovelCamposSchema does', () => {
    expect(resposta(imovelFormSchema.safeParse(IMOVEL_FORM_VAZIO))).toEqual(
      resposta(imovelCamposSchema.safeParse(IMOVEL_FORM_VAZIO)),
    );
    expect(Object.keys(resposta(imovelFormSchema.safeParse(IMOVEL_FORM_VAZIO)).erros ?? {})).toContain(
      'titulo',
    );
  });
  it('converts the typed text of a valid form the same way', () => {
    const form = { ...IMOVEL_FORM_VAZIO, ...IMOVEL_CAMPOS_VALIDOS, quartos: '2' };
    const r = imovelFormSchema.parse(form);
    expect(r).toEqual(imovelCamposSchema.parse(form));
    expect(r.preco).toBe(2500);
    expect(r.quartos).toBe(2);
  });
});
