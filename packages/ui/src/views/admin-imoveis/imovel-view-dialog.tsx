import { formatBRL, isAluguel, MSG, type Imovel } from '@morada/domain';
import { Badge } from '../../components/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';
import { StatusBadge } from '../../components/status-badge';

const T = MSG.adminUi.imoveis;

type ImovelViewDialogProps = { imovel: Imovel | null; onOpenChange: (open: boolean) => void };

const Linha = ({ rotulo, valor }: { rotulo: string; valor: string | number | undefined }) => (
  <div className="flex justify-between gap-3 text-sm">
    <dt className="text-muted-foreground">{rotulo}</dt>
    <dd className="text-right font-medium">{valor === undefined || valor === '' ? '—' : valor}</dd>
  </div>
);

/** 'Visualizar': first photo, general info, location, characteristics, description, extra features. */
function ImovelViewDialog({ imovel, onOpenChange }: ImovelViewDialogProps) {
  return (
    <Dialog open={imovel !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {imovel ? (
          <>
            <DialogHeader>
              <DialogTitle>{imovel.titulo}</DialogTitle>
              <DialogDescription>
                {imovel.endereco}, {imovel.bairro} — {imovel.cidade}/{imovel.estado}
              </DialogDescription>
            </DialogHeader>
            {imovel.fotos[0] ? (
              <img
                src={imovel.fotos[0]}
                alt={imovel.titulo}
                className="aspect-video w-full rounded-md object-cover"
              />
            ) : null}
            <div className="grid gap-6 sm:grid-cols-2">
              <section>
                <h3 className="mb-2 font-semibold">{T.infoGerais}</h3>
                <dl className="space-y-1">
                  <Linha rotulo={T.colTipo} valor={imovel.tipo} />
                  <Linha rotulo={T.colOperacao} valor={imovel.operacao} />
                  <Linha
                    rotulo={T.colPreco}
                    valor={`${formatBRL(imovel.preco)}${isAluguel(imovel) ? MSG.listagem.porMes : ''}`}
                  />
                  {imovel.precoCondominio !== undefined ? (
                    <Linha rotulo={T.condominio} valor={formatBRL(imovel.precoCondominio)} />
                  ) : null}
                  <div className="flex justify-between gap-3 text-sm">
                    <dt className="text-muted-foreground">{T.colStatus}</dt>
                    <dd>
                      <StatusBadge status={imovel.status} />
                    </dd>
                  </div>
                </dl>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">{T.localizacao}</h3>
                <dl className="space-y-1">
                  <Linha rotulo={T.endereco} valor={imovel.endereco} />
                  <Linha rotulo={T.bairro} valor={imovel.bairro} />
                  <Linha rotulo={T.cidade} valor={imovel.cidade} />
                  <Linha rotulo={T.estado} valor={imovel.estado} />
                </dl>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">{T.caracteristicas}</h3>
                <dl className="space-y-1">
                  <Linha rotulo={T.areaUtil} valor={`${imovel.areaUtil} m²`} />
                  <Linha rotulo={T.quartos} valor={imovel.quartos} />
                  <Linha rotulo={T.suites} valor={imovel.suites} />
                  <Linha rotulo={T.banheiros} valor={imovel.banheiros} />
                  <Linha rotulo={T.vagas} valor={imovel.vagas} />
                </dl>
              </section>
              {imovel.caracteristicas.length > 0 ? (
                <section>
                  <h3 className="mb-2 font-semibold">{T.extras}</h3>
                  <ul className="flex flex-wrap gap-2">
                    {imovel.caracteristicas.map((c) => (
                      <li key={c}>
                        <Badge variant="secondary">{c}</Badge>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            <section>
              <h3 className="mb-2 font-semibold">{T.descricao}</h3>
              <p className="text-sm whitespace-pre-line text-muted-foreground">{imovel.descricao}</p>
            </section>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export { ImovelViewDialog };
