import { Building2 } from 'lucide-react';
import { formatBRL, formatData, MSG_PROPRIETARIO_UI, type PainelProprietario } from '@morada/domain';
import { StatusBadge } from '../../components/status-badge';
import { BotaoDownload, chaveContrato } from './botao-download';
import { contratosDoImovel } from './resumo';

const I = MSG_PROPRIETARIO_UI.imoveis;

type Contrato = PainelProprietario['contratos'][number];

type Downloads = {
  /** Downloads the lease (contrato de locação PDF); without it, no button. */
  onBaixarContrato?: ((contrato: Contrato) => Promise<void> | void) | undefined;
  baixando?: string | null | undefined;
};

function ContratoItem({ contrato, onBaixarContrato, baixando }: { contrato: Contrato } & Downloads) {
  const campos: [string, string][] = [
    [I.inquilino, contrato.inquilino],
    [I.vigencia, I.periodo(formatData(contrato.dataInicio), formatData(contrato.dataFim))],
    [I.aluguel, formatBRL(contrato.valorAluguel)],
  ];
  // An ended contract will not be adjusted again: no 'Próximo reajuste' at all.
  if (contrato.status === 'Ativo')
    campos.push([
      I.proximoReajuste,
      contrato.proximoReajuste ? formatData(contrato.proximoReajuste) : I.semReajuste,
    ]);
  return (
    <li className="rounded-lg border border-border bg-background p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{I.contrato(contrato.numero)}</p>
        <StatusBadge status={contrato.status} />
      </div>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {campos.map(([rotulo, valor]) => (
          <div key={rotulo} className="min-w-0">
            <dt className="text-muted-foreground">{rotulo}</dt>
            <dd className="font-medium break-words">{valor}</dd>
          </div>
        ))}
      </dl>
      {onBaixarContrato ? (
        <BotaoDownload
          className="mt-3"
          baixando={baixando === chaveContrato(contrato._id)}
          onClick={() => void onBaixarContrato(contrato)}
        >
          {I.baixarContrato}
        </BotaoDownload>
      ) : null}
    </li>
  );
}

/** Each property as a card with its status, and its contracts under it. */
function ImoveisTab({ painel, onBaixarContrato, baixando }: { painel: PainelProprietario } & Downloads) {
  if (painel.imoveis.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {I.vazio}
      </p>
    );
  }
  return (
    <ul className="grid gap-4">
      {painel.imoveis.map((imovel) => {
        const contratos = contratosDoImovel(imovel, painel.contratos);
        return (
          <li key={imovel._id}>
            <article
              aria-labelledby={`imovel-${imovel._id}`}
              className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <header className="flex flex-wrap items-start justify-between gap-2">
                <div className="flex min-w-0 items-start gap-2">
                  <Building2 className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
                  <div className="min-w-0">
                    <h3 id={`imovel-${imovel._id}`} className="text-lg font-semibold">
                      {imovel.titulo}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {imovel.endereco} · {imovel.cidade}
                    </p>
                  </div>
                </div>
                <StatusBadge status={imovel.status} />
              </header>
              {contratos.length === 0 ? (
                <p className="text-sm text-muted-foreground">{I.semContrato}</p>
              ) : (
                <ul className="grid gap-2">
                  {contratos.map((c) => (
                    <ContratoItem
                      key={c._id}
                      contrato={c}
                      onBaixarContrato={onBaixarContrato}
                      baixando={baixando}
                    />
                  ))}
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export { ImoveisTab };
