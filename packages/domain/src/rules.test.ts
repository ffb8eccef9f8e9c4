import { describe, expect, it } from 'vitest';
import { acaoBoleto, rotuloStatusBoleto } from './boleto/boleto.rules';
import { anunciosDisponiveis, valorTotalContrato } from './contrato/contrato.rules';
import { contratoEntradaSchema } from './contrato/contrato.schema';
import { contarAlertasSino, corAlerta, mostrarBannerInadimplencia } from './dashboard/dashboard.rules';
import { errosPorCampo, mensagemDoServidor } from './erro/erro.schema';
import { previaDescricao, processoCorrespondeBusca } from './juridico/juridico.rules';
import { processoEntradaSchema, documentoEntradaSchema } from './juridico/juridico.schema';
import { usuarioCriarFormSchema } from './usuario/usuario.schema';
import { destinoAposLogin } from './usuario/usuario.rules';
import { contarNaoLidas } from './locatario/locatario.schema';
import { usuarioSessaoSchema } from './auth/auth.schema';

describe('boleto', () => {
  it('mapeia status RECEIVED→Pago, PENDING→Pendente e mostra os demais crus', () => {
    expect(rotuloStatusBoleto('RECEIVED')).toBe('Pago');
    expect(rotuloStatusBoleto('PENDING')).toBe('Pendente');
    expect(rotuloStatusBoleto('OVERDUE')).toBe('Vencido');
    expect(rotuloStatusBoleto('ALGO_NOVO')).toBe('ALGO_NOVO');
    expect(acaoBoleto('RECEIVED')).toBe('Recibo');
    expect(acaoBoleto('PENDING')).toBe('Boleto');
  });
});

describe('contrato', () => {
  it('soma aluguel, condomínio e IPTU no valor total', () => {
    expect(valorTotalContrato({ valorAluguel: 2500, valorCondominio: 450.1, valorIPTU: 120.2 })).toBe(3070.3);
    expect(
      valorTotalContrato({
        valorAluguel: 2500,
        valorCondominio: 450.1,
        valorIPTU: 120.2,
        valorOutros: 30,
        valorDesconto: 100,
      }),
    ).toBe(3000.3);
  });
  it('aplica 0 para valores ausentes e 5 para o dia de vencimento ausente', () => {
    const r = contratoEntradaSchema.parse({
      numero: 'CT-1',
      inquilino: { nome: 'A', email: 'A@B.COM', telefone: '(11) 98888-1234', cpf: '529.982.247-25', rg: '1' },
      imovelId: 'x',
      dataInicio: '2026-01-01',
      dataFim: '2027-01-01',
      valorAluguel: '1000.5',
      valorCondominio: '',
    });
    expect(r).toMatchObject({
      valorCondominio: 0,
      valorIPTU: 0,
      diaVencimento: 5,
      status: 'Ativo',
      valorAluguel: 1000.5,
    });
    expect(r.inquilino.email).toBe('a@b.com');
  });
  it('recusa dia de vencimento fora de 1 a 31', () => {
    const base = {
      numero: 'CT-1',
      inquilino: { nome: 'A', email: 'a@b.com', telefone: '(11) 98888-1234', cpf: '529.982.247-25', rg: '1' },
      imovelId: 'x',
      dataInicio: '2026-01-01',
      dataFim: '2027-01-01',
      valorAluguel: 10,
    };
    expect(contratoEntradaSchema.safeParse({ ...base, diaVencimento: 32 }).success).toBe(false);
    expect(contratoEntradaSchema.safeParse({ ...base, diaVencimento: 0 }).success).toBe(false);
    expect(contratoEntradaSchema.safeParse({ ...base, diaVencimento: 31 }).success).toBe(true);
  });
  it('oferece apenas anúncios Disponível', () => {
    expect(anunciosDisponiveis([{ statusAnuncio: 'Disponível' }, { statusAnuncio: 'Ocupado' }])).toHaveLength(
      1,
    );
  });
});

describe('dashboard', () => {
  it('mostra o banner somente acima de 5%', () => {
    expect(mostrarBannerInadimplencia(5)).toBe(false);
    expect(mostrarBannerInadimplencia(5.01)).toBe(true);
  });
  it('conta no sino apenas Urgente e Alta', () => {
    expect(
      contarAlertasSino([
        { prioridade: 'Urgente' },
        { prioridade: 'Alta' },
        { prioridade: 'Média' },
        { prioridade: 'x' },
      ]),
    ).toBe(2);
  });
  it('colore alertas por tipo, com info para os demais', () => {
    expect(corAlerta('danger')).toBe('danger');
    expect(corAlerta('qualquer')).toBe('info');
  });
});

