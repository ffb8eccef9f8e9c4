import { useState } from 'react';
import { acoesDaAgenda, isApiError, useAgendaVisitas, useUsuarios } from '@morada/api-client';
import { hojeNaAgencia, MSG_HORARIOS_VISITA } from '@morada/domain';
import { Field } from '@morada/ui/field';
import { AppLink } from '@morada/ui/link';
import { NativeSelect } from '@morada/ui/select';
import { AgendaCorretorView, somarDias, type AcoesAgenda } from '@morada/ui/views/corretor-agenda';
import { paths } from '../../config/paths';

const T = MSG_HORARIOS_VISITA.admin;

/** The Monday of the week a day is in ('YYYY-MM-DD'). */
const segundaDe = (dia: string) => somarDias(dia, -((new Date(`${dia}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * /admin/visitas: the week of every corretor (or one, by the filter), with the same actions the
 * corretor has on his own agenda; the list is read again after each action.
 */
export function VisitasAdminPage() {
  const hoje = hojeNaAgencia();
  const [de, setDe] = useState(() => segundaDe(hoje));
  const [corretorId, setCorretorId] = useState('');
  const corretores = useUsuarios({ perfil: 'corretor' });
  const { data, error, isLoading, mutate } = useAgendaVisitas({
    de,
    ate: somarDias(de, 6),
    ...(corretorId ? { corretorId } : {}),
  });
  const acoes: AcoesAgenda = {
    ...acoesDaAgenda(mutate),
    mensagemDoErro: (e) => (isApiError(e) ? e.mensagem : undefined),
  };
  return (
    <div className="grid min-w-0 gap-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">{T.titulo}</h1>
          <p className="text-muted-foreground">{T.subtitulo}</p>
        </div>
        <AppLink href={paths.horariosVisita.href} className="text-primary hover:underline">
          {T.horarios}
        </AppLink>
      </header>
      <Field label={T.corretor} htmlFor="visitas-corretor" className="max-w-xs">
        <NativeSelect
          id="visitas-corretor"
          value={corretorId}
          onChange={(e) => setCorretorId(e.target.value)}
        >
          <option value="">{T.todos}</option>
          {(corretores.data ?? []).map((u) => (
            <option key={u.id} value={u.id}>
              {u.nome}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <AgendaCorretorView
        de={de}
        visitas={error && !data ? undefined : data}
        isLoading={isLoading}
        loadFailed={Boolean(error) && !data}
        onRetry={() => void mutate()}
        onSemanaAnterior={() => setDe((d) => somarDias(d, -7))}
        onProximaSemana={() => setDe((d) => somarDias(d, 7))}
        hoje={hoje}
        agora={new Date().toISOString()}
        acoes={acoes}
        mostrarCorretor
      />
    </div>
  );
}
