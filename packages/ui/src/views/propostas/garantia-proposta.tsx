import { formatBRL, MSG_CICLO, MSG_PROPOSTAS_UI, type GarantiaEntradaValida } from '@morada/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { GarantiaForm } from '../../components/garantia-form';
import { Dialogo } from '../partes/dialogo';

const T = MSG_PROPOSTAS_UI.form;

/** A one-line description of the chosen guarantee (“Fiador: Maria Souza”, “Caução: R$ 6.000,00”…). */
const descricao = (g: GarantiaEntradaValida) => {
  const tipo = MSG_CICLO.garantia.tipos[g.tipo];
  if (g.tipo === 'fiador') return `${tipo}: ${g.nome}`;
  if (g.tipo === 'seguro-fianca') return `${tipo}: ${g.seguradora}`;
  if (g.tipo === 'caucao') return `${tipo}: ${formatBRL(g.valor)}`;
  return `${tipo}: ${g.emissora}`;
};

type GarantiaPropostaProps = {
  garantia: GarantiaEntradaValida | null;
  onChange: (garantia: GarantiaEntradaValida) => void;
  /** O aluguel em reais: o limite da caução (3 aluguéis). */
  aluguel?: number | undefined;
  /** O erro da garantia (falta, ao enviar). */
  erro?: string | undefined;
  desabilitado: boolean;
};

/**
 * The proposal's guarantee: what was chosen, and the contracts' own GarantiaForm in a dialog to choose
 * it (the same kinds and fields the contract's guarantee takes).
 */
function GarantiaProposta({ garantia, onChange, aluguel, erro, desabilitado }: GarantiaPropostaProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <section aria-label={T.garantia} className="grid gap-2">
      <h3 className="font-semibold">{T.garantia}</h3>
      <p className={garantia ? undefined : 'text-sm text-muted-foreground'}>
        {garantia ? descricao(garantia) : T.semGarantia}
      </p>
      {erro ? (
        <p role="alert" className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={desabilitado}
        onClick={() => setAberto(true)}
      >
        {garantia ? T.trocarGarantia : T.escolherGarantia}
      </Button>
      <Dialogo
        open={aberto}
        onOpenChange={setAberto}
        titulo={T.garantia}
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        {/* The dialog's form is portaled but React bubbles its submit to the proposal's form: stop it here. */}
        <div onSubmit={(e) => e.stopPropagation()}>
          <GarantiaForm
            aluguel={aluguel}
            onSubmit={(g) => {
              onChange(g);
              setAberto(false);
            }}
            onCancel={() => setAberto(false)}
          />
        </div>
      </Dialogo>
    </section>
  );
}

export { GarantiaProposta };
