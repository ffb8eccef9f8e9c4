import { describe, expect, it } from 'vitest';
import {
  aguardandoProprietario,
  destinoDoCusto,
  limiteDeAprovacao,
  precisaAprovacaoDoProprietario,
  statusAposTriagem,
  transicaoDeChamado,
  type SituacaoTriagem,
} from './chamados.rules';
import {
  aprovacaoChamadoSchema,
  novoChamadoSchema,
  prestadorEntradaSchema,
  STATUS_CHAMADO,
} from './chamados.schema';

describe('transicaoDeChamado', () => {
  it('the owner approves or refuses only while it waits for him', () => {
    expect(transicaoDeChamado('aguardando_aprovacao', 'aprovar', 'proprietario')).toBe('aprovado');
    expect(transicaoDeChamado('aguardando_aprovacao', 'recusar', 'proprietario')).toBe(
      'recusado_proprietario',
    );
    for (const s of STATUS_CHAMADO.filter((x) => x !== 'aguardando_aprovacao'))
      expect(transicaoDeChamado(s, 'aprovar', 'proprietario')).toBeUndefined();
  });

  it('nobody but the owner approves; nobody but the back office triages, concludes or cancels', () => {
    expect(transicaoDeChamado('aguardando_aprovacao', 'aprovar', 'admin')).toBeUndefined();
    expect(transicaoDeChamado('aguardando_aprovacao', 'aprovar', 'inquilino')).toBeUndefined();
    expect(transicaoDeChamado('aberto', 'triar', 'inquilino')).toBeUndefined();
    expect(transicaoDeChamado('agendado', 'concluir', 'proprietario')).toBeUndefined();
    expect(transicaoDeChamado('aberto', 'cancelar', 'inquilino')).toBeUndefined();
  });

  it('the back office triages any open chamado (keeping its status here), never a closed one', () => {
    expect(transicaoDeChamado('aberto', 'triar', 'admin')).toBe('aberto');
    expect(transicaoDeChamado('recusado_proprietario', 'triar', 'admin')).toBe('recusado_proprietario');
    expect(transicaoDeChamado('concluido', 'triar', 'admin')).toBeUndefined();
    expect(transicaoDeChamado('cancelado', 'triar', 'admin')).toBeUndefined();
  });

  it('concludes only what needs no approval still; cancels anything not closed', () => {
    expect(transicaoDeChamado('agendado', 'concluir', 'admin')).toBe('concluido');
    expect(transicaoDeChamado('em_execucao', 'concluir', 'admin')).toBe('concluido');
    expect(transicaoDeChamado('aguardando_aprovacao', 'concluir', 'admin')).toBeUndefined();
    expect(transicaoDeChamado('aberto', 'concluir', 'admin')).toBeUndefined();
    expect(transicaoDeChamado('aguardando_aprovacao', 'cancelar', 'admin')).toBe('cancelado');
    expect(transicaoDeChamado('concluido', 'cancelar', 'admin')).toBeUndefined();
  });
});

describe('precisaAprovacaoDoProprietario and limiteDeAprovacao', () => {
  it('asks the owner strictly above the limit', () => {
    expect(precisaAprovacaoDoProprietario(50_000, 50_000)).toBe(false); // R$ 500,00 at a R$ 500,00 limit
    expect(precisaAprovacaoDoProprietario(50_001, 50_000)).toBe(true); // R$ 500,01
    expect(precisaAprovacaoDoProprietario(null, 0)).toBe(false); // no value yet
    expect(precisaAprovacaoDoProprietario(1, 0)).toBe(true); // limit 0: every cost
  });

  it("takes the property's limit, else the agency's, else R$ 500,00", () => {
    expect(limiteDeAprovacao(20_000, 80_000)).toBe(20_000);
    expect(limiteDeAprovacao(0, 80_000)).toBe(0);
    expect(limiteDeAprovacao(null, 80_000)).toBe(80_000);
    expect(limiteDeAprovacao(null)).toBe(50_000);
  });
});

