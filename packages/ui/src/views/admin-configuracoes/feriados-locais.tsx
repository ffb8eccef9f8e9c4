import { formatData, isDataReal, MSG_FINANCEIRO } from '@morada/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { DateInput } from '../../components/masked-input';
import { Label } from '../../components/label';

const F = MSG_FINANCEIRO;
const T = F.configuracoes;

type FeriadosLocaisProps = {
  id: string;
  /** 'YYYY-MM-DD' dates. */
  value: readonly string[];
  onChange: (datas: string[]) => void;
  /** The schema's or the server's message for the list. */
  error?: string | undefined;
};

/** The agency's city holidays: add a date, see them as dd/mm/aaaa, remove one. */
function FeriadosLocais({ id, value, onChange, error }: FeriadosLocaisProps) {
  // The field holds 'aaaa-mm-dd' once a real day is typed, the text as typed until then.
  const [nova, setNova] = useState('');
  const [invalida, setInvalida] = useState(false);
  const repetida = nova !== '' && value.includes(nova);
  const aviso = repetida ? T.feriadoRepetido : invalida ? F.erros.feriadoInvalido : error;
  const adicionar = () => {
    if (!nova || repetida) return;
    if (!isDataReal(nova)) {
      setInvalida(true);
      return;
    }
    onChange([...value, nova].sort());
    setNova('');
  };
  return (
    <div data-slot="feriados-locais" className="space-y-3">
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {T.feriadosDica}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-44 flex-1 gap-2 sm:max-w-60">
          <Label htmlFor={`${id}-nova`}>{T.novoFeriado}</Label>
          <DateInput
            id={`${id}-nova`}
            value={nova}
            aria-invalid={!!aviso}
            aria-describedby={aviso ? `${id}-error` : `${id}-hint`}
            onChange={(v) => {
              setNova(v);
              setInvalida(false);
            }}
            onKeyDown={(e) => {
              // Enter adds the date instead of submitting the whole settings form.
              if (e.key === 'Enter') {
                e.preventDefault();
                adicionar();
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={adicionar} disabled={!nova || repetida}>
          <Plus className="size-4" aria-hidden />
          {T.adicionarFeriado}
        </Button>
      </div>
      {aviso ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {aviso}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.semFeriados}</p>
      ) : (
        <ul aria-label={T.feriadosLocais} className="flex flex-wrap gap-2">
          {value.map((data) => (
            <li
              key={data}
              className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3 text-sm tabular-nums"
            >
              {formatData(data) || data}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={T.removerFeriado(formatData(data) || data)}
                onClick={() => onChange(value.filter((d) => d !== data))}
              >
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { FeriadosLocais };
