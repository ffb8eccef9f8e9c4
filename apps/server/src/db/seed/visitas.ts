import { AGENDA_VISITAS_PADRAO, hojeNaAgencia, horariosDisponiveis, somarDiasData } from '@morada/domain';
import type { Deps } from '../../http/context';
import { agendarVisita, confirmarVisita, registrarFeedback } from '../../modules/visitas';

const HORA = 3_600_000;

/**
 * Visitors who are the demo leads coming back (same e-mail or phone), so each visit joins the lead
 * of its corretor: Beatriz and Camila are Juliana's, Gustavo and Thiago are Rafael's. The leads are
 * already at "visita agendada" or "proposta", so booking does not move them.
 */
const VISITANTES = {
  beatriz: { nome: 'Beatriz Ramos', email: 'beatriz.ramos@email.com.br', telefone: '(11) 95555-1010' },
  camila: { nome: 'Camila Ferreira', email: 'camila.ferreira@email.com.br', telefone: '(11) 95555-2020' },
  gustavo: { nome: 'Gustavo Almeida', email: 'gustavo.almeida@email.com.br', telefone: '(19) 98888-7777' },
  thiago: { nome: 'Thiago Barbosa', email: 'thiago.barbosa@email.com.br', telefone: '(11) 95555-3030' },
};

/**
 * Visits on both corretores' agendas (issue 35), through the visits module like a visitor's booking:
 * one asked and one confirmed in the days ahead, and one done with its feedback on the latest past
 * day of visits, for each corretor, on the Disponível properties.
 */
export const seedVisitas = async (deps: Deps): Promise<void> => {
  const agora = deps.now();
  const hoje = hojeNaAgencia(agora);
  const imoveis = await deps.db
    .selectFrom('imoveis')
    .select('id')
    .where('status', '=', 'Disponível')
    .orderBy('titulo')
    .execute();
  if (imoveis.length === 0) return;
  // Round the free properties: every visit has its own slot, so two never collide.
  const imovel = (i: number) => imoveis[i % imoveis.length]!.id;
  const futuros = horariosDisponiveis({
    agenda: AGENDA_VISITAS_PADRAO,
    visitasMarcadas: [],
    de: hoje,
    ate: somarDiasData(hoje, 6),
    agora,
  });
  const desdeSemana = somarDiasData(hoje, -6);
  const passados = horariosDisponiveis({
    agenda: AGENDA_VISITAS_PADRAO,
    visitasMarcadas: [],
    de: desdeSemana,
    ate: somarDiasData(hoje, -1),
    agora: new Date(`${desdeSemana}T00:00:00-03:00`),
  });
  if (futuros.length < 4 || passados.length < 2) return;
  // On a clock just before each slot, as the visitor booked it then; never through SMTP: these
  // visitors are made up, and a demo with SMTP configured must not write to them.
  const noRelogio = (ms: number): Deps => ({
    ...deps,
    env: { ...deps.env, SMTP_URL: undefined },
    now: () => new Date(ms),
  });
  const emailsAntes = new Set((await deps.db.selectFrom('emails').select('id').execute()).map((e) => e.id));

  const pedir = (i: number, v: keyof typeof VISITANTES, inicio: string, em = agora.getTime()) =>
    agendarVisita(noRelogio(em), imovel(i), { ...VISITANTES[v], inicio });

  await pedir(0, 'beatriz', futuros[1]!.inicio);
  await confirmarVisita(noRelogio(agora.getTime()), await pedir(1, 'beatriz', futuros[3]!.inicio));
  await pedir(2, 'gustavo', futuros[0]!.inicio);
  await confirmarVisita(noRelogio(agora.getTime()), await pedir(3, 'gustavo', futuros[2]!.inicio));

  const feitas = [
    { i: 4, v: 'camila', slot: passados.at(-3)!, comentario: 'Gostou da luz da sala; quer rever a cozinha.' },
    {
      i: 5,
      v: 'thiago',
      slot: passados.at(-1)!,
      comentario: 'Achou a rua barulhenta, mas gostou do quintal.',
    },
  ] as const;
  for (const f of feitas) {
    const inicio = Date.parse(f.slot.inicio);
    const pedida = await pedir(f.i, f.v, f.slot.inicio, inicio - 24 * HORA);
    const confirmada = await confirmarVisita(noRelogio(inicio - 20 * HORA), pedida);
    const corretor = await deps.db
      .selectFrom('usuarios')
      .select(['id', 'nome', 'email', 'perfil'])
      .where('id', '=', confirmada.corretorId!)
      .executeTakeFirstOrThrow();
    await registrarFeedback(
      noRelogio(Date.parse(f.slot.fim) + HORA),
      { ...corretor, perfil: 'corretor' },
      confirmada,
      { compareceu: true, interesse: f.v === 'camila' ? 'alto' : 'medio', comentario: f.comentario },
    );
  }
  // The visits were booked before the demo opens: their e-mails are no news, so the outbox starts empty.
  const novos = (await deps.db.selectFrom('emails').select('id').execute())
    .map((e) => e.id)
    .filter((id) => !emailsAntes.has(id));
  if (novos.length > 0) await deps.db.deleteFrom('emails').where('id', 'in', novos).execute();
};
