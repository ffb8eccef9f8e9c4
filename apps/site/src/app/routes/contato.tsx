import { api } from '@morada/api-client';
import { MSG, TOAST_DURACAO, type ContatoFormValues } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { ContatoView } from '@morada/ui/views/contato';
import { useAgencia } from '../../features/agencia/use-agencia';

export function Component() {
  const agencia = useAgencia();
  const destinatario = agencia?.emailAdministracao ?? '';

  const enviar = async (valores: ContatoFormValues) => {
    try {
      await api.contato.enviarContato(valores, destinatario);
    } catch (e) {
      toast({
        title: MSG.contato.erroTitulo,
        description: MSG.contato.erroDescricao(destinatario),
        variant: 'destructive',
      });
      throw e; // keeps the typed message in the form
    }
    toast({
      title: MSG.contato.sucessoTitulo,
      description: MSG.contato.sucessoDescricao,
      variant: 'success',
      duration: TOAST_DURACAO.contatoSucesso,
    });
  };

  return <ContatoView agencia={agencia} onSend={enviar} />;
}
