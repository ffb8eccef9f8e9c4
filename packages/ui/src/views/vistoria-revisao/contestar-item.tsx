import { MSG_VISTORIAS_REVISAO_UI, type ItemVistoria } from '@morada/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { Field } from '../../components/field';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { SeletorFotos } from '../chamados/seletor-fotos';

const T = MSG_VISTORIAS_REVISAO_UI;

type ContestarItemProps = {
  item: ItemVistoria | null;
  onFechar: () => void;
  /** Envia a contestação; rejeita com a mensagem do servidor quando recusada (o diálogo guarda o texto). */
  onEnviar: (texto: string, fotos: File[]) => Promise<void>;
  /** Reduz uma foto da câmera antes de juntá-la à contestação. */
  comprimir: (foto: File) => Promise<File>;
};

/** “Contestar” one item: what differs from the laudo and photos from the camera, reduced on the phone. */
function ContestarItem({ item, onFechar, onEnviar, comprimir }: ContestarItemProps) {
  const id = useId();
  const [texto, setTexto] = useState('');
  const [fotos, setFotos] = useState<File[]>([]);
  const [erro, setErro] = useState<string>();
  const [enviando, setEnviando] = useState(false);

  const fechar = () => {
    if (enviando) return;
    setTexto('');
    setFotos([]);
    setErro(undefined);
    onFechar();
  };

  const enviar = async () => {
    if (texto.trim() === '') {
      setErro(T.textoObrigatorio);
      return;
    }
    setErro(undefined);
    setEnviando(true);
    try {
      await onEnviar(texto.trim(), fotos);
      setTexto('');
      setFotos([]);
      onFechar();
    } catch (e) {
      setErro(e instanceof Error ? e.message : T.falhaContestar);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(aberto) => (aberto ? undefined : fechar())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? T.contestarTitulo(item.nome) : ''}</DialogTitle>
          <DialogDescription>{T.contestarDescricao}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void enviar();
          }}
        >
          <Field label={T.texto} htmlFor={`${id}-texto`} error={erro}>
            <Textarea
              id={`${id}-texto`}
              rows={4}
              maxLength={1000}
              value={texto}
              disabled={enviando}
              onChange={(e) => setTexto(e.currentTarget.value)}
            />
          </Field>
          <SeletorFotos fotos={fotos} onChange={setFotos} comprimir={comprimir} desabilitado={enviando} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={fechar} disabled={enviando}>
              {T.cancelar}
            </Button>
            <Button type="submit" disabled={enviando} aria-busy={enviando || undefined}>
              {enviando ? <Spinner className="size-4" /> : null}
              {enviando ? T.enviando : T.enviar}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { ContestarItem };