describe('statusAposTriagem', () => {
  const base: SituacaoTriagem = {
    status: 'aberto',
    valorCentavos: null,
    valorAprovadoCentavos: null,
    agendadoPara: null,
    limiteCentavos: 50_000,
  };

  it('a triage without a cost above the limit is in triage, or scheduled with a date', () => {
    expect(statusAposTriagem(base)).toBe('em_triagem');
    expect(statusAposTriagem({ ...base, valorCentavos: 30_000 })).toBe('em_triagem');
    expect(statusAposTriagem({ ...base, valorCentavos: 30_000, agendadoPara: '2026-12-10T09:00' })).toBe(
      'agendado',
    );
  });

  it('a cost above the limit waits for the owner, even with a date', () => {
    expect(statusAposTriagem({ ...base, valorCentavos: 85_000, agendadoPara: '2026-12-10T09:00' })).toBe(
      'aguardando_aprovacao',
    );
  });

  it('an approved cost stays approved; a larger one asks again; a smaller one does not', () => {
    const aprovado = {
      ...base,
      status: 'aprovado' as const,
      valorCentavos: 85_000,
      valorAprovadoCentavos: 85_000,
    };
    expect(statusAposTriagem(aprovado)).toBe('aprovado');
    expect(statusAposTriagem({ ...aprovado, agendadoPara: '2026-12-10T09:00' })).toBe('agendado');
    expect(statusAposTriagem({ ...aprovado, valorCentavos: 90_000 })).toBe('aguardando_aprovacao');
    expect(statusAposTriagem({ ...aprovado, valorCentavos: 70_000 })).toBe('aprovado');
  });

  it('after a refusal, the same cost asks the owner again and a cost within the limit goes back to triage', () => {
    const recusado = { ...base, status: 'recusado_proprietario' as const, valorCentavos: 85_000 };
    expect(statusAposTriagem(recusado)).toBe('aguardando_aprovacao');
    expect(statusAposTriagem({ ...recusado, valorCentavos: 40_000 })).toBe('em_triagem');
  });

  it('a chamado being executed stays so unless its cost needs approval', () => {
    expect(statusAposTriagem({ ...base, status: 'em_execucao', valorCentavos: 10_000 })).toBe('em_execucao');
  });
});

describe('destinoDoCusto', () => {
  it('owner → his repasse, tenant → next boleto, agency → its own expense', () => {
    expect(destinoDoCusto('proprietario')).toBe('despesa_do_repasse');
    expect(destinoDoCusto('locatario')).toBe('proximo_boleto');
    expect(destinoDoCusto('imobiliaria')).toBe('despesa_da_imobiliaria');
  });
});

describe('schemas', () => {
  it('a chamado needs a known category and a description; urgency defaults to média', () => {
    expect(novoChamadoSchema.parse({ categoria: 'eletrica', descricao: ' Tomada queimada ' })).toEqual({
      categoria: 'eletrica',
      descricao: 'Tomada queimada',
      urgencia: 'media',
    });
    const r = novoChamadoSchema.safeParse({ categoria: 'jardinagem', descricao: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Categoria inválida', 'Descrição é obrigatório']);
  });

  it('a refusal says why', () => {
    expect(aprovacaoChamadoSchema.safeParse({ aprovar: true }).success).toBe(true);
    expect(aprovacaoChamadoSchema.safeParse({ aprovar: false }).error?.issues[0]?.message).toBe(
      'Informe o motivo da recusa',
    );
  });

  it("a prestador's CPF/CNPJ is checked and kept as digits", () => {
    const ok = prestadorEntradaSchema.parse({
      nome: 'Hidro Reparos',
      documento: '11.222.333/0001-81', // the usual valid CNPJ example (check digits 8 and 1)
      telefone: '(11) 98888-7777',
      especialidades: ['hidraulica'],
    });
    expect(ok).toMatchObject({
      documento: '11222333000181',
      telefone: '11988887777',
      ativo: true,
      email: '',
    });
    const r = prestadorEntradaSchema.safeParse({
      nome: 'X',
      documento: '111.111.111-11',
      telefone: '11988887777',
      especialidades: [],
    });
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['documento', 'especialidades']);
  });
});

describe('aguardandoProprietario', () => {
  it('counts only the chamados waiting for the owner', () => {
    expect(aguardandoProprietario(undefined)).toBe(0);
    expect(
      aguardandoProprietario([
        { status: 'aguardando_aprovacao' },
        { status: 'aprovado' },
        { status: 'aguardando_aprovacao' },
        { status: 'concluido' },
      ]),
    ).toBe(2);
  });
});
