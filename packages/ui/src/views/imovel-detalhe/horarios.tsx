import { useState } from 'react';
import {
  formatDiaCurto,
  formatHora,
  hojeNaAgencia,
  MSG_VISITAS_UI,
  type HorarioVisita,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { FalhaComRetry } from '../partes/falha-com-retry';

const T = MSG_VISITAS_UI.agendar;

/** The São Paulo calendar day of an instant ('YYYY-MM-DD'): slots are grouped by it. */
const diaDe = (iso: string) => hojeNaAgencia(new Date(iso));

/** The free slots grouped by day, days in order (the server answers them sorted). */
const porDia = (horarios: readonly HorarioVisita[]) => {
  const dias = new Map<string, HorarioVisita[]>();
  for (const h of horarios) {
    const dia = diaDe(h.inicio);
    dias.set(dia, [...(dias.get(dia) ?? []), h]);
  }
  return [...dias.entries()];
};

type EscolhaProps<T> = {
  legenda: string;
  opcoes: readonly T[];
  chave: (opcao: T) => string;
  rotulo: (opcao: T) => string;
  escolhida: string | undefined;
  onEscolher: (chave: string) => void;
};

/** A row of toggle buttons, one pressed: the day strip and the times of a day. */
function Escolha<T>({ legenda, opcoes, chave, rotulo, escolhida, onEscolher }: EscolhaProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legenda}</legend>
      <div className="flex flex-wrap gap-2">
        {opcoes.map((o) => {
          const k = chave(o);
          return (
            <Button
              key={k}
              variant={k === escolhida ? 'default' : 'outline'}
              size="sm"
              aria-pressed={k === escolhida}
              className="min-h-10"
              onClick={() => onEscolher(k)}
            >
              {rotulo(o)}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

type SeletorHorarioProps = {
  /** The free slots; `undefined` while they load or after a failure. */
  horarios: readonly HorarioVisita[] | undefined;
  carregando?: boolean;
  falhou?: boolean;
  onTentarNovamente?: () => void;
  /** The chosen slot's start (ISO). */
  valor: string | undefined;
  onEscolher: (inicio: string | undefined) => void;
};

/** Pick a day among the next ones with free slots, then one of its times. */
function SeletorHorario({
  horarios,
  carregando = false,
  falhou = false,
  onTentarNovamente,
  valor,
  onEscolher,
}: SeletorHorarioProps) {
  const [diaEscolhido, setDiaEscolhido] = useState<string | undefined>();
  if (carregando && !horarios) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {T.carregando}
      </p>
    );
  }
  if (falhou || !horarios) {
    return <FalhaComRetry mensagem={T.erroCarregar} onRetry={onTentarNovamente} aparencia="pequena" />;
  }
  const dias = porDia(horarios);
  if (dias.length === 0) return <p className="text-sm text-muted-foreground">{T.semHorarios}</p>;
  const dia = dias.find(([d]) => d === (valor ? diaDe(valor) : diaEscolhido)) ?? dias[0]!;
  return (
    <div className="grid gap-4">
      <Escolha
        legenda={T.dia}
        opcoes={dias}
        chave={([d]) => d}
        rotulo={([, hs]) => formatDiaCurto(hs[0]!.inicio)}
        escolhida={dia[0]}
        onEscolher={(d) => {
          setDiaEscolhido(d);
          onEscolher(undefined);
        }}
      />
      <Escolha
        legenda={T.horario}
        opcoes={dia[1]}
        chave={(h) => h.inicio}
        rotulo={(h) => formatHora(h.inicio)}
        escolhida={valor}
        onEscolher={onEscolher}
      />
    </div>
  );
}

export { Escolha, SeletorHorario };
export type { EscolhaProps, SeletorHorarioProps };
