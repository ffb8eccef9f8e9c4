import { MSG_VISTORIAS_CAMPO_UI } from '@morada/domain';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Confirmacao } from '../partes/confirmacao';
import { mensagemDoErro } from './rascunho-vistoria';

const T = MSG_VISTORIAS_CAMPO_UI.conclusao;

type ConcluirVistoriaProps = {
  /** Items not yet rated: said in the confirmation (the inspector may still conclude). */
  pendentes: number;
  /** Items with unsaved typing: no conclusion until they save. */
  naoSalvos: number;
  onConcluir: () => Promise<unknown>;
};

/** "Concluir vistoria" and its confirmation; the server's refusal (409) stays in the dialog. */
function ConcluirVistoria({ pendentes, naoSalvos, onConcluir }: ConcluirVistoriaProps) {
  const [aberto, setAberto] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | undefined>();

  const concluir = async () => {
    setOcupado(true);
    setErro(undefined);
    try {
      await onConcluir();
      setAberto(false);
    } catch (e) {
      setErro(mensagemDoErro(e, MSG_VISTORIAS_CAMPO_UI.item.falhou));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div className="grid gap-2">
      {naoSalvos > 0 ? <p className="text-sm text-muted-foreground">{T.naoSalvos}</p> : null}
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-end"
        disabled={naoSalvos > 0}
        onClick={() => {
          setErro(undefined);
          setAberto(true);
        }}
      >
        <CheckCircle2 aria-hidden /> {T.acao}
      </Button>
      <Confirmacao
        open={aberto}
        busy={ocupado}
        onCancelar={() => setAberto(false)}
        onConfirmar={() => void concluir()}
        titulo={T.titulo}
        descricao={T.descricao}
        confirmar={T.confirmar}
      >
        {pendentes > 0 ? <p className="text-sm font-medium">{T.pendentes(pendentes)}</p> : null}
        {erro ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {erro}
          </p>
        ) : null}
      </Confirmacao>
    </div>
  );
}

export { ConcluirVistoria };
