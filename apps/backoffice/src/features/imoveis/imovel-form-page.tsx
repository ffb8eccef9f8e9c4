import { api, invalidar, useBuscaOpcoes, useImovel, useUsuario } from '@morada/api-client';
import { imovelParaForm, MSG } from '@morada/domain';
import type { PropertyFormDados } from '@morada/ui/property-form';
import { AdminImovelFormView } from '@morada/ui/views/admin-imovel-form';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LimiteImovelSecao } from '../chamados/limite-aprovacao-secao';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

/** 'Novo Imóvel' (no id) and 'Editar Imóvel' (/imoveis/editar/:id). */
export function ImovelFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: imovel, error } = useImovel(id);
  // The owner is searched on the server (100k users); only the chosen one's name is read on an edit.
  const proprietarios = useBuscaOpcoes('proprietario');
  const { data: dono } = useUsuario(imovel?.proprietarioId || undefined);
  const [busy, setBusy] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();

  // Section 2: an edit that cannot load shows an error and returns to the list. Only when nothing
  // loaded: a failed background refresh must not throw away what the user is typing.
  useEffect(() => {
    if (id && error && !imovel) {
      toastErro(
        error,
        MSG.adminUi.imoveis.erroCarregarEdicao,
        MSG.detalhe.erroDescricao,
        'carregar o imóvel',
      );
      navigate(paths.imoveis.route, { replace: true });
    }
  }, [id, error, imovel, navigate]);

  const salvar = async ({ campos, fotos, fotosExistentes, fotosParaRemover }: PropertyFormDados) => {
    setBusy(true);
    setErrosServidor(undefined);
    try {
      if (id) {
        await api.imoveis.atualizar(id, campos, { fotos, fotosExistentes, fotosParaRemover });
        toastSucesso(MSG.admin.imovelAtualizado, campos.titulo);
      } else {
        await api.imoveis.criar(campos, fotos);
        toastSucesso(MSG.admin.imovelCriado, campos.titulo);
      }
      await invalidar('imoveis');
      navigate(paths.imoveis.route);
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(
        e,
        MSG.detalhe.erroTitulo,
        id ? MSG.admin.atualizarImovel : MSG.admin.criarImovel,
        id ? 'atualizar o imóvel' : 'criar o imóvel',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminImovelFormView
        modo={id ? 'editar' : 'novo'}
        inicial={imovel ? imovelParaForm(imovel) : undefined}
        fotosIniciais={imovel?.fotos}
        loading={Boolean(id) && !imovel}
        busy={busy}
        errosServidor={errosServidor}
        proprietarios={proprietarios}
        proprietarioNome={dono?.nome}
        onSubmit={salvar}
        onCancel={() => navigate(paths.imoveis.route)}
        onBuscarCep={api.cep.buscar}
      />
      {id ? <LimiteImovelSecao imovelId={id} /> : null}
    </>
  );
}
