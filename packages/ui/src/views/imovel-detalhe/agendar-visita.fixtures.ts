import type { HorarioVisita, RespostaVisita } from '@morada/domain';

/** Story data only: free slots (instants in UTC; 13:00Z is 10:00 in São Paulo). */
const slot = (dia: string, horaSP: number): HorarioVisita => {
  const inicio = new Date(`${dia}T${String(horaSP + 3).padStart(2, '0')}:00:00.000Z`);
  return { inicio: inicio.toISOString(), fim: new Date(inicio.getTime() + 3_600_000).toISOString() };
};

/** Monday 7/12 (three times), Tuesday 8/12 (two) and Saturday 12/12 (one). */
export const horariosLivres: HorarioVisita[] = [
  slot('2026-12-07', 10),
  slot('2026-12-07', 11),
  slot('2026-12-07', 15),
  slot('2026-12-08', 9),
  slot('2026-12-08', 14),
  slot('2026-12-12', 9),
];

/** The 409 the server answers when the slot was just taken (its message, as the app passes it on). */
export const MENSAGEM_HORARIO_OCUPADO =
  'Este horário não está mais disponível (já foi reservado, já passou ou está fora do horário de visitas). Escolha outro.';

/** The visitor's answer link: the corretor proposed Thursday 10/12 at 10:00 instead of Wednesday 14:00. */
export const respostaProposta: RespostaVisita = {
  imovelTitulo: 'Apartamento 3 quartos no Jardins',
  imovelEndereco: 'Rua Oscar Freire, 1200, São Paulo, SP',
  visitanteNome: 'Marina Souza',
  status: 'reagendamento_proposto',
  inicio: '2026-12-09T17:00:00.000Z',
  fim: '2026-12-09T18:00:00.000Z',
  propostaInicio: '2026-12-10T13:00:00.000Z',
};

/** The same visit once the new time was accepted: confirmed on it. */
export const respostaAceita: RespostaVisita = {
  ...respostaProposta,
  status: 'confirmada',
  inicio: '2026-12-10T13:00:00.000Z',
  fim: '2026-12-10T14:00:00.000Z',
  propostaInicio: null,
};
