import { useState, type ComponentProps, type FormEvent } from 'react';
import {
  agendaVisitasSchema,
  DIAS_DA_SEMANA,
  MSG_HORARIOS_VISITA,
  type AgendaVisitasEntrada,
  type AgendaVisitasSalva,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Card, CardContent } from '../../components/card';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { NativeSelect } from '../../components/select/native-select';
import { Skeleton } from '../../components/skeleton';
import { FalhaComRetry } from '../partes/falha-com-retry';

const T = MSG_HORARIOS_VISITA;
type Dia = (typeof DIAS_DA_SEMANA)[number];
type Janela = { inicio: string; fim: string };
/** Monday first, as the agency's week reads; Sunday last. */
const ORDEM: readonly Dia[] = ['1', '2', '3', '4', '5', '6', '0'];
const NOVA: Janela = { inicio: '09:00', fim: '18:00' };

type HorariosVisitaFormProps = Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Os horários gravados; `undefined` durante a carga. */
  agenda: AgendaVisitasSalva | undefined;
  loadFailed?: boolean;
  onRetry?: () => void;
  isSaving?: boolean;
  /** Chamado com horários que o schema do domínio aceita; a página os grava e avisa a pessoa. */
  onSubmit: (agenda: AgendaVisitasEntrada) => void | Promise<void>;
};

type Estado = { dias: Partial<Record<Dia, Janela[]>>; duracao: number; antecedencia: number };
const estadoDe = (a: AgendaVisitasSalva): Estado => ({
  dias: { ...a.dias },
  duracao: a.duracaoMinutos,
  antecedencia: a.antecedenciaMinutos,
});

/** The first message of each field the schema refused: the day ('dias.3'), the length, the notice. */
const errosDe = (agenda: AgendaVisitasEntrada): Record<string, string> => {
  const r = agendaVisitasSchema.safeParse(agenda);
  const erros: Record<string, string> = {};
  if (r.success) return erros;
  for (const issue of r.error.issues) {
    const chave =
      issue.path[0] === 'dias' && issue.path[1] !== undefined
        ? `dias.${String(issue.path[1])}`
        : String(issue.path[0]);
    erros[chave] ??= issue.message;
  }
  return erros;
};

/**
 * The agency's visiting hours: for each weekday whether it takes visits and from when to when (one
 * or more stretches), the length of a visit and the minimum notice. The visitor's slot picker on
 * the property page offers exactly these slots, minus the booked ones.
 */
function HorariosVisitaForm({
  agenda,
  loadFailed,
  onRetry,
  isSaving,
  onSubmit,
  ...props
}: HorariosVisitaFormProps) {
  const [estado, setEstado] = useState<Estado | undefined>(agenda && estadoDe(agenda));
  const [erros, setErros] = useState<Record<string, string>>({});
  // New hours from the server (loaded, or saved) replace the form's: adjusted while rendering.
  const [lida, setLida] = useState(agenda);
  if (agenda !== lida) {
    setLida(agenda);
    if (agenda) setEstado(estadoDe(agenda));
  }

  let corpo;
  if (loadFailed && !agenda) corpo = <FalhaComRetry mensagem={T.erroCarregar} onRetry={onRetry} />;
  else if (!estado)
    corpo = (
      <div role="status" aria-label={T.carregando} className="grid gap-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  else {
    const atual = estado;
    const mudarDia = (dia: Dia, janelas: Janela[] | undefined) =>
      setEstado({ ...atual, dias: { ...atual.dias, [dia]: janelas } });
    const enviar = (e: FormEvent) => {
      e.preventDefault();
      const dias: Partial<Record<Dia, Janela[]>> = {};
      for (const d of DIAS_DA_SEMANA) if (atual.dias[d]?.length) dias[d] = atual.dias[d];
      const entrada = { dias, duracaoMinutos: atual.duracao, antecedenciaMinutos: atual.antecedencia };
      const achados = errosDe(entrada);
      setErros(achados);
      if (Object.keys(achados).length === 0) void onSubmit(entrada);
    };
    corpo = (
      <form noValidate onSubmit={enviar} className="grid gap-4">
        <Card>
          <CardContent className="grid gap-4 pt-6">
            {ORDEM.map((dia) => {
              const janelas = atual.dias[dia] ?? [];
              const nome = T.dias[Number(dia)]!;
              const idErro = `horarios-dia-${dia}-erro`;
              return (
                <fieldset
                  key={dia}
                  className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0"
                  aria-describedby={erros[`dias.${dia}`] ? idErro : undefined}
                >
                  <legend className="sr-only">{nome}</legend>
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`horarios-dia-${dia}`}
                      checked={janelas.length > 0}
                      onCheckedChange={(v) => mudarDia(dia, v === true ? [NOVA] : undefined)}
                    />
                    <Label htmlFor={`horarios-dia-${dia}`} className="font-medium">
                      {nome}
                    </Label>
                    {janelas.length === 0 ? (
                      <span className="text-sm text-muted-foreground">{T.fechado}</span>
                    ) : null}
                  </div>
                  {janelas.map((j, i) => (
                    <div key={i} className="grid grid-cols-2 gap-2 pl-6 sm:max-w-md">
                      {(['inicio', 'fim'] as const).map((campo) => (
                        <Field
                          key={campo}
                          label={campo === 'inicio' ? T.das : T.ate}
                          htmlFor={`horarios-${dia}-${i}-${campo}`}
                        >
                          <Input
                            id={`horarios-${dia}-${i}-${campo}`}
                            type="time"
                            aria-label={`${nome} — ${campo === 'inicio' ? T.das : T.ate}`}
                            value={j[campo]}
                            onChange={(e) =>
                              mudarDia(
                                dia,
                                janelas.map((x, k) => (k === i ? { ...x, [campo]: e.target.value } : x)),
                              )
                            }
                          />
                        </Field>
                      ))}
                    </div>
                  ))}
                  {erros[`dias.${dia}`] ? (
                    <p id={idErro} className="pl-6 text-sm text-destructive">
                      {erros[`dias.${dia}`]}
                    </p>
                  ) : null}
                </fieldset>
              );
            })}
            {erros.dias ? <p className="text-sm text-destructive">{erros.dias}</p> : null}
          </CardContent>
        </Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={T.duracao} htmlFor="horarios-duracao" error={erros.duracaoMinutos}>
            <NativeSelect
              id="horarios-duracao"
              value={atual.duracao}
              onChange={(e) => setEstado({ ...atual, duracao: Number(e.target.value) })}
            >
              {Object.entries(T.duracoes).map(([v, rotulo]) => (
                <option key={v} value={v}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={T.antecedencia} htmlFor="horarios-antecedencia" error={erros.antecedenciaMinutos}>
            <NativeSelect
              id="horarios-antecedencia"
              value={atual.antecedencia}
              onChange={(e) => setEstado({ ...atual, antecedencia: Number(e.target.value) })}
            >
              {Object.entries(T.antecedencias).map(([v, rotulo]) => (
                <option key={v} value={v}>
                  {rotulo}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Button type="submit" className="justify-self-start" disabled={isSaving}>
          {isSaving ? T.salvando : T.salvar}
        </Button>
      </form>
    );
  }

  return (
    <section aria-labelledby="horarios-visita-titulo" className="grid gap-4" {...props}>
      <header className="grid gap-1">
        <h1 id="horarios-visita-titulo" className="text-2xl font-semibold">
          {T.titulo}
        </h1>
        <p className="text-muted-foreground">{T.subtitulo}</p>
      </header>
      {corpo}
    </section>
  );
}

export { HorariosVisitaForm };
export type { HorariosVisitaFormProps };