describe('mensagens de erro do servidor (seção 8)', () => {
  it('usa erro, depois o primeiro valor do primeiro item de erros, depois message', () => {
    expect(mensagemDoServidor({ erro: 'A', message: 'B' })).toBe('A');
    expect(mensagemDoServidor({ erros: [{ email: 'Email inválido' }, { nome: 'x' }] })).toBe(
      'Email inválido',
    );
    expect(mensagemDoServidor({ message: 'B' })).toBe('B');
    expect(mensagemDoServidor('texto')).toBeUndefined();
  });
  it('transforma erros em mapa por campo', () => {
    expect(errosPorCampo({ erros: [{ titulo: 'T' }, { preco: 'P' }] })).toEqual({ titulo: 'T', preco: 'P' });
  });
});

describe('jurídico', () => {
  it('aplica os padrões do processo', () => {
    const p = processoEntradaSchema.parse({ numero: '1', descricao: 'd', advogadoResponsavel: 'x' });
    expect(p).toMatchObject({
      tipo: 'Despejo',
      status: 'Aberto',
      prioridade: 'Média',
      valor: 0,
      dataPrazo: null,
    });
  });
  it('lê tags como texto JSON', () => {
    expect(documentoEntradaSchema.parse({ titulo: 't', autor: 'a', tags: '["x"," y "]' }).tags).toEqual([
      'x',
      'y',
    ]);
    expect(documentoEntradaSchema.parse({ titulo: 't', autor: 'a' }).status).toBe('Ativo');
  });
  it('mostra os 50 primeiros caracteres da descrição', () => {
    expect(previaDescricao('a'.repeat(60))).toBe(`${'a'.repeat(50)}...`);
  });
  it('busca processos por número, tipo ou advogado', () => {
    const p = processoEntradaSchema.parse({
      numero: '0001',
      descricao: 'd',
      advogadoResponsavel: 'Dra. Silva',
    });
    expect(processoCorrespondeBusca({ ...p, _id: '1', createdAt: '' }, 'silva')).toBe(true);
    expect(processoCorrespondeBusca({ ...p, _id: '1', createdAt: '' }, 'despejo')).toBe(true);
  });
});

describe('usuários e sessão', () => {
  it('valida o cadastro com as mensagens da seção 5', () => {
    const r = usuarioCriarFormSchema.safeParse({
      nome: '',
      email: 'x',
      telefone: '',
      perfil: '',
      senha: '123',
      confirmarSenha: '1',
    });
    expect(r.success).toBe(false);
    const m = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(m).toMatchObject({
      nome: 'O nome é obrigatório',
      email: 'Email inválido',
      telefone: 'O telefone é obrigatório',
      perfil: 'O perfil é obrigatório',
      senha: 'A senha deve ter pelo menos 6 caracteres',
    });
  });
  it('exige confirmação igual à senha', () => {
    const r = usuarioCriarFormSchema.safeParse({
      nome: 'a',
      email: 'a@b.com',
      telefone: '(11) 98888-1234',
      perfil: 'corretor',
      senha: '123456',
      confirmarSenha: '1234567',
    });
    expect(r.error?.issues[0]?.message).toBe('As senhas não coincidem');
  });
  it('leva admin para /admin, corretor para /corretor e o inquilino para /locatario', () => {
    expect(destinoAposLogin('admin')).toBe('/admin');
    expect(destinoAposLogin('corretor')).toBe('/corretor');
    expect(destinoAposLogin('proprietario')).toBe('/proprietario');
    expect(destinoAposLogin('inquilino')).toBe('/locatario');
    expect(destinoAposLogin('desconhecido')).toBe('/locatario');
  });
  it('restaura o usuário da sessão com id ou _id e tipo copiado do perfil', () => {
    expect(usuarioSessaoSchema.parse({ _id: '1', nome: 'A', email: 'a@b', perfil: 'admin' })).toEqual({
      id: '1',
      nome: 'A',
      email: 'a@b',
      tipo: 'admin',
    });
    expect(usuarioSessaoSchema.safeParse({ nome: 'A' }).success).toBe(false);
  });
  it('conta notificações não lidas', () => {
    expect(contarNaoLidas([{ lida: false }, { lida: true }, { lida: false }])).toBe(2);
  });
});
