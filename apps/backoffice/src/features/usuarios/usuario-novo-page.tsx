import { api, invalidar, isApiError } from '@morada/api-client';
import { MSG, type UsuarioCriarInput } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { AdminUsuarioNovoView } from '@morada/ui/views/admin-usuario-novo';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errosDoServidor, servidor, toastSucesso } from '../../lib/notificar';

const U = MSG.usuarioForm;

export function UsuarioNovoPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();

  const salvar = async (dados: UsuarioCriarInput) => {
    setBusy(true);
    setErrosServidor(undefined);
    try {
      await api.usuarios.criar({ ...dados, status: 'ativo' });
      toastSucesso(MSG.admin.usuarioCriado, dados.nome);
      await invalidar('usuarios');
      navigate(paths.usuarios.route);
    } catch (e) {
      // Section 8: field errors go under their fields; otherwise a toast.
      const porCampo = errosDoServidor(e);
      if (porCampo) {
        setErrosServidor(porCampo);
      } else if (isApiError(e) && e.codigo !== 'INESPERADO') {
        toast({
          title: U.erroCriar,
          description: servidor(e.corpo) ?? U.erroCriarPadrao,
          variant: 'destructive',
        });
      } else {
        toast({
          title: MSG.admin.erroInesperado,
          description: U.erroInesperadoCriar,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminUsuarioNovoView
      busy={busy}
      errosServidor={errosServidor}
      onSubmit={salvar}
      onCancel={() => navigate(paths.usuarios.route)}
    />
  );
}
