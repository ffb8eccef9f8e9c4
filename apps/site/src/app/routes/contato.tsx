import { siteApi } from '@morada/api-client/site';
import { MSG_PUBLICO, MSG_SEO, TOAST_DURACAO, type ContatoFormValues } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { ContatoView } from '@morada/ui/views/contato';
import { EMAIL_ADMINISTRACAO_PADRAO } from '../../config/agencia';
import { useAgencia } from '../../features/agencia/use-agencia';
import { useTitulo } from '../../features/seo/use-titulo';

/** The settings' administration address: waits for them if they have not arrived yet. */
const lerDestinatario = async (carregado: string | undefined): Promise<string> => {
  if (carregado) return carregado;
  const configuracao = await siteApi.configuracoes.get().catch(() => undefined);
  return configuracao?.emailAdministracao || EMAIL_ADMINISTRACAO_PADRAO;
};

export function Component() {
  useTitulo(MSG_SEO.contato.titulo);
  const agencia = useAgencia();

  const enviar = async (valores: ContatoFormValues) => {
    const destinatario = await lerDestinatario(agencia?.emailAdministracao);
    try {
      await siteApi.contato.enviarContato(valores, destinatario);
    } catch (e) {
      toast({
        title: MSG_PUBLICO.contato.erroTitulo,
        description: MSG_PUBLICO.contato.erroDescricao(destinatario),
        variant: 'destructive',
      });
      throw e; // keeps the typed message in the form
    }
    toast({
      title: MSG_PUBLICO.contato.sucessoTitulo,
      description: MSG_PUBLICO.contato.sucessoDescricao,
      variant: 'success',
      duration: TOAST_DURACAO.contatoSucesso,
    });
  };

  return <ContatoView agencia={agencia} onSend={enviar} />;
}
