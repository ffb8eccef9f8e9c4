import { CalendarClock } from 'lucide-react';
import {
  formatBRL,
  formatData,
  MSG_LOCATARIO,
  MSG_SITE,
  type ContratoResumo,
  type Evento,
} from '@morada/domain';
import { Badge } from '../../components/badge';

type ContratoTabProps = { contrato: ContratoResumo | null; eventos: readonly Evento[] };

function ContratoTab({ contrato, eventos }: ContratoTabProps) {
  const S = MSG_SITE;
  if (!contrato)
    return <p className="p-6 text-center text-muted-foreground">{MSG_LOCATARIO.locatario.nenhumContrato}</p>;
  const linhas: [string, React.ReactNode][] = [
    [S.contratoNumero, contrato.numero],
    [S.contratoEndereco, contrato.endereco],
    [S.contratoBairro, contrato.bairro],
    [S.contratoCidade, contrato.cidade],
    [S.contratoInicio, formatData(contrato.dataInicio)],
    [S.contratoFim, formatData(contrato.dataFim)],
    [S.contratoAluguel, formatBRL(contrato.valor)],
    [
      S.contratoStatus,
      <Badge key="s" variant={contrato.status === 'Ativo' ? 'blue' : 'gray'}>
        {contrato.status}
      </Badge>,
    ],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <dl className="grid gap-4 rounded-xl border border-border bg-card p-6 sm:grid-cols-2">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt className="text-sm text-muted-foreground">{rotulo}</dt>
            <dd className="font-medium">{valor}</dd>
          </div>
        ))}
      </dl>
      <section className="h-fit rounded-xl border border-border bg-card p-6">
        <h3 className="mb-3 text-lg font-semibold">{MSG_LOCATARIO.locatario.proximosEventos}</h3>
        <ul className="grid gap-3">
          {eventos.map((e) => (
            <li key={e.titulo + e.data} className="flex items-start gap-3">
              <CalendarClock className="mt-0.5 size-5 text-primary" aria-hidden />
              <div>
                <p className="font-medium">{e.titulo}</p>
                <p className="text-sm text-muted-foreground">{formatData(e.data)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { ContratoTab };
