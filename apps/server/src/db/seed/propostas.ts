import { novaPropostaSchema, type Perfil } from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import {
  anexarDocumento,
  aprovarProposta,
  criarProposta,
  definirCaptador,
  enviarProposta,
} from '../../modules/propostas';

const CORRETORES = { juliana: 'corretor@morada.com.br', rafael: 'rafael.corretor@morada.com.br' };

/** Who took each demo listing (his share of its commissions). */
const CAPTADORES: Record<string, keyof typeof CORRETORES> = {
  'Apartamento 2 quartos na Vila Mariana': 'juliana',
  'Studio mobiliado em Pinheiros': 'juliana',
  'Terreno plano em condomínio fechado': 'juliana',
  'Casa térrea com quintal em Moema': 'rafael',
  'Cobertura duplex no Gonzaga': 'rafael',
  'Sala comercial no Centro de Campinas': 'rafael',
};

const ficha = (nome: string, email: string, cpf: string) => ({
  inquilino: { nome, cpf, email, telefone: '(11) 98765-4321', rg: '12.345.678-9', profissao: 'Analista' },
  rendaMensalCentavos: 1_500_000,
  dataInicioDesejada: '2027-02-01',
  garantia: {
    tipo: 'seguro-fianca',
    seguradora: 'Porto Seguro',
    apolice: 'SF-2027-0001',
    cobertura: 60000,
    vigenciaFim: '2028-01-31',
  },
});

/** A purchase offer by the lead himself (the buyer is the lead). */
const oferta = (comprador: string, cpf: string, valorCentavos: number, condicoes: string) => ({
  valorCentavos,
  condicoes,
  compradorNome: comprador,
  compradorCpf: cpf,
  compradorEmail: `${comprador.toLowerCase().replace(' ', '.')}@email.com.br`,
});

const DOC_PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

/**
 * The demo proposals (issue 35), through the propostas module's public face: a draft with a document,
 * two sent ones and an approved sale whose commissions fill the corretores' "Comissões".
 */
export const seedPropostas = async (deps: Deps): Promise<void> => {
  const { db } = deps;
  const usuarios = await db.selectFrom('usuarios').select(['id', 'nome', 'email', 'perfil']).execute();
  const sessao = (email: string): SessionUser => {
    const u = usuarios.find((x) => x.email === email)!;
    return { id: u.id, nome: u.nome, email: u.email, perfil: u.perfil as Perfil };
  };
  const juliana = sessao(CORRETORES.juliana);
  const rafael = sessao(CORRETORES.rafael);
  const admin = sessao(usuarios.find((u) => u.perfil === 'admin')!.email);
  for (const i of await db.selectFrom('imoveis').select(['id', 'titulo']).execute()) {
    const quem = CAPTADORES[i.titulo];
    if (quem) await definirCaptador(db, i.id, sessao(CORRETORES[quem]).id);
  }
  const leads = await db.selectFrom('leads').select(['id', 'nome']).execute();
  const lead = (nome: string) => leads.find((l) => l.nome === nome)!.id;
  const nova = (dados: Record<string, unknown>) => novaPropostaSchema.parse(dados);

  const rascunho = await criarProposta(
    deps,
    juliana,
    nova({
      leadId: lead('Mariana Souza'),
      tipo: 'locacao',
      locacao: {
        inquilino: { nome: 'Mariana Souza', email: 'mariana.souza@email.com.br' },
        dataInicioDesejada: '2027-02-01',
      },
    }),
  );
  await anexarDocumento(
    deps,
    juliana,
    rascunho.id,
    new File([DOC_PDF], 'RG Mariana Souza.pdf'),
    'identidade',
  );

  const camila = await criarProposta(
    deps,
    juliana,
    nova({
      leadId: lead('Camila Ferreira'),
      tipo: 'locacao',
      locacao: ficha('Camila Ferreira', 'camila.ferreira@email.com.br', '529.982.247-25'),
    }),
  );
  await enviarProposta(deps, juliana, camila.id);

  // Rafael's two sales, sent: Thiago's waits for the back office, Rodrigo's is approved below.
  const enviadas = [];
  for (const venda of [
    oferta('Thiago Barbosa', '111.444.777-35', 180_000_000, 'Entrada de 30% e saldo financiado pela Caixa.'),
    oferta('Rodrigo Nunes', '390.533.447-05', 41_000_000, 'À vista, na assinatura da escritura.'),
  ]) {
    const p = await criarProposta(
      deps,
      rafael,
      nova({ leadId: lead(venda.compradorNome), tipo: 'venda', venda }),
    );
    enviadas.push(await enviarProposta(deps, rafael, p.id));
  }
  await aprovarProposta(deps, admin, enviadas[1]!.id, {
    diaVencimento: 10,
    valorCondominio: 0,
    valorIPTU: 0,
    observacoes: undefined,
  });
};
