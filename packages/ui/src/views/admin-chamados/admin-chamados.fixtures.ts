import type { Chamado, Prestador } from '@morada/domain';
import { aberto, chamadoAberto, chamadoAguardando, eventosAssinadosPor } from '../chamados/chamados.fixtures';

/** Story data only (never imported by the apps). Times are UTC instants; the screens show São Paulo time. */
const ev = eventosAssinadosPor('Paula Admin');

const triagem = ev('2026-11-20T15:00:00Z', 'em_triagem', 'Chamado em análise pela imobiliária.');

export const prestadoresAdmin: Prestador[] = [
  {
    id: 'pr-1',
    nome: 'Eletro Reparos Ltda.',
    documento: '11.222.333/0001-81',
    telefone: '11988887777',
    email: 'contato@eletroreparos.com.br',
    especialidades: ['eletrica'],
    ativo: true,
  },
  {
    id: 'pr-2',
    nome: 'Hidro Serviços',
    documento: '529.982.247-25',
    telefone: '1133334444',
    email: '',
    especialidades: ['hidraulica', 'estrutura'],
    ativo: true,
  },
  {
    id: 'pr-3',
    nome: 'Antônio Pinturas',
    documento: '111.444.777-35',
    telefone: '11977776666',
    email: 'antonio@pinturas.com.br',
    especialidades: ['pintura'],
    ativo: false,
  },
];

const base: Chamado = {
  ...chamadoAberto,
  status: 'em_triagem',
  prestadorId: 'pr-2',
  prestadorNome: 'Hidro Serviços',
  valorCentavos: 30_000,
  responsavel: 'proprietario',
  eventos: [aberto, triagem],
};

/** In triage: R$ 300,00 with Hidro Serviços, within the R$ 500,00 limit. */
export const chamadoEmTriagem = base;

/** R$ 850,00 above the limit: it waits for the owner. */
export const chamadoAguardandoAdmin: Chamado = {
  ...chamadoAguardando,
  eventos: [
    chamadoAguardando.eventos[0]!,
    ev(
      '2026-11-22T14:00:00Z',
      'aguardando_aprovacao',
      'Orçamento de R$ 850,00 enviado para aprovação do proprietário.',
    ),
  ],
};

/** Done, with the receipt; the owner paid through his repasse. */
export const chamadoConcluidoAdmin: Chamado = {
  ...base,
  id: 'ch-3',
  numero: 9,
  status: 'concluido',
  agendadoPara: '2026-11-12T09:00',
  comprovante: { nome: 'nota-fiscal.pdf' },
  abertoEm: '2026-11-10T10:00:00Z',
  eventos: [
    { ...aberto, em: '2026-11-10T10:00:00Z' },
    ev('2026-11-10T12:00:00Z', 'agendado', 'Serviço agendado para 12/11/2026 às 09:00.'),
    ev('2026-11-12T11:00:00Z', 'em_execucao', 'Serviço em execução.'),
    ev('2026-11-12T15:00:00Z', 'concluido', 'Serviço concluído.'),
  ],
};

/** An emergency just opened: no triage yet. */
export const chamadoEmergencia: Chamado = {
  ...base,
  id: 'ch-4',
  numero: 14,
  categoria: 'eletrica',
  descricao: 'Cheiro de queimado e faísca na tomada da sala.',
  urgencia: 'emergencia',
  status: 'aberto',
  prestadorId: null,
  prestadorNome: null,
  valorCentavos: null,
  responsavel: null,
  imovelTitulo: 'Casa com quintal na Vila Mariana',
  locatarioNome: 'Bruno Costa',
  fotos: [],
  abertoEm: '2026-11-23T08:30:00Z',
  eventos: [{ ...aberto, em: '2026-11-23T08:30:00Z', autor: 'Bruno Costa' }],
};

/** One page of the list, newest first as the server sends it (the emergency is put first by the screen). */
export const chamadosAdmin: Chamado[] = [
  chamadoAguardandoAdmin,
  chamadoEmergencia,
  chamadoEmTriagem,
  chamadoConcluidoAdmin,
];

/** The property filter's search, answering two properties whatever the term. */
export const imoveisDoFiltro = {
  opcoes: [
    { id: 'im-1', rotulo: 'Apartamento 3 quartos no Jardins' },
    { id: 'im-2', rotulo: 'Casa com quintal na Vila Mariana' },
  ],
  onBuscar: () => undefined,
};
