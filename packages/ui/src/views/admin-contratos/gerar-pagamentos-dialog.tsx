import { MSG, type Contrato } from '@morada/domain';
import { useId, useState } from 'react';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG.adminUi.contratos;
const MESES_PADRAO = 12;

type GerarPagamentosDialogProps = {
  contrato: Contrato | null;
  onOpenChange: (open: boolean) => void;
  onGerar: (contrato: Contrato, meses: number) => Promise<unknown>;
};

/** Asks how many monthly payments to generate (default 12, 1 to 60). */
function GerarPagamentosDialog({ contrato, onOpenChange, onGerar }: GerarPagamentosDialogProps) {
  const id = useId();
  const [meses, setMeses] = useState(String(MESES_PADRAO));
  const [ocupado, setOcupado] = useState(false);
  // Each contract opens with the default count (adjusted while rendering, not in an effect).
  const [aberto, setAberto] = useState(contrato);
  if (contrato !== aberto) {
    setAberto(contrato);
    if (contrato) setMeses(String(MESES_PADRAO));
  }
  const n = Number(meses);
  const valido = Number.isInteger(n) && n >= 1 && n <= 60;
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      className="sm:max-w-md"
      titulo={T.gerarPagamentos}
      descricao={contrato?.numero}
    >
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!contrato || !valido) return;
          setOcupado(true);
          try {
            await onGerar(contrato, n);
            onOpenChange(false);
          } catch {
            // Toast shown by the app.
          } finally {
            setOcupado(false);
          }
        }}
        className="space-y-4"
      >
        <Field label={T.meses} htmlFor={id} error={valido ? undefined : T.mesesInvalido}>
          <Input
            id={id}
            type="number"
            min={1}
            max={60}
            step={1}
            value={meses}
            onChange={(e) => setMeses(e.target.value)}
          />
        </Field>
        <RodapeFormulario
          onCancelar={() => onOpenChange(false)}
          ocupado={ocupado}
          desabilitado={!valido}
          rotulo={T.gerar}
          rotuloOcupado={T.gerando}
        />
      </form>
    </Dialogo>
  );
}

export { GerarPagamentosDialog };
