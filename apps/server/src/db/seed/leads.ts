import type { EtapaLead, OrigemLead } from '@morada/domain';
import type { Deps } from '../../http/context';
import { avancarLead, registrarContato, registrarEventoDoLead } from '../../modules/leads';

const HORA = 3_600_000;

type LeadDemo = {
  nome: string;
  email?: string;
  telefone?: string;
  origem: OrigemLead;
  corretor: 'juliana' | 'rafael';
  /** Where it ends, through every earlier etapa. */
  etapa: EtapaLead;
  /** Hours ago it arrived; its last move comes `respostaHoras` later (none: untouched since). */
  chegouHa: number;
  respostaHoras?: number;
  nota?: string;
  motivo?: string;
  imovel?: string;
};

/** Leads at every etapa for both corretores, several origens, some untouched for days (parados). */
const LEADS: LeadDemo[] = [
  {
    nome: 'Mariana Souza',
    email: 'mariana.souza@email.com.br',
    telefone: '(11) 98765-4321',
    origem: 'formulario',
    corretor: 'juliana',
    etapa: 'novo',
    chegouHa: 3,
    imovel: 'Apartamento 2 quartos na Vila Mariana',
  },
  {
    nome: 'Pedro Henrique Costa',
    telefone: '(11) 97654-3210',
    origem: 'whatsapp',
    corretor: 'rafael',
    etapa: 'novo',
    chegouHa: 50,
    imovel: 'Studio mobiliado em Pinheiros',
  },
  {
    nome: 'Fernanda Oliveira',
    email: 'fernanda.oliveira@email.com.br',
    origem: 'portal',
    corretor: 'juliana',
    etapa: 'em_atendimento',
    chegouHa: 30,
    respostaHoras: 1,
    nota: 'Prefere andar alto e aceita pet.',
    imovel: 'Apartamento 2 quartos na Vila Mariana',
  },
  {
    nome: 'Lucas Martins',
    email: 'lucas.martins@email.com.br',
    telefone: '(13) 99876-1234',
    origem: 'portal',
    corretor: 'rafael',
    etapa: 'em_atendimento',
    chegouHa: 120,
    respostaHoras: 4,
    imovel: 'Cobertura duplex no Gonzaga',
  },
  {
    nome: 'Beatriz Ramos',
    email: 'beatriz.ramos@email.com.br',
    origem: 'agendar_visita',
    corretor: 'juliana',
    etapa: 'visita_agendada',
    chegouHa: 20,
    respostaHoras: 2,
    imovel: 'Casa térrea com quintal em Moema',
  },
  {
    nome: 'Gustavo Almeida',
    telefone: '(19) 98888-7777',
    origem: 'formulario',
    corretor: 'rafael',
    etapa: 'visita_agendada',
    chegouHa: 72,
    respostaHoras: 6,
    nota: 'Visita marcada com o sócio.',
    imovel: 'Sala comercial no Centro de Campinas',
  },
  {
    nome: 'Camila Ferreira',
    email: 'camila.ferreira@email.com.br',
    origem: 'portal',
    corretor: 'juliana',
    etapa: 'proposta',
    chegouHa: 240,
    respostaHoras: 3,
    nota: 'Proposta de aluguel com seguro-fiança.',
    imovel: 'Studio mobiliado em Pinheiros',
  },
  {
    nome: 'Thiago Barbosa',
    email: 'thiago.barbosa@email.com.br',
    origem: 'equipe',
    corretor: 'rafael',
    etapa: 'proposta',
    chegouHa: 200,
    respostaHoras: 1,
    imovel: 'Casa térrea com quintal em Moema',
  },
  {
    nome: 'Larissa Mendes',
    email: 'larissa.mendes@email.com.br',
    origem: 'formulario',
    corretor: 'juliana',
    etapa: 'ganho',
    chegouHa: 500,
    respostaHoras: 2,
    imovel: 'Apartamento 2 quartos na Vila Mariana',
  },
  {
    nome: 'Rodrigo Nunes',
    telefone: '(11) 96543-2109',
    origem: 'whatsapp',
    corretor: 'rafael',
    etapa: 'ganho',
    chegouHa: 400,
    respostaHoras: 5,
    imovel: 'Terreno plano em condomínio fechado',
  },
  {
    nome: 'Juliana Prado',
    email: 'juliana.prado@email.com.br',
    origem: 'portal',
    corretor: 'rafael',
    etapa: 'perdido',
    chegouHa: 300,
    respostaHoras: 8,
    motivo: 'Alugou um imóvel de outra imobiliária.',
  },
  {
    nome: 'André Carvalho',
    email: 'andre.carvalho@email.com.br',
    origem: 'agendar_visita',
    corretor: 'juliana',
    etapa: 'perdido',
    chegouHa: 150,
    respostaHoras: 2,
    motivo: 'Achou o condomínio caro.',
  },
];

const CORRETORES = { juliana: 'corretor@morada.com.br', rafael: 'rafael.corretor@morada.com.br' };
const ORDEM: EtapaLead[] = ['em_atendimento', 'visita_agendada', 'proposta'];

/** The demo funnel (issue 35), through the leads module's public face like any other contact. */
export const seedLeads = async (deps: Deps): Promise<void> => {
  const { db } = deps;
  const agora = deps.now().getTime();
  const usuarios = await db.selectFrom('usuarios').select(['id', 'nome', 'email']).execute();
  const imoveis = await db.selectFrom('imoveis').select(['id', 'titulo']).execute();
  for (const l of LEADS) {
    const corretor = usuarios.find((u) => u.email === CORRETORES[l.corretor])!;
    const chegada = agora - l.chegouHa * HORA;
    const { leadId } = await registrarContato(db, {
      nome: l.nome,
      email: l.email ?? null,
      telefone: l.telefone ?? null,
      origem: l.origem,
      imovelId: imoveis.find((i) => i.titulo === l.imovel)?.id ?? null,
      mensagem: 'Olá! Tenho interesse neste imóvel. Podem me passar mais informações?',
      em: new Date(chegada),
      corretorId: corretor.id,
    });
    if (l.respostaHoras === undefined) continue;
    const autor = { id: corretor.id, nome: corretor.nome };
    // Each move an hour apart after the first answer, the last one well before now.
    let em = chegada + l.respostaHoras * HORA;
    const destino = l.etapa === 'ganho' || l.etapa === 'perdido' ? ORDEM.length : ORDEM.indexOf(l.etapa) + 1;
    for (const etapa of ORDEM.slice(0, destino)) {
      await avancarLead(db, leadId, etapa, { em: new Date(em), autor });
      em += HORA;
    }
    if (l.nota) {
      await registrarEventoDoLead(db, leadId, { tipo: 'nota', texto: l.nota, em: new Date(em), autor });
      em += HORA;
    }
    if (l.etapa === 'ganho' || l.etapa === 'perdido')
      await avancarLead(db, leadId, l.etapa, {
        em: new Date(em),
        autor,
        ...(l.motivo ? { motivo: l.motivo } : {}),
      });
  }
};
