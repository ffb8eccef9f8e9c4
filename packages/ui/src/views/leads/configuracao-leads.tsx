import { configuracaoLeadsSchema, MSG_LEADS_UI, type ConfiguracaoLeads } from '@morada/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';

const T = MSG_LEADS_UI.configuracao;

type ConfiguracaoLeadsFormProps = {
  /** A configuração salva (GET /api/admin/leads/configuracao). */
  valores: ConfiguracaoLeads;
  /** Salva (PUT); o app relê a configuração. */
  onSalvar: (valores: ConfiguracaoLeads) => void;
  salvando: boolean;
};

/** “Distribuição e alerta”: depois de quantas horas um lead sem atividade alerta, e se os novos entram em rodízio. */
function ConfiguracaoLeadsForm({ valores, onSalvar, salvando }: ConfiguracaoLeadsFormProps) {
  const id = useId();
  const form = useFormulario(configuracaoLeadsSchema, { defaultValues: valores, values: valores });
  const { cid, erro, reg } = camposDoFormulario(form, id);
  return (
    <form
      noValidate
      aria-label={T.titulo}
      className="grid max-w-xl gap-4"
      onSubmit={(e) => void form.handleSubmit(onSalvar)(e)}
    >
      <Field
        label={T.alertaHoras}
        htmlFor={cid('alertaHoras')}
        error={erro('alertaHoras')}
        hint={T.alertaDica}
      >
        <Input
          id={cid('alertaHoras')}
          type="number"
          inputMode="numeric"
          min={1}
          max={720}
          {...reg('alertaHoras')}
        />
      </Field>
      <Controller
        control={form.control}
        name="rodizio"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id={cid('rodizio')}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
            />
            <Label htmlFor={cid('rodizio')}>{T.rodizio}</Label>
          </div>
        )}
      />
      <Button type="submit" className="justify-self-start" disabled={salvando}>
        {salvando ? T.salvando : T.salvar}
      </Button>
    </form>
  );
}

export { ConfiguracaoLeadsForm };
export type { ConfiguracaoLeadsFormProps };
