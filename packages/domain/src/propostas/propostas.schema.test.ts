import { describe, expect, it } from 'vitest';
import { MSG_ENTRADAS } from '../messages/entradas';
import { MSG_PROPOSTAS } from '../messages/propostas';
import { configuracaoComissoesSchema } from './comissoes.schema';
import { novaPropostaSchema, recusaPropostaSchema } from './propostas.schema';

const LEAD = '7f3c1a2b-0000-4000-8000-000000000001';

describe('novaPropostaSchema', () => {
  it('a draft may be partly blank; the rent and the length take their defaults', () => {
    const p = novaPropostaSchema.parse({
      leadId: LEAD,
      tipo: 'locacao',
      locacao: { inquilino: { nome: 'Mariana', cpf: '529.982.247-25' } },
    });
    expect(p.locacao).toMatchObject({
      inquilino: { nome: 'Mariana', cpf: '52998224725', email: '', rg: '' },
      rendaMensalCentavos: null,
      valorAluguelCentavos: null,
      prazoMeses: 30,
      garantia: null,
    });
  });

  it('what is filled must be valid: a bad CPF, money in reais with decimals, a bad kind', () => {
    const r = novaPropostaSchema.safeParse({
      leadId: LEAD,
      tipo: 'locacao',
      locacao: { inquilino: { cpf: '111.111.111-11' }, rendaMensalCentavos: 10.5 },
    });
    expect(r.success).toBe(false);
    const mensagens = r.error!.issues.map((i) => i.message);
    expect(mensagens).toContain(MSG_ENTRADAS.cpfInvalido);
    expect(mensagens).toContain(MSG_PROPOSTAS.campos.valorInvalido);
    expect(novaPropostaSchema.safeParse({ leadId: LEAD, tipo: 'permuta' }).success).toBe(false);
  });
});

describe('configuracaoComissoesSchema and recusaPropostaSchema', () => {
  it('the split must add up to 100 %', () => {
    const base = { percentualVenda: 6, percentualLocacao: 100 };
    expect(
      configuracaoComissoesSchema.safeParse({ ...base, divisao: { agencia: 50, captador: 20, vendedor: 30 } })
        .success,
    ).toBe(true);
    const r = configuracaoComissoesSchema.safeParse({
      ...base,
      divisao: { agencia: 50, captador: 20, vendedor: 20 },
    });
    expect(r.error?.issues[0]?.message).toBe(MSG_PROPOSTAS.campos.divisao);
  });

  it('a refusal needs its reason', () => {
    expect(recusaPropostaSchema.safeParse({ motivo: '  ' }).error?.issues[0]?.message).toBe(
      MSG_PROPOSTAS.campos.motivo,
    );
  });
});
