import { CircleCheck, Clock } from 'lucide-react';
import { formatDataHora, MSG_ASSINATURAS, MSG_ASSINATURAS_UI, type PapelSignatario } from '@morada/domain';

const T = MSG_ASSINATURAS_UI.comum;

/** 'dd/mm/aaaa hh:mm (horário de Brasília)': the evidence is kept in UTC and read in São Paulo time. */
export const quandoBrasilia = (iso: string) => `${formatDataHora(iso)} ${T.horarioBrasilia}`;

/** The start and end of a SHA-256, enough to compare by eye; the whole hash goes in the title. */
export const hashCurto = (sha256: string) =>
  sha256.length > 20 ? `${sha256.slice(0, 12)}…${sha256.slice(-8)}` : sha256;

export type Parte = {
  nome: string;
  papel: PapelSignatario;
  status?: 'pendente' | 'assinado' | 'invalidado';
  assinadoEm: string | null;
};

/** Who signs the document, each with the time they signed or "Aguardando assinatura". */
export function ListaPartes({ partes, titulo = T.partes }: { partes: readonly Parte[]; titulo?: string }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-sm font-semibold text-muted-foreground">{titulo}</h2>
      <ul className="grid gap-2">
        {partes.map((p) => (
          <li key={`${p.papel}-${p.nome}`} className="flex items-start gap-2 text-sm">
            {p.assinadoEm ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            ) : (
              <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className="grid">
              <span className="font-medium">
                {p.nome} <span className="text-muted-foreground">· {MSG_ASSINATURAS.papeis[p.papel]}</span>
              </span>
              <span className="text-muted-foreground">
                {p.assinadoEm ? T.assinouEm(quandoBrasilia(p.assinadoEm)) : T.aguardando}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A label and its value, one per line on a phone. */
export function Dado({ rotulo, valor, title }: { rotulo: string; valor: string; title?: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className="break-all font-medium" title={title}>
        {valor}
      </dd>
    </div>
  );
}
