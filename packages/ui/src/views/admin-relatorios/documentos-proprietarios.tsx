import { useId, useState } from 'react';
import { MSG_REPASSE, MSG_REPASSE_UI } from '@morada/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Combobox, type FonteCombobox, type OpcaoCombobox } from '../../components/combobox';
import { BotaoDownload } from '../proprietario/botao-download';

const D = MSG_REPASSE_UI.documentos;

type Formato = 'pdf' | 'csv';

/** Keys of `baixando` for these files, so the app and the view name them the same way. */
const chaveDimob = (ano: number) => `dimob:${ano}`;
const chaveInformeProprietario = (proprietarioId: string, ano: number, formato: Formato) =>
  `informe:${proprietarioId}:${ano}:${formato}`;

type DocumentosProprietariosProps = {
  ano: number;
  /** GET /api/relatorios/dimob; without it the DIMOB part is left out. */
  onBaixarDimob?: ((ano: number) => Promise<void> | void) | undefined;
  /** Onde o proprietário do informe é buscado (a busca da página no servidor). */
  proprietarios?: FonteCombobox | undefined;
  /** GET /api/relatorios/informe; without it the informe part is left out. */
  onBaixarInforme?:
    ((proprietarioId: string, ano: number, formato: Formato) => Promise<void> | void) | undefined;
  baixando?: string | null | undefined;
};

/** The year's tax files of the owners' side: the agency's DIMOB and each owner's informe. */
function DocumentosProprietarios({
  ano,
  onBaixarDimob,
  proprietarios,
  onBaixarInforme,
  baixando,
}: DocumentosProprietariosProps) {
  const [escolhido, setEscolhido] = useState<OpcaoCombobox | undefined>();
  const dimobId = useId();
  const informeId = useId();
  const selectId = useId();
  return (
    <Card data-slot="documentos-proprietarios" className="mt-6">
      <CardHeader>
        <CardTitle className="text-base">{D.titulo(ano)}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {onBaixarDimob ? (
          <section aria-labelledby={dimobId} className="grid content-start gap-2">
            <h4 id={dimobId} className="font-semibold">
              {D.dimobTitulo}
            </h4>
            <p className="text-sm text-muted-foreground">{D.dimobDescricao(ano)}</p>
            <div>
              <BotaoDownload
                size="default"
                baixando={baixando === chaveDimob(ano)}
                onClick={() => void onBaixarDimob(ano)}
              >
                {D.gerarDimob(ano)}
              </BotaoDownload>
            </div>
          </section>
        ) : null}
        {onBaixarInforme ? (
          <section aria-labelledby={informeId} className="grid content-start gap-2">
            <h4 id={informeId} className="font-semibold">
              {D.informeTitulo}
            </h4>
            <p className="text-sm text-muted-foreground">{D.informeDescricao}</p>
            {proprietarios ? (
              <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center">
                <label htmlFor={selectId} className="sr-only">
                  {MSG_REPASSE.colunas.proprietario}
                </label>
                <Combobox
                  id={selectId}
                  placeholder={D.selecione}
                  value={escolhido?.id}
                  fonte={proprietarios}
                  onChange={setEscolhido}
                  className="min-w-0 sm:w-64"
                />
                <div className="flex gap-2">
                  {(['pdf', 'csv'] as const).map((f) => (
                    <BotaoDownload
                      key={f}
                      size="default"
                      disabled={!escolhido}
                      baixando={!!escolhido && baixando === chaveInformeProprietario(escolhido.id, ano, f)}
                      onClick={() => escolhido && void onBaixarInforme(escolhido.id, ano, f)}
                    >
                      {f === 'pdf' ? D.informePdf : D.informeCsv}
                    </BotaoDownload>
                  ))}
                </div>
              </div>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

export { chaveDimob, chaveInformeProprietario, DocumentosProprietarios };
export type { DocumentosProprietariosProps };
