import {
  DIAS_DA_SEMANA,
  diaDaSemana,
  diasEntre,
  hojeNaAgencia,
  horariosDisponiveis,
  MSG_VISITAS,
  somarDiasData,
  visitaSchema,
  type AgendaVisitas,
  type AgendaVisitasSalva,
  type RespostaVisita,
  type Visita,
} from '@morada/domain';
import { clientIp } from '../../http/client-ip';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { badRequest, tooManyRequests } from '../../http/errors';
import { RateLimiter } from '../../lib/rate-limit';
import {
  gravarAgendaVisitas,
  horariosOcupados,
  lerAgendaVisitas,
  listarVisitas,
  type VisitaInterna,
} from './visitas.repository';
import {
  aceitarProposta,
  agendarVisita,
  cancelarVisita,
  confirmarVisita,
  imovelQueRecebeVisitas,
  intervaloDosDias,
  proporHorario,
  registrarFeedback,
  visitaDoToken,
  visitaDoUsuario,
} from './visitas.service';

/** Bookings per IP, like the contact form's: 5 per 10 minutes (each is a lead and two e-mails). */
const limites = new WeakMap<Deps, RateLimiter>();
const limiteAgendamento = (deps: Deps) => {
  if (!limites.has(deps))
    limites.set(deps, new RateLimiter(deps.db, 'visita-ip', 5, 10 * 60 * 1000, () => deps.now().getTime()));
  return limites.get(deps)!;
};

const MAX_DIAS = 31;

/** A period of days: `de` (default: today, or this week's Monday) to `ate` (default per caller). */
const periodo = (deps: Deps, q: { de?: string | undefined; ate?: string | undefined }, semana: boolean) => {
  const hoje = hojeNaAgencia(deps.now());
  const de = q.de ?? (semana ? somarDiasData(hoje, -((diaDaSemana(hoje) + 6) % 7)) : hoje);
  const ate = q.ate ?? somarDiasData(de, semana ? 6 : 13);
  const dias = diasEntre(de, ate);
  if (dias < 0 || dias >= MAX_DIAS)
    throw badRequest(MSG_VISITAS.campos.periodoInvalido, [{ ate: MSG_VISITAS.campos.periodoInvalido }]);
  return { de, ate };
};

/** What the API shows of a visit: the schema's fields (the server's own stay inside). */
const publica = (v: VisitaInterna): Visita => visitaSchema.parse(v);

const resposta = (v: VisitaInterna): RespostaVisita => ({
  imovelTitulo: v.imovelTitulo,
  imovelEndereco: v.imovelEndereco,
  visitanteNome: v.visitanteNome,
  status: v.status,
  inicio: v.inicio,
  fim: v.fim,
  propostaInicio: v.propostaInicio,
});

/** The agenda as the API shows it: weekdays as the strings JSON keys are, windows as plain arrays. */
const agendaDaApi = (a: AgendaVisitas): AgendaVisitasSalva => {
  const dias: AgendaVisitasSalva['dias'] = {};
  for (const d of DIAS_DA_SEMANA) {
    const janelas = a.dias[Number(d) as 0];
    if (janelas?.length) dias[d] = janelas.map((j) => ({ inicio: j.inicio, fim: j.fim }));
  }
  return { dias, duracaoMinutos: a.duracaoMinutos, antecedenciaMinutos: a.antecedenciaMinutos };
};

export const endpointsVisitas = [
  endpoint('GET /api/visitas/agenda', async ({ c, deps }) =>
    c.json(agendaDaApi(await lerAgendaVisitas(deps.db))),
  ),
  endpoint('PUT /api/visitas/agenda', async ({ c, deps, body }) => {
    await gravarAgendaVisitas(deps.db, body);
    return c.json(agendaDaApi(body));
  }),
  endpoint('GET /api/imoveis/{id}/horarios', async ({ c, deps, params, query }) => {
    await imovelQueRecebeVisitas(deps.db, params.id);
    const { de, ate } = periodo(deps, query, false);
    const intervalo = intervaloDosDias(de, ate);
    const [agenda, ocupados] = await Promise.all([
      lerAgendaVisitas(deps.db),
      horariosOcupados(deps.db, params.id, intervalo.de, intervalo.ate),
    ]);
    const horarios = horariosDisponiveis({ agenda, visitasMarcadas: ocupados, de, ate, agora: deps.now() });
    return c.json({ imovelId: params.id, duracaoMinutos: agenda.duracaoMinutos, horarios });
  }),
  endpoint('POST /api/imoveis/{id}/visitas', async ({ c, deps, params, body }) => {
    const lim = limiteAgendamento(deps);
    const ip = clientIp(c);
    if ((await lim.bloqueado(ip)) || !(await lim.admitir(ip))) throw tooManyRequests();
    const v = await agendarVisita(deps, params.id, body);
    return c.json({ id: v.id, status: 'solicitada' as const, inicio: v.inicio, fim: v.fim }, 201);
  }),
  endpoint('GET /api/visitas', async ({ c, deps, usuario, query }) => {
    const { de, ate } = periodo(deps, query, true);
    const corretorId = usuario.perfil === 'admin' ? query.corretorId : usuario.id;
    const visitas = await listarVisitas(deps.db, { ...intervaloDosDias(de, ate), corretorId });
    return c.json(visitas.map(publica));
  }),
  endpoint('POST /api/visitas/{id}/confirmacao', async ({ c, deps, usuario, params }) =>
    c.json(publica(await confirmarVisita(deps, await visitaDoUsuario(deps.db, usuario, params.id)))),
  ),
  endpoint('POST /api/visitas/{id}/nova-proposta', async ({ c, deps, usuario, params, body }) =>
    c.json(
      publica(await proporHorario(deps, await visitaDoUsuario(deps.db, usuario, params.id), body.inicio)),
    ),
  ),
  endpoint('POST /api/visitas/{id}/cancelamento', async ({ c, deps, usuario, params, body }) =>
    c.json(
      publica(await cancelarVisita(deps, await visitaDoUsuario(deps.db, usuario, params.id), body.motivo)),
    ),
  ),
  endpoint('POST /api/visitas/{id}/feedback', async ({ c, deps, usuario, params, body }) =>
    c.json(
      publica(
        await registrarFeedback(deps, usuario, await visitaDoUsuario(deps.db, usuario, params.id), body),
      ),
    ),
  ),
  endpoint('GET /api/visitas/resposta/{token}', async ({ c, deps, params }) =>
    c.json(resposta(await visitaDoToken(deps.db, params.token))),
  ),
  endpoint('POST /api/visitas/resposta/{token}', async ({ c, deps, params }) =>
    c.json(resposta(await aceitarProposta(deps, await visitaDoToken(deps.db, params.token)))),
  ),
];
