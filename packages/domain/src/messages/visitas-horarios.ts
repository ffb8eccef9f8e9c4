/**
 * Texts of the agency's visiting hours (issue 35): the back office screen where the admin sets the
 * weekdays, the hours and the length of a visit, and the refusals of PUT /api/visitas/agenda.
 */
export const MSG_HORARIOS_VISITA = {
  titulo: 'Horários de visita',
  subtitulo:
    'Os horários que o visitante pode escolher na página do imóvel, no horário de São Paulo. Valem para todos os imóveis disponíveis.',
  dias: ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'],
  recebeVisitas: 'Recebe visitas',
  fechado: 'Sem visitas',
  das: 'Das',
  ate: 'Até',
  duracao: 'Duração de cada visita',
  antecedencia: 'Antecedência mínima',
  duracoes: { 30: '30 minutos', 45: '45 minutos', 60: '1 hora', 90: '1 hora e 30 minutos', 120: '2 horas' },
  antecedencias: { 0: 'Nenhuma', 60: '1 hora', 120: '2 horas', 240: '4 horas', 1440: '1 dia' },
  salvar: 'Salvar horários',
  salvando: 'Salvando…',
  salvo: 'Horários de visita salvos.',
  carregando: 'Carregando os horários de visita…',
  erroCarregar: 'Não foi possível carregar os horários de visita.',
  tentarNovamente: 'Tentar novamente',
  resumoVisitas: (n: number) => (n === 1 ? '1 visita por dia' : `${n} visitas por dia`),
  campos: {
    hora: 'Use o formato HH:MM (de 00:00 a 23:59).',
    fimAntesDoInicio: 'O fim precisa ser depois do início e caber ao menos uma visita.',
    sobreposicao: 'Os horários deste dia se sobrepõem.',
    duracao: 'A duração precisa ser de 15 minutos a 4 horas.',
    antecedencia: 'A antecedência precisa ser de 0 a 7 dias.',
    nenhumDia: 'Escolha ao menos um dia com horário de visitas.',
  },
  admin: {
    titulo: 'Visitas',
    subtitulo: 'A semana de todos os corretores: confirme, proponha outro horário ou registre o retorno.',
    menu: 'Visitas',
    corretor: 'Corretor',
    todos: 'Todos os corretores',
    horarios: 'Horários de visita',
    doCorretor: (nome: string | null) => (nome ? `Corretor: ${nome}` : 'Sem corretor'),
  },
  acoes: { ler: 'carregar os horários de visita', salvar: 'salvar os horários de visita' },
} as const;
