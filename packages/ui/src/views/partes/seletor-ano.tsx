import { NativeSelect } from '../../components/select';

type SeletorAnoProps = {
  /** Os anos oferecidos, na ordem em que aparecem. */
  anos: readonly number[];
  ano: number;
  onAnoChange: (ano: number) => void;
  id?: string | undefined;
};

/** A year picker (reports, informe de rendimentos). */
function SeletorAno({ anos, ano, onAnoChange, id }: SeletorAnoProps) {
  return (
    <NativeSelect
      id={id}
      value={String(ano)}
      onChange={(e) => onAnoChange(Number(e.target.value))}
      className="w-28"
    >
      {anos.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </NativeSelect>
  );
}

export { SeletorAno };
export type { SeletorAnoProps };
