import { useId, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Search } from 'lucide-react';
import { MSG_PUBLICO, TIPOS_IMOVEL } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Input } from '../input';
import { Label } from '../label';
import { NativeSelect } from '../select/native-select';

/**
 * The form's values as its fields hold them: text, '' (or 'todos') meaning "any". Prices in reais,
 * areas in m², quartos and vagas as minimums ('2' = '2+').
 */
type FiltrosBusca = {
  operacao: string;
  tipo: string;
  localizacao: string;
  precoMin: string;
  precoMax: string;
  quartos: string;
  vagas: string;
  areaMin: string;
  areaMax: string;
};

const FILTROS_VAZIOS: FiltrosBusca = {
  operacao: 'todos',
  tipo: 'todos',
  localizacao: '',
  precoMin: '',
  precoMax: '',
  quartos: '',
  vagas: '',
  areaMin: '',
  areaMax: '',
};

/** The options of the minimum counts: 'Qualquer', '1+' … */
const MINIMOS_QUARTOS = [1, 2, 3, 4] as const;
const MINIMOS_VAGAS = [1, 2, 3] as const;

const searchFormVariants = cva('grid gap-4', {
  variants: {
    /** Disposição dos campos: `vertical` (um por linha) ou `horizontal` (em linhas largas, no desktop). */
    orientation: {
      vertical: 'grid-cols-1',
      // Two rows of four on wide screens: the place and the price, then the rooms, area and button.
      horizontal: 'grid-cols-1 md:grid-cols-4 md:items-end',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** Trimmed values, so '  ' never becomes a filter. */
const limpos = (f: FiltrosBusca): FiltrosBusca =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.trim()])) as FiltrosBusca;

type PropertySearchFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> &
  VariantProps<typeof searchFormVariants> & {
    /** Os valores atuais dos filtros (ex.: vindos da URL). */
    value?: Partial<FiltrosBusca>;
    /** “Buscar Imóveis” com os filtros preenchidos. */
    onSearch: (filtros: FiltrosBusca) => void;
  };

/**
 * Busca de imóveis: Operação, Tipo de Imóvel e Localização (seção 5: sem validação), depois a faixa de preço,
 * quartos e vagas mínimos e a faixa de área útil; “Buscar Imóveis” entrega os valores.
 */
function PropertySearchForm({ value, onSearch, orientation, className, ...props }: PropertySearchFormProps) {
  const id = useId();
  const [filtros, setFiltros] = useState<FiltrosBusca>({ ...FILTROS_VAZIOS, ...value });
  // A new value from outside (the URL changed: back button, 'Limpar filtros') resets the fields,
  // during render (as React advises) rather than in an effect that would paint the old values first.
  const chaveValor = JSON.stringify({ ...FILTROS_VAZIOS, ...value });
  const [chaveAnterior, setChaveAnterior] = useState(chaveValor);
  if (chaveAnterior !== chaveValor) {
    setChaveAnterior(chaveValor);
    setFiltros(JSON.parse(chaveValor) as FiltrosBusca);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(limpos(filtros));
  };
  const set = (campo: keyof FiltrosBusca) => (v: string) => setFiltros((f) => ({ ...f, [campo]: v }));
  const L = MSG_PUBLICO.listagem;
  const numero = (campo: keyof FiltrosBusca, rotulo: string, placeholder: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${campo}`} className="sr-only">
        {rotulo}
      </Label>
      <Input
        id={`${id}-${campo}`}
        name={campo}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder={placeholder}
        value={filtros[campo]}
        onChange={(e: ChangeEvent<HTMLInputElement>) => set(campo)(e.target.value)}
      />
    </div>
  );
  const minimo = (campo: 'quartos' | 'vagas', rotulo: string, opcoes: readonly number[]) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${campo}`}>{rotulo}</Label>
      <NativeSelect
        id={`${id}-${campo}`}
        name={campo}
        value={filtros[campo]}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => set(campo)(e.target.value)}
      >
        <option value="">{L.qualquer}</option>
        {opcoes.map((n) => (
          <option key={n} value={String(n)}>
            {L.ouMais(n)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  const faixa = (
    legenda: string,
    min: keyof FiltrosBusca,
    rotuloMin: string,
    max: keyof FiltrosBusca,
    rotuloMax: string,
  ) => (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">{legenda}</legend>
      <div className="grid grid-cols-2 gap-2">
        {numero(min, rotuloMin, L.minimo)}
        {numero(max, rotuloMax, L.maximo)}
      </div>
    </fieldset>
  );

  return (
    // Named fields: without JavaScript the browser's own GET still searches (/imoveis?operacao=…),
    // since the server reads the same URL. (Sent before hydration, the loader replays it to React.)
    <form
      role="search"
      data-slot="property-search-form"
      onSubmit={submit}
      className={cn(searchFormVariants({ orientation }), className)}
      {...props}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-operacao`}>{MSG_PUBLICO.listagem.operacao}</Label>
        <NativeSelect
          id={`${id}-operacao`}
          name="operacao"
          value={filtros.operacao}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('operacao')(e.target.value)}
        >
          <option value="todos">{MSG_PUBLICO.listagem.todos}</option>
          <option value="Venda">{MSG_PUBLICO.listagem.comprar}</option>
          <option value="Aluguel">{MSG_PUBLICO.listagem.alugar}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tipo`}>{MSG_PUBLICO.listagem.tipoImovel}</Label>
        <NativeSelect
          id={`${id}-tipo`}
          name="tipo"
          value={filtros.tipo}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => set('tipo')(e.target.value)}
        >
          <option value="todos">{MSG_PUBLICO.listagem.todos}</option>
          {TIPOS_IMOVEL.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-localizacao`}>{MSG_PUBLICO.listagem.localizacao}</Label>
        <Input
          id={`${id}-localizacao`}
          name="localizacao"
          placeholder={MSG_PUBLICO.listagem.localizacaoPlaceholder}
          value={filtros.localizacao}
          onChange={(e: ChangeEvent<HTMLInputElement>) => set('localizacao')(e.target.value)}
        />
      </div>
      {faixa(L.precoFaixa, 'precoMin', L.precoMin, 'precoMax', L.precoMax)}
      <div className="grid grid-cols-2 gap-2">
        {minimo('quartos', L.quartos, MINIMOS_QUARTOS)}
        {minimo('vagas', L.vagas, MINIMOS_VAGAS)}
      </div>
      {faixa(L.areaFaixa, 'areaMin', L.areaMin, 'areaMax', L.areaMax)}
      <Button type="submit" className="w-full">
        <Search className="size-4" aria-hidden />
        {MSG_PUBLICO.listagem.buscar}
      </Button>
    </form>
  );
}

export { PropertySearchForm, searchFormVariants, FILTROS_VAZIOS };
export type { PropertySearchFormProps, FiltrosBusca };
