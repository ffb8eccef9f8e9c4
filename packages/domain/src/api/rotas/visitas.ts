import { z } from 'zod';
import { agendaVisitasSchema } from '../../visitas/agenda.schema';
import {
  agendarVisitaSchema,
  cancelarVisitaSchema,
  horariosVisitaSchema,
  parametroTokenVisita,
  periodoVisitasSchema,
  propostaVisitaSchema,
  registrarFeedbackSchema,
  respostaVisitaSchema,
  visitaSchema,
  visitaSolicitadaSchema,
  visitasConsultaSchema,
} from '../../visitas/visitas.schema';
import { parametroId } from '../respostas';
import { rota } from '../rota';

const grupo = 'Visitas';
const equipe = ['admin', 'corretor'] as const;
const soDoCorretor = 'O corretor só vê e altera as visitas dele (a de outro corretor: 404); o admin, todas.';
/** What every action of the team on one visit shares: who may, which visit, the answer and its errors. */
const naVisita = {
  grupo,
  papeis: equipe,
  parametros: parametroId,
  resposta: { schema: visitaSchema },
  erros: [404, 409],
} as const;

/** The property's agenda, the visitor's booking and answer, and the corretor's visits (issue 35). */
export const ROTAS_VISITAS = [
  rota({
    metodo: 'GET',
    caminho: '/api/imoveis/{id}/horarios',
    grupo,
    resumo: 'Os horários livres para visitar um imóvel Disponível, em horário de São Paulo.',
    descricao:
      'O horário de visitas da imobiliária (padrão: segunda a sexta 9h–18h, sábado 9h–13h, 1 hora cada) menos ' +
      'os horários já reservados, o passado e as próximas 2 horas. Período: `de` e `ate` (dias, no máximo 31).',
    papeis: ['publico'],
    parametros: parametroId,
    consulta: periodoVisitasSchema,
    resposta: { schema: horariosVisitaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/imoveis/{id}/visitas',
    grupo,
    resumo: 'O visitante pede uma visita num horário livre (fica "Solicitada" até o corretor confirmar).',
    descricao:
      'Horário já reservado, no passado ou fora do horário de visitas: 409. Cria ou junta o lead do visitante ' +
      'e envia e-mail ao visitante e ao corretor. Pedidos demais do mesmo IP: 429.',
    papeis: ['publico'],
    parametros: parametroId,
    corpo: agendarVisitaSchema,
    exemploCorpo: {
      inicio: '2026-12-07T13:00:00.000Z',
      nome: 'Mariana Souza',
      email: 'mariana.souza@email.com.br',
      telefone: '(11) 98765-4321',
      mensagem: 'Posso levar meu marido?',
    },
    resposta: { status: 201, schema: visitaSolicitadaSchema },
    erros: [404, 409, 429],
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/visitas/agenda',
    grupo,
    resumo: 'O horário de visitas da imobiliária: dias da semana, das–até, duração e antecedência mínima.',
    descricao:
      'Sem horário gravado: o padrão (segunda a sexta 9h–18h, sábado 9h–13h, 1 hora, 2 horas de antecedência).',
    papeis: ['admin'],
    resposta: { schema: agendaVisitasSchema },
  }),
  rota({
    metodo: 'PUT',
    caminho: '/api/visitas/agenda',
    grupo,
    resumo: 'Grava o horário de visitas: os horários livres de todos os imóveis passam a segui-lo.',
    descricao:
      'Hora fora de HH:MM, faixa que não cabe uma visita, faixas do mesmo dia sobrepostas ou nenhum dia: 400 ' +
      'com o campo (`dias.3`). Visitas já marcadas continuam marcadas.',
    papeis: ['admin'],
    corpo: agendaVisitasSchema,
    exemploCorpo: {
      dias: {
        '1': [
          { inicio: '09:00', fim: '12:00' },
          { inicio: '14:00', fim: '18:00' },
        ],
        '6': [{ inicio: '09:00', fim: '13:00' }],
      },
      duracaoMinutos: 60,
      antecedenciaMinutos: 120,
    },
    resposta: { schema: agendaVisitasSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/visitas',
    grupo,
    resumo: 'As visitas do período (padrão: a semana atual), das mais cedo às mais tarde.',
    descricao: soDoCorretor + ' O admin pode filtrar por `corretorId`.',
    papeis: equipe,
    consulta: visitasConsultaSchema,
    resposta: { schema: z.array(visitaSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/visitas/{id}/confirmacao',
    ...naVisita,
    resumo: 'Confirma a visita: e-mails com o convite (.ics) ao visitante e ao corretor.',
    descricao: soDoCorretor + ' Só uma visita "Solicitada" pode ser confirmada (outra: 409).',
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/visitas/{id}/nova-proposta',
    ...naVisita,
    resumo: 'Propõe outro horário livre ao visitante, que aceita pelo link do e-mail.',
    descricao: soDoCorretor + ' Horário ocupado, no passado ou fora do horário de visitas: 409.',
    corpo: propostaVisitaSchema,
    exemploCorpo: { inicio: '2026-12-08T14:00:00.000Z' },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/visitas/{id}/cancelamento',
    ...naVisita,
    resumo: 'Cancela a visita com um motivo; o visitante recebe o cancelamento do convite (.ics).',
    descricao: soDoCorretor + ' Visita já realizada ou cancelada: 409.',
    corpo: cancelarVisitaSchema,
    exemploCorpo: { motivo: 'O proprietário não poderá abrir o imóvel.' },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/visitas/{id}/feedback',
    ...naVisita,
    resumo: 'Registra o retorno da visita (interesse e comentário) ou que o visitante não compareceu.',
    descricao: soDoCorretor + ' Só depois do horário de término de uma visita confirmada (antes: 409).',
    corpo: registrarFeedbackSchema,
    exemploCorpo: {
      compareceu: true,
      interesse: 'alto',
      comentario: 'Gostou da varanda; quer ver a garagem.',
    },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/visitas/resposta/{token}',
    grupo,
    resumo: 'O visitante vê o novo horário proposto pelo corretor (link do e-mail).',
    papeis: ['publico'],
    parametros: parametroTokenVisita,
    resposta: { schema: respostaVisitaSchema },
    erros: [404],
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/visitas/resposta/{token}',
    grupo,
    resumo: 'O visitante aceita o novo horário: a visita fica confirmada nele.',
    descricao: 'Link já usado ou horário ocupado nesse meio-tempo: 409.',
    papeis: ['publico'],
    parametros: parametroTokenVisita,
    resposta: { schema: respostaVisitaSchema },
    erros: [404, 409],
  }),
] as const;
