import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { MSG_ENTRADAS } from '../messages/entradas';

/** Words of zod's English messages ('Invalid input', 'Too big: expected number to be <=20'…). */
const INGLES = /\b(Invalid|invalid|expected|Expected|Too|too|must|received|Required|Unrecognized|input)\b/;

const ENORME = 'x'.repeat(100_000);
const RUINS: unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  ENORME,
  -1,
  -1e12,
  1e15,
  1.5,
  Number.NaN,
  true,
  'abc',
  [ENORME],
];

/** Every value, and every object whose fields all hold it (so each field's own checks run). */
const entradas = (schema: z.ZodType): unknown[] => {
  const campos = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return [...RUINS, ...RUINS.map((v) => Object.fromEntries(campos.map((c) => [c, v])))];
};

const schemas = Object.entries(domain as Record<string, unknown>).filter(
  (e): e is [string, z.ZodType] => e[1] instanceof z.ZodType,
);

describe('zod messages in pt-BR', () => {
  it('finds the domain schemas', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('%s answers bad input without English', (_nome, schema) => {
    for (const entrada of entradas(schema)) {
      const r = schema.safeParse(entrada);
      for (const issue of r.error?.issues ?? []) expect(issue.message).not.toMatch(INGLES);
    }
  });

  it('uses our short texts where a schema names no message', () => {
    const G = MSG_ENTRADAS.generico;
    const msg = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues[0]?.message;
    expect(msg(z.string().max(5), 'abcdefg')).toBe(G.maxCaracteres(5));
    expect(msg(z.number().max(20), 21)).toBe('Deve ser no máximo 20');
    expect(msg(z.number().min(0), -1)).toBe('Deve ser no mínimo 0');
    expect(msg(z.string().min(1), '')).toBe(G.obrigatorio);
    expect(msg(z.email(), 'x')).toBe('Email inválido');
    expect(msg(z.object({ a: z.string() }), {})).toBe('Campo obrigatório');
    expect(msg(z.number(), 'a')).toBe('Deve ser um número');
    expect(msg(z.enum(['a', 'b']), 'c')).toBe('Opção inválida');
    expect(
      msg(
        z.string().refine(() => false),
        'a',
      ),
    ).toBe('Valor inválido');
  });

  it("answers Configurações' numbers in pt-BR (issue 14's 'Too big: expected number to be <=20')", () => {
    const r = domain.configuracaoSchema.safeParse({ diaVencimentoPadrao: 40, emailAdministracao: 'x' });
    const mensagens = r.error?.issues.map((i) => i.message) ?? [];
    expect(mensagens).toContain('Deve ser no máximo 31');
    expect(mensagens).toContain('Email inválido');
  });
});
