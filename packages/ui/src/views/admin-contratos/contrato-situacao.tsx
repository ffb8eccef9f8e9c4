import { formatData, MSG_CICLO, MSG_CICLO_UI, type Contrato } from '@morada/domain';
import { GarantiaResumoBadge } from '../../components/garantia-resumo';

/**
 * Under the status: the guarantee (once the list reports it) and, for an ended contract, when and why.
 */
function ContratoSituacao({ contrato }: { contrato: Contrato }) {
  if (contrato.garantia === undefined && !contrato.rescisao) return null;
  return (
    <div className="mt-1 flex flex-col items-start gap-1">
      {contrato.garantia !== undefined ? (
        // In the narrow status column the due date may take a second line.
        <GarantiaResumoBadge
          garantia={contrato.garantia}
          className="flex-wrap justify-start rounded-md whitespace-normal"
        />
      ) : null}
      {contrato.rescisao ? (
        <p className="text-xs whitespace-nowrap text-muted-foreground">
          {MSG_CICLO_UI.contratos.rescindidoEm(formatData(contrato.rescisao.dataSaida))}
          <br />
          {MSG_CICLO.rescisao.motivos[contrato.rescisao.motivo]}
        </p>
      ) : null}
    </div>
  );
}

export { ContratoSituacao };
