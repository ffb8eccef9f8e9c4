import { useId, useState } from 'react';
import { MSG_PROPRIETARIO_UI, type PainelProprietario } from '@morada/domain';
import { SeletorAno } from '../partes/seletor-ano';
import { BotaoDownload, chaveInforme } from './botao-download';

const D = MSG_PROPRIETARIO_UI.documentos;

type Formato = 'pdf' | 'csv';

/**
 * Years the owner can ask an informe for: those of the painel's payments (when paid, else when
 * due) and `hoje`'s, newest first.
 */
export const anosDoInforme = (pagamentos: PainelProprietario['pagamentos'], hoje: string): number[] =>
  [
    ...new Set(
      [hoje, ...pagamentos.map((p) => p.dataPagamento ?? p.vencimento)].map((d) => Number(d.slice(0, 4))),
    ),
  ]
    .filter((a) => Number.isInteger(a) && a > 0)
    .sort((a, b) => b - a);

type InformeRendimentosProps = {
  anos: readonly number[];
  onBaixar: (ano: number, formato: Formato) => Promise<void> | void;
  baixando?: string | null;
};

/** The annual informe de rendimentos: a year and its PDF or CSV. */
function InformeRendimentos({ anos, onBaixar, baixando }: InformeRendimentosProps) {
  const [ano, setAno] = useState(anos[0] ?? 0);
  const tituloId = useId();
  const anoId = useId();
  return (
    <section
      aria-labelledby={tituloId}
      data-slot="informe-rendimentos"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 id={tituloId} className="text-lg font-semibold">
          {D.informeTitulo}
        </h3>
        <p className="text-sm text-muted-foreground">{D.informeDescricao}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={anoId} className="text-sm">
          {D.ano}
        </label>
        <SeletorAno id={anoId} anos={anos} ano={ano} onAnoChange={setAno} />
        {(['pdf', 'csv'] as const).map((f) => (
          <BotaoDownload
            key={f}
            size="default"
            baixando={baixando === chaveInforme(ano, f)}
            onClick={() => void onBaixar(ano, f)}
          >
            {f === 'pdf' ? D.baixarPdf : D.baixarCsv}
          </BotaoDownload>
        ))}
      </div>
    </section>
  );
}

export { InformeRendimentos };
