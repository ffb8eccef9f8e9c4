import {
  formatBRL,
  formatData,
  MSG_REPASSE,
  MSG_REPASSE_UI,
  type Despesa,
  type Repasse,
} from '@morada/domain';
import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { MarcarTodos } from '../partes/marcar-todos';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/table';
import { cn } from '../../lib/cn';
import { RepasseDetalhes, type RepasseDetalhesProps } from './repasse-detalhes';
import { RepasseProprietario, StatusRepasseBadge } from './repasse-proprietario';
import { isPagavel } from './repasses-calculos';

const T = MSG_REPASSE_UI.lista;
const COL = MSG_REPASSE.colunas;
const COLUNAS = 9;
/** Two-word headings may take two lines, so the status stays clear of the pinned Ações at 1280 px. */
const QUEBRA = 'h-auto py-2 whitespace-normal';

type RepassesListaProps = {
  repasses: readonly Repasse[];
  selecionados: ReadonlySet<string>;
  onSelecionar: (id: string, sim: boolean) => void;
  onSelecionarTodos: (sim: boolean) => void;
  abertos: ReadonlySet<string>;
  onAlternar: (id: string) => void;
  onPagar: (repasse: Repasse) => void;
  onRemover: (despesa: Despesa) => void;
  ocupado: boolean;
} & Pick<RepasseDetalhesProps, 'onBaixarExtrato' | 'baixando' | 'onBaixarComprovante'>;

const taxas = (r: Repasse) => r.totais.taxaAdministracao + r.totais.taxaIntermediacao;

/** Amounts of a repasse, in the table's column order. */
const valores = (r: Repasse) => [
  { rotulo: COL.aluguel, valor: r.totais.aluguel },
  { rotulo: T.colTaxas, valor: taxas(r) },
  { rotulo: COL.despesas, valor: r.totais.despesas },
];

/**
 * The month's repasses: a table from a laptop up, one card per owner below it (at 375 px a
 * nine-column table cannot fit, and the page must not scroll sideways).
 */
function RepassesLista(props: RepassesListaProps) {
  return (
    <>
      <div className="hidden rounded-md border border-border lg:block">
        <RepassesTabela {...props} />
      </div>
      <ul className="space-y-3 lg:hidden">
        {props.repasses.map((r) => (
          <RepasseCartao key={r._id} repasse={r} {...props} />
        ))}
      </ul>
    </>
  );
}

type ItemProps = RepassesListaProps & { repasse: Repasse };

function RepassesTabela(props: RepassesListaProps) {
  const { repasses, selecionados, onSelecionarTodos, ocupado } = props;
  const pagaveis = repasses.filter(isPagavel);
  const todos = pagaveis.length > 0 && pagaveis.every((r) => selecionados.has(r._id));
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <MarcarTodos
            rotulo={T.selecionarTodos}
            marcado={todos}
            desabilitado={pagaveis.length === 0 || ocupado}
            onMarcar={onSelecionarTodos}
          />
          <TableHead>{COL.proprietario}</TableHead>
          <TableHead className={cn(QUEBRA, 'text-right')}>{COL.aluguel}</TableHead>
          <TableHead className="text-right">{T.colTaxas}</TableHead>
          <TableHead className="text-right">{COL.despesas}</TableHead>
          <TableHead className={cn(QUEBRA, 'text-right')}>{COL.liquido}</TableHead>
          <TableHead className={QUEBRA}>{COL.dataPrevista}</TableHead>
          <TableHead>{COL.status}</TableHead>
          <TableHead fixo="fim">{T.colAcoes}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {repasses.map((r) => (
          <RepasseLinha key={r._id} repasse={r} {...props} />
        ))}
      </TableBody>
    </Table>
  );
}

/** What a table row and a card share: open or not, the id of its details, the details themselves. */
function itemDe(
  {
    repasse: r,
    selecionados,
    abertos,
    onRemover,
    onBaixarExtrato,
    baixando,
    onBaixarComprovante,
    ...acoes
  }: ItemProps,
  prefixo: string,
) {
  const aberto = abertos.has(r._id);
  const detalhesId = `${prefixo}-${r._id}`;
  const detalhes = (
    <RepasseDetalhes
      id={detalhesId}
      repasse={r}
      onRemover={onRemover}
      ocupado={acoes.ocupado}
      onBaixarExtrato={onBaixarExtrato}
      baixando={baixando}
      onBaixarComprovante={onBaixarComprovante}
    />
  );
  return { r, selecionados, aberto, detalhesId, detalhes, acoes };
}

