import { Checkbox } from '../../components/checkbox';
import { TableHead } from '../../components/table';

type MarcarTodosProps = {
  /** O nome acessível da caixa (ex.: “Selecionar todos”). */
  rotulo: string;
  marcado: boolean;
  desabilitado: boolean;
  /** `true` marca todas as linhas que podem ser marcadas; `false` desmarca todas. */
  onMarcar: (todos: boolean) => void;
};

/** A célula de cabeçalho com a caixa que marca ou desmarca todas as linhas da tabela. */
function MarcarTodos({ rotulo, marcado, desabilitado, onMarcar }: MarcarTodosProps) {
  return (
    <TableHead className="w-10">
      <Checkbox
        aria-label={rotulo}
        checked={marcado}
        disabled={desabilitado}
        onCheckedChange={(v) => onMarcar(v === true)}
      />
    </TableHead>
  );
}

export { MarcarTodos };
export type { MarcarTodosProps };
