import { api } from '@morada/api-client';
import { ACOES_API, MSG, type Contrato } from '@morada/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastErro } from '../../lib/notificar';

type Dialogo = 'pagamentos' | 'garantia';
type Dialogos = Record<Dialogo, (contrato: Contrato) => void>;
const DIALOGOS: readonly Dialogo[] = ['pagamentos', 'garantia'];
const T = MSG.adminUi.contratos;

/**
 * A dashboard alert's link (`?busca=CT-1&pagamentos=<id>` or `&garantia=<id>`): the list is
 * searched by the number (the search lives in the URL), and the contract's dialog opens once the
 * page is in — with the row from the page when it is there, else read from the server (the page
 * may not hold it: another sort, a number shared by a search's first 20). The dialog's parameter
 * then leaves the URL, so closing the dialog (or a reload) does not open it again.
 */
export function useAbrirDaUrl(pagina: readonly Contrato[] | undefined, abrir: Dialogos) {
  const [params, setParams] = useSearchParams();
  // The latest callbacks, read by the effect without making it run on every render.
  const abrirRef = useRef(abrir);
  useLayoutEffect(() => {
    abrirRef.current = abrir;
  });
  useEffect(() => {
    if (!pagina) return;
    const pedidos = DIALOGOS.flatMap((chave) => {
      const id = params.get(chave);
      return id ? [{ chave, id }] : [];
    });
    if (pedidos.length === 0) return;
    const resto = new URLSearchParams(params);
    for (const { chave } of pedidos) resto.delete(chave);
    setParams(resto, { replace: true });
    for (const { chave, id } of pedidos) {
      const naPagina = pagina.find((c) => c._id === id);
      if (naPagina) abrirRef.current[chave](naPagina);
      else
        api.contratos.obter(id).then(
          (contrato) => abrirRef.current[chave](contrato),
          (e: unknown) =>
            toastErro(e, T.erroCarregarContrato, T.fallbackCarregarContrato, ACOES_API.obterContrato),
        );
    }
  }, [pagina, params, setParams]);
}