function RepasseLinha(props: ItemProps) {
  const { r, selecionados, aberto, detalhesId, detalhes, acoes } = itemDe(props, 'repasse-tabela');
  return (
    <Fragment>
      <TableRow data-state={selecionados.has(r._id) ? 'selected' : undefined}>
        <TableCell>
          <Selecao repasse={r} selecionados={selecionados} {...acoes} />
        </TableCell>
        <TableCell className="min-w-40">
          <RepasseProprietario proprietario={r.proprietario} />
        </TableCell>
        {valores(r).map(({ rotulo, valor }) => (
          <TableCell key={rotulo} className="text-right whitespace-nowrap tabular-nums">
            {formatBRL(valor)}
          </TableCell>
        ))}
        <TableCell className="text-right whitespace-nowrap">
          <Liquido repasse={r} />
        </TableCell>
        <TableCell className="whitespace-nowrap">{formatData(r.dataPrevista)}</TableCell>
        <TableCell>
          <StatusRepasseBadge status={r.status} />
        </TableCell>
        {/* Stacked, so the nine columns fit beside the back office's sidebar on a 1280 px screen. */}
        <TableCell fixo="fim">
          <div className="flex flex-col items-end gap-1">
            <Acoes repasse={r} aberto={aberto} detalhesId={detalhesId} {...acoes} />
          </div>
        </TableCell>
      </TableRow>
      {aberto ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={COLUNAS} className="bg-muted/30">
            {detalhes}
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

function RepasseCartao(props: ItemProps) {
  const { r, selecionados, aberto, detalhesId, detalhes, acoes } = itemDe(props, 'repasse-cartao');
  const tituloId = `${detalhesId}-titulo`;
  return (
    <li>
      <article
        aria-labelledby={tituloId}
        data-state={selecionados.has(r._id) ? 'selected' : undefined}
        className="space-y-3 rounded-md border border-border bg-card p-4 text-card-foreground data-[state=selected]:bg-muted"
      >
        <div className="flex items-start gap-3">
          <Selecao repasse={r} selecionados={selecionados} {...acoes} />
          <div id={tituloId} className="min-w-0 flex-1">
            <RepasseProprietario proprietario={r.proprietario} />
          </div>
          <StatusRepasseBadge status={r.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {valores(r).map(({ rotulo, valor }) => (
            <div key={rotulo} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{rotulo}</dt>
              <dd className="tabular-nums">{formatBRL(valor)}</dd>
            </div>
          ))}
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{COL.dataPrevista}</dt>
            <dd>{formatData(r.dataPrevista)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">{COL.liquido}</dt>
            <dd className="text-base">
              <Liquido repasse={r} />
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Acoes repasse={r} aberto={aberto} detalhesId={detalhesId} {...acoes} />
        </div>
        {aberto ? detalhes : null}
      </article>
    </li>
  );
}

function Selecao({
  repasse: r,
  selecionados,
  onSelecionar,
  ocupado,
}: Pick<ItemProps, 'repasse' | 'selecionados' | 'onSelecionar' | 'ocupado'>) {
  const pagavel = isPagavel(r);
  return (
    <Checkbox
      aria-label={T.selecionar(r.proprietario.nome)}
      checked={pagavel && selecionados.has(r._id)}
      disabled={!pagavel || ocupado}
      onCheckedChange={(v) => onSelecionar(r._id, v === true)}
      className="mt-0.5"
    />
  );
}

/** The balance to pay; a negative one (expenses above income) says why it cannot be paid. */
function Liquido({ repasse: r }: { repasse: Repasse }) {
  const negativo = r.totais.liquido < 0;
  return (
    <>
      <span className={cn('font-semibold tabular-nums', negativo && 'text-destructive')}>
        {formatBRL(r.totais.liquido)}
      </span>
      {negativo ? <span className="block text-xs text-destructive">{T.saldoNegativo}</span> : null}
    </>
  );
}

function Acoes({
  repasse: r,
  aberto,
  detalhesId,
  onAlternar,
  onPagar,
  ocupado,
}: Pick<ItemProps, 'repasse' | 'onAlternar' | 'onPagar' | 'ocupado'> & {
  aberto: boolean;
  detalhesId: string;
}) {
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={T.detalhesDe(r.proprietario.nome)}
        aria-expanded={aberto}
        aria-controls={aberto ? detalhesId : undefined}
        onClick={() => onAlternar(r._id)}
      >
        {T.detalhes}
        <ChevronDown className={cn('size-4 transition-transform', aberto && 'rotate-180')} aria-hidden />
      </Button>
      {isPagavel(r) ? (
        <Button
          type="button"
          size="sm"
          aria-label={T.pagarDe(r.proprietario.nome)}
          disabled={ocupado}
          onClick={() => onPagar(r)}
        >
          {T.pagar}
        </Button>
      ) : null}
    </>
  );
}

export { RepassesLista };
export type { RepassesListaProps };
