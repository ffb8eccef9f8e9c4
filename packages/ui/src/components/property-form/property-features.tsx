import { MSG, normalizarCaracteristicas } from '@morada/domain';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../button';
import { Input } from '../input';

const T = MSG.adminUi.imovelForm;

type PropertyFeaturesProps = { value: readonly string[]; onChange: (lista: string[]) => void };

/** Extra features: trimmed, non-empty and without duplicates (section 5). */
function PropertyFeatures({ value, onChange }: PropertyFeaturesProps) {
  const id = useId();
  const [novo, setNovo] = useState('');
  const adicionar = () => {
    onChange(normalizarCaracteristicas([...value, novo]));
    setNovo('');
  };
  return (
    <div data-slot="property-features" className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {T.caracteristicas}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={novo}
          placeholder={T.caracteristicaPlaceholder}
          onChange={(e) => setNovo(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              adicionar();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={adicionar}>
          <Plus className="size-4" aria-hidden />
          {T.adicionar}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={T.caracteristicas}>
          {value.map((c) => (
            <li
              key={c}
              className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {c}
              <button
                type="button"
                aria-label={`${T.remover} ${c}`}
                className="rounded-full hover:text-destructive"
                onClick={() => onChange(value.filter((x) => x !== c))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { PropertyFeatures };
