import { useChamadosProprietario } from '@morada/api-client/site';
import { aguardandoProprietario } from '@morada/domain';
import { useEffect } from 'react';

/**
 * How many chamados await the owner's answer, told to the portal for the count beside the tab. A
 * module of its own (loaded by sob-demanda.tsx with the portal): the count needs the list's hook,
 * not the tab's views. It reads the tab's SWR key, so both share one request.
 */
export function ContadorChamadosProprietario({ onContar }: { onContar: (aguardando: number) => void }) {
  const { data } = useChamadosProprietario();
  useEffect(() => onContar(aguardandoProprietario(data)), [data, onContar]);
  return null;
}
