import { MSG_LEADS, MSG_LEADS_UI, type Lead } from '@morada/domain';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/select';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';

const T = MSG_LEADS_UI;

/** A corretor who can receive leads. */
type CorretorOpcao = { id: string; nome: string };

type AtribuirDialogProps = {
  /** O lead sendo atribuído; `null` fecha o diálogo. */
  lead: Lead | null;
  corretores: readonly CorretorOpcao[];
  /** Salvando a atribuição: os botões ficam desabilitados. */
  salvando: boolean;
  onConfirmar: (lead: Lead, corretorId: string) => void;
  onFechar: () => void;
};

/** “Atribuir”: escolher o corretor de um lead (admin). Sem corretor escolhido, o erro aparece no campo. */
function AtribuirDialog({ lead, corretores, salvando, onConfirmar, onFechar }: AtribuirDialogProps) {
  const id = useId();
  const [corretorId, setCorretorId] = useState('');
  const [erro, setErro] = useState<string | undefined>();
  // The select starts on the lead's current corretor, if any.
  const escolhido = corretorId || (lead?.corretorId ?? '');
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!lead) return;
    if (!escolhido) return setErro(MSG_LEADS.campos.corretor);
    onConfirmar(lead, escolhido);
  };
  return (
    <Dialogo
      open={lead !== null}
      onOpenChange={(aberto) => {
        if (aberto) return;
        setCorretorId('');
        setErro(undefined);
        onFechar();
      }}
      titulo={lead ? T.atribuirTitulo(lead.nome) : T.atribuir}
      descricao={T.atribuirDescricao}
    >
      <form noValidate className="grid gap-4" onSubmit={enviar}>
        <Field label={T.atribuirCampo} htmlFor={id} error={erro}>
          <NativeSelect
            id={id}
            value={escolhido}
            onChange={(e) => {
              setCorretorId(e.target.value);
              setErro(undefined);
            }}
          >
            <option value="">{T.atribuirSelecione}</option>
            {corretores.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <RodapeFormulario
          onCancelar={onFechar}
          ocupado={salvando}
          rotulo={T.atribuir}
          rotuloOcupado={T.atribuindo}
        />
      </form>
    </Dialogo>
  );
}

export { AtribuirDialog };
export type { AtribuirDialogProps, CorretorOpcao };
