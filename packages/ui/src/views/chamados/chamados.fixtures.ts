import type { Chamado, ChamadoEvento } from '@morada/domain';
import { FOTOS } from '../../lib/fixtures/site';

/** Story data only (never imported by the apps). Times are UTC instants; the screens show São Paulo time. */

/**
 * Timeline events of the stories' tenant (Ana Souza) and owner (Carlos Lima); the agency's events
 * are signed `imobiliaria` (the parties' screens show the agency, the back office a person).
 */
export const eventosAssinadosPor =
  (imobiliaria: string) =>
  (
    em: string,
    status: Chamado['status'],
    texto: string,
    papel: ChamadoEvento['papel'] = 'imobiliaria',
  ): ChamadoEvento => ({
    em,
    autor: papel === 'locatario' ? 'Ana Souza' : papel === 'proprietario' ? 'Carlos Lima' : imobiliaria,
    papel,
    status,
    texto,
  });

const evento = eventosAssinadosPor('Morada Imóveis');

export const aberto = evento('2026-11-20T13:05:00Z', 'aberto', 'Chamado aberto pelo inquilino.', 'locatario');

const base: Chamado = {
  id: 'ch-1',
  numero: 12,
  contratoId: 'ct-1',
  imovelId: 'im-1',
  imovelTitulo: 'Apartamento 3 quartos no Jardins',
  locatarioNome: 'Ana Souza',
  categoria: 'hidraulica',
  descricao: 'A pia da cozinha está vazando por baixo do gabinete desde ontem.',
  urgencia: 'alta',
  status: 'aberto',
  prestadorId: null,
  prestadorNome: null,
  agendadoPara: null,
  valorCentavos: null,
  valorAprovadoCentavos: null,
  limiteAprovacaoCentavos: 50_000,
  responsavel: null,
  fotos: FOTOS.slice(0, 2),
  comprovante: null,
  abertoEm: '2026-11-20T13:05:00Z',
  eventos: [aberto],
};

export const chamadoAberto = base;

/** R$ 850,00 above the R$ 500,00 limit: it waits for the owner. */
export const chamadoAguardando: Chamado = {
  ...base,
  id: 'ch-2',
  numero: 13,
  categoria: 'eletrica',
  descricao: 'O chuveiro desarma o disjuntor toda vez que é ligado.',
  status: 'aguardando_aprovacao',
  prestadorId: 'pr-1',
  prestadorNome: 'Eletro Reparos Ltda.',
  valorCentavos: 85_000,
  responsavel: 'proprietario',
  fotos: FOTOS.slice(2, 3),
  abertoEm: '2026-11-22T12:00:00Z',
  eventos: [
    { ...aberto, em: '2026-11-22T12:00:00Z' },
    evento(
      '2026-11-23T14:30:00Z',
      'aguardando_aprovacao',
      'Orçamento de R$ 850,00 enviado para aprovação do proprietário.',
    ),
  ],
};

export const chamadoAgendado: Chamado = {
  ...base,
  status: 'agendado',
  prestadorId: 'pr-2',
  prestadorNome: 'Hidro Reparos Ltda.',
  agendadoPara: '2026-12-10T09:00',
  eventos: [
    aberto,
    evento('2026-11-21T11:00:00Z', 'em_triagem', 'Chamado em análise pela imobiliária.'),
    evento('2026-11-21T17:45:00Z', 'agendado', 'Serviço agendado para 10/12/2026 09:00.'),
  ],
};

export const chamadoAprovado: Chamado = {
  ...chamadoAguardando,
  status: 'aprovado',
  valorAprovadoCentavos: 85_000,
  eventos: [
    ...chamadoAguardando.eventos,
    evento('2026-11-24T10:15:00Z', 'aprovado', 'Orçamento aprovado pelo proprietário.', 'proprietario'),
  ],
};

export const chamadoRecusado: Chamado = {
  ...chamadoAguardando,
  status: 'recusado_proprietario',
  eventos: [
    ...chamadoAguardando.eventos,
    evento(
      '2026-11-24T10:15:00Z',
      'recusado_proprietario',
      'Orçamento recusado pelo proprietário.',
      'proprietario',
    ),
  ],
};

export const chamadoConcluido: Chamado = {
  ...chamadoAgendado,
  id: 'ch-3',
  numero: 9,
  categoria: 'pintura',
  descricao: 'Mancha de infiltração na parede do quarto.',
  urgencia: 'baixa',
  status: 'concluido',
  valorCentavos: 32_000,
  responsavel: 'proprietario',
  fotos: [],
  comprovante: { nome: 'recibo.pdf' },
  abertoEm: '2026-11-02T12:00:00Z',
  eventos: [
    { ...aberto, em: '2026-11-02T12:00:00Z' },
    evento('2026-11-12T20:00:00Z', 'concluido', 'Serviço concluído.'),
    evento(
      '2026-11-12T20:00:01Z',
      'concluido',
      'Custo de R$ 320,00 lançado como despesa no repasse do proprietário.',
    ),
  ],
};

/** The tenant's list, newest first. */
export const chamadosLocatario: Chamado[] = [chamadoAguardando, chamadoAgendado, chamadoConcluido];

/** The owner's list: one waiting for him among the others. */
export const chamadosProprietario: Chamado[] = [chamadoAgendado, chamadoAguardando, chamadoConcluido];

/** A photo as the camera gives it, for the form's plays. */
export const fotoDaCamera = () => new File([new Uint8Array(2048)], 'pia.jpg', { type: 'image/jpeg' });
