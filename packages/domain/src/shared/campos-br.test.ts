import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG_ENTRADAS } from '../messages/entradas';
import { campoCep, campoCnpj, campoCpf, campoCpfOuCnpj, campoTelefone } from './campos-br';
import { cpfValido, telefoneValido } from './entradas-br';

const E = MSG_ENTRADAS;
const mensagens = (schema: z.ZodType, valor: unknown) =>
  schema.safeParse(valor).error?.issues.map((i) => i.message);

describe('campoCpf', () => {
  const cpf = campoCpf({ obrigatorio: 'CPF é obrigatório' });
  it('takes the CPF masked or bare and gives its digits', () => {
    expect(cpf.parse('123.456.789-09')).toBe('12345678909');
    expect(cpf.parse(' 12345678909 ')).toBe('12345678909');
  });
  it("refuses repeated digits, a wrong check digit and stray characters with 'CPF inválido'", () => {
    for (const v of ['111.111.111-11', '123.456.789-08', '123.456.789/09', '1234567890', 'abc12345678909'])
      expect(mensagens(cpf, v)).toEqual([E.cpfInvalido]);
  });
  it('asks for it when required and empty, and leaves it empty when optional', () => {
    expect(mensagens(cpf, '  ')).toEqual(['CPF é obrigatório']);
    expect(mensagens(cpf, undefined)).toEqual(['CPF é obrigatório']);
    expect(campoCpf().parse('')).toBe('');
    expect(campoCpf().parse(undefined)).toBe('');
  });
});

describe('campoCnpj and campoCpfOuCnpj', () => {
  it('take a CNPJ masked or bare', () => {
    expect(campoCnpj().parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(campoCpfOuCnpj().parse('11222333000181')).toBe('11222333000181');
    expect(campoCpfOuCnpj().parse('529.982.247-25')).toBe('52998224725');
  });
  it('refuse a wrong check digit', () => {
    expect(mensagens(campoCnpj(), '11.222.333/0001-82')).toEqual([E.cnpjInvalido]);
    expect(mensagens(campoCpfOuCnpj(), '111.111.111-11')).toEqual([E.documentoInvalido]);
  });
});

describe('campoTelefone', () => {
  const tel = campoTelefone({ obrigatorio: 'O telefone é obrigatório' });
  it('takes a celular (DDD + 9 digits starting with 9) or a fixo (DDD + 8 digits), masked or bare', () => {
    expect(tel.parse('(11) 91234-5678')).toBe('11912345678');
    expect(tel.parse('11912345678')).toBe('11912345678');
    expect(tel.parse('(11) 3456-7890')).toBe('1134567890');
    expect(tel.parse('+55 21 2345-6789')).toBe('2123456789');
  });
  it('refuses a missing DDD, an unknown DDD, a celular not starting with 9 and a fixo starting with 1', () => {
    for (const v of [
      '91234-5678',
      '(00) 91234-5678',
      '(20) 91234-5678',
      '(11) 81234-5678',
      '(11) 1234-5678',
      '1',
    ])
      expect(mensagens(tel, v)).toEqual([E.telefoneInvalido]);
    expect(telefoneValido('(11) 9 1234-5678 ramal 2')).toBe(false);
  });
  it('asks for it when empty', () => {
    expect(mensagens(tel, '')).toEqual(['O telefone é obrigatório']);
  });
});

describe('campoCep', () => {
  it("takes '01310-100' or '01310100' and gives the 8 digits; '' stays ''", () => {
    expect(campoCep().parse('01310-100')).toBe('01310100');
    expect(campoCep().parse('01310100')).toBe('01310100');
    expect(campoCep().parse('')).toBe('');
  });
  it("refuses anything else with 'CEP inválido'", () => {
    for (const v of ['0131010', '01310-1000', 'abcde-fgh'])
      expect(mensagens(campoCep(), v)).toEqual([E.cepInvalido]);
  });
});

describe('cpfValido', () => {
  it('keeps its earlier contract', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('529.982.247-24')).toBe(false);
  });
});
