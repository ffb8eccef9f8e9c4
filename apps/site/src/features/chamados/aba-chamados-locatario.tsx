import { abrirChamado, isApiError, useChamadoLocatario, useChamadosLocatario } from '@morada/api-client/site';
import { MSG_CHAMADOS_UI, type NovoChamado } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { AbrirChamadoForm, ChamadoDetalhe, ChamadosLista } from '@morada/ui/views/chamados';
import { useState } from 'react';

type Tela = { tipo: 'lista' } | { tipo: 'abrir' } | { tipo: 'detalhe'; id: string };

const T = MSG_CHAMADOS_UI;

/** A 400's fields under their inputs; a 413 (photos too large together) under the photos. */
const errosDoEnvio = (e: unknown): Record<string, string> | undefined => {
  if (!isApiError(e)) return undefined;
  if (e.status === 413) return { fotos: e.mensagem };
  return Object.keys(e.errosPorCampo).length > 0 ? e.errosPorCampo : undefined;
};

/** The tenant's Chamados tab: the list, “Abrir chamado” and one chamado's detail. */
export function AbaChamadosLocatario() {
  const [tela, setTela] = useState<Tela>({ tipo: 'lista' });
  const [enviando, setEnviando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string>>();
  const lista = useChamadosLocatario();
  const detalhe = useChamadoLocatario(tela.tipo === 'detalhe' ? tela.id : undefined);

  const enviar = async (dados: Required<NovoChamado>, fotos: File[]) => {
    setEnviando(true);
    setErrosServidor(undefined);
    try {
      const chamado = await abrirChamado(dados, fotos);
      toast({ title: T.avisos.aberto(chamado.numero), variant: 'success' });
      // Read again from the server: the new chamado shows once, as the server has it.
      await lista.mutate();
      setTela({ tipo: 'detalhe', id: chamado.id });
    } catch (e) {
      setErrosServidor(errosDoEnvio(e));
      toast({
        title: T.avisos.falhaAbrir,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
      });
      throw e; // the form keeps what was typed
    } finally {
      setEnviando(false);
    }
  };

  if (tela.tipo === 'abrir')
    return (
      <AbrirChamadoForm
        onEnviar={enviar}
        enviando={enviando}
        errosServidor={errosServidor}
        onCancelar={() => setTela({ tipo: 'lista' })}
      />
    );
  if (tela.tipo === 'detalhe')
    return (
      <ChamadoDetalhe
        chamado={detalhe.data}
        erro={detalhe.error?.mensagem}
        onRetry={() => void detalhe.mutate()}
        onVoltar={() => setTela({ tipo: 'lista' })}
      />
    );
  return (
    <ChamadosLista
      chamados={lista.data}
      erro={lista.error?.mensagem}
      onRetry={() => void lista.mutate()}
      onAbrir={() => setTela({ tipo: 'abrir' })}
      onVer={(c) => setTela({ tipo: 'detalhe', id: c.id })}
    />
  );
}
