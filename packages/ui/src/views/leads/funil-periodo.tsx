import { MSG_LEADS_UI } from '@morada/domain';
import { useId } from 'react';
import { Field } from '../../components/field';
import { Input } from '../../components/input';

const T = MSG_LEADS_UI.funil;

/** O período do relatório (AAAA-MM-DD), pela chegada do lead e pelo dia do clique. */
type PeriodoFunil = { de: string; ate: string };

type FunilPeriodoProps = {
  periodo: PeriodoFunil;
  /** Um novo período: o app relê o funil (GET /api/admin/leads/funil?de&ate). */
  onPeriodo: (periodo: PeriodoFunil) => void;
};

/** “Período”: as datas “De” e “Até” do funil. Uma data apagada não muda o período. */
function FunilPeriodo({ periodo, onPeriodo }: FunilPeriodoProps) {
  const id = useId();
  const campo = (chave: keyof PeriodoFunil, rotulo: string) => (
    <Field label={rotulo} htmlFor={`${id}-${chave}`}>
      <Input
        id={`${id}-${chave}`}
        type="date"
        value={periodo[chave]}
        onChange={(e) => e.target.value && onPeriodo({ ...periodo, [chave]: e.target.value })}
      />
    </Field>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="mb-1 text-sm font-medium">{T.periodo}</legend>
      {campo('de', T.de)}
      {campo('ate', T.ate)}
    </fieldset>
  );
}

export { FunilPeriodo };
export type { FunilPeriodoProps, PeriodoFunil };
