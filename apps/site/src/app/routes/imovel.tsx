import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useImovel } from '@morada/api-client/site';
import { MSG } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { ImovelDetalheView } from '@morada/ui/views/imovel-detalhe';
import { useAgencia } from '../../features/agencia/use-agencia';

/** /imoveis/:id and /imovel/:id (both spellings, section 2). */
export function Component() {
  const { id } = useParams();
  const { data, error, isLoading } = useImovel(id);
  const agencia = useAgencia();

  useEffect(() => {
    // A missing property is a page state ('Imóvel não encontrado.'); anything else also toasts.
    if (error && error.status !== 404) {
      toast({
        title: MSG.detalhe.erroTitulo,
        description: MSG.detalhe.erroDescricao,
        variant: 'destructive',
      });
    }
  }, [error]);

  useEffect(() => {
    if (data) document.title = `${data.titulo} — Morada Imóveis`;
  }, [data]);

  return <ImovelDetalheView imovel={error ? undefined : data} isLoading={isLoading} agencia={agencia} />;
}
