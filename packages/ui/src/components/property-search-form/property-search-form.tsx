import { useEffect, useId, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Search } from 'lucide-react';
import { MSG, TIPOS_IMOVEL } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Input } from '../input';
import { Label } from '../label';
import { NativeSelect } from '../select';

type FiltrosBusca = { operacao: string; tipo: string; localizacao: string };

const FILTROS_VAZIOS: FiltrosBusca = { operacao: 'todos', tipo: 'todos', localizacao: '' };

const searchFormVariants = cva('grid gap-4', {
  variants: {
    orientation: {
      vertical: 'grid-cols-1',
      horizontal: 'grid-cols-1 md:grid-cols-4 md:items-end',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

type PropertySearchFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> &
  VariantProps<typeof searchFormVariants> & {
    value?: Partial<FiltrosBusca>;
    onSearch: (filtros: FiltrosBusca) => void;
  };

/** Operação / Tipo de Imóvel / Localização; no validation (section 5). */
function PropertySearchForm({ value, onSearch, orientation, className, ...props }: PropertySearchFormProps) {
  const id = useId();
  const [filtros, setFiltros] = useState<FiltrosBusca>({ ...FILTROS_VAZIOS, ...value });
  useEffect(() => {
    setFiltros({ ...FILTROS_VAZIOS, ...value });
  }, [value?.operacao, value?.tipo, value?.localizacao]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ ...filtros, localizacao: filtros.localizacao.trim() });
  };
  const set = (campo: keyof FiltrosBusca) => (v: string) => setFiltros((f) => ({ ...f, [campo]: v }));

  return (
    <form
      role="search"
      data-slot="property-search-form"
      onSubmit={submit}
      className={cn(searchFormVariants({ orientation }), className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-operacao`}>{MSG.listagem.operacao}</Label>
        <NativeSelect
          id={`${id}-operacao`}
          value={filtros.operacao}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('operacao')(e.target.value)}
        >
          <option value="todos">{MSG.listagem.todos}</option>
          <option value="Venda">{MSG.listagem.comprar}</option>
          <option value="Aluguel">{MSG.listagem.alugar}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tipo`}>{MSG.listagem.tipoImovel}</Label>
        <NativeSelect
          id={`${id}-tipo`}
          value={filtros.tipo}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('tipo')(e.target.value)}
        >
          <option value="todos">{MSG.listagem.todos}</option>
          {TIPOS_IMOVEL.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-localizacao`}>{MSG.listagem.localizacao}</Label>
        <Input
          id={`${id}-localizacao`}
          placeholder={MSG.listagem.localizacaoPlaceholder}
          value={filtros.localizacao}
          onChange={(e: ChangeEvent<HTMLInputElement>) => set('localizacao')(e.target.value)}
        />
      </div>
      <Button type="submit" className="w-full">
        <Search className="size-4" aria-hidden />
        {MSG.listagem.buscar}
      </Button>
    </form>
  );
}

export { PropertySearchForm, searchFormVariants, FILTROS_VAZIOS };
export type { PropertySearchFormProps, FiltrosBusca };
