import type { Visita } from '@morada/domain';
import { horariosLivres } from '../imovel-detalhe/agendar-visita.fixtures';

/** Story data only. The week of Monday 7/12/2026; “now” is Wednesday 9/12 at 12:00 in São Paulo. */
export const SEMANA = { de: '2026-12-07', hoje: '2026-12-09', agora: '2026-12-09T15:00:00.000Z' };

/** An instant from a São Paulo day and hour (UTC−3). */
const as = (dia: string, hora: number) => `${dia}T${String(hora + 3).padStart(2, '0')}:00:00.000Z`;

const base: Visita = {
  id: 'v1',
  imovelId: 'im-1',
  imovelTitulo: 'Apartamento 3 quartos no Jardins',
  imovelEndereco: 'Rua Oscar Freire, 1200, São Paulo, SP',
  leadId: 'l1',
  corretorId: 'c1',
  corretorNome: 'Rafael Lima',
  visitanteNome: 'Marina Souza',
  visitanteEmail: 'marina@example.com',
  visitanteTelefone: '11987654321',
  mensagem: null,
  inicio: as('2026-12-07', 10),
  fim: as('2026-12-07', 11),
  status: 'confirmada',
  propostaInicio: null,
  motivoCancelamento: null,
  feedback: null,
  criadaEm: '2026-12-01T12:00:00.000Z',
};

/** Monday: one done (feedback due); Tuesday: cancelled; Wednesday: one to confirm, one moved; Friday: confirmed. */
export const visitasDaSemana: Visita[] = [
  base,
  {
    ...base,
    id: 'v5',
    status: 'cancelada',
    inicio: as('2026-12-08', 15),
    fim: as('2026-12-08', 16),
    motivoCancelamento: 'O visitante desistiu.',
  },
  {
    ...base,
    id: 'v2',
    status: 'solicitada',
    visitanteNome: 'João Pereira',
    visitanteTelefone: '11912345678',
    inicio: as('2026-12-09', 14),
    fim: as('2026-12-09', 15),
  },
  {
    ...base,
    id: 'v3',
    imovelId: 'im-2',
    imovelTitulo: 'Casa com quintal em Moema',
    imovelEndereco: 'Alameda dos Arapanés, 300, São Paulo, SP',
    status: 'reagendamento_proposto',
    visitanteNome: 'Ana Costa',
    inicio: as('2026-12-09', 16),
    fim: as('2026-12-09', 17),
    propostaInicio: as('2026-12-10', 10),
  },
  { ...base, id: 'v4', inicio: as('2026-12-11', 9), fim: as('2026-12-11', 10) },
];

export { horariosLivres };
