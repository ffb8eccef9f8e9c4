import {
  formatBRL,
  formatCompetencia,
  formatData,
  MSG_PROPRIETARIO_UI,
  type PainelProprietario,
} from '@morada/domain';
import { BoletoStatus } from '../../components/boleto-status';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/table';

const P = MSG_PROPRIETARIO_UI.pagamentos;

type Pagamento = PainelProprietario['pagamentos'][number];

const pagoEm = (p: Pagamento) => (p.dataPagamento ? formatData(p.dataPagamento) : '—');

/** Phones: one card per payment. */
function PagamentoCard({ pagamento: p }: { pagamento: Pagamento }) {
  const campos: [string, string][] = [
    [P.vencimento, formatData(p.vencimento)],
    [P.valor, formatBRL(p.valor)],
    [P.recebido, formatBRL(p.valorRecebido)],
    [P.pagoEm, pagoEm(p)],
  ];
  return (
    <li className="rounded-xl border border-border bg-card p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{formatCompetencia(p.competencia)}</p>
          <p className="text-sm break-words text-muted-foreground">{p.imovel}</p>
        </div>
        <BoletoStatus status={p.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        {campos.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt className="text-muted-foreground">{rotulo}</dt>
            <dd className="font-medium">{valor}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Payments received and open: cards on phones, a table from md up. */
function PagamentosTab({ pagamentos }: { pagamentos: PainelProprietario['pagamentos'] }) {
  if (pagamentos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {P.vazio}
      </p>
    );
  }
  return (
    <>
      <ul data-slot="pagamentos-cards" className="grid gap-3 md:hidden">
        {pagamentos.map((p) => (
          <PagamentoCard key={p._id} pagamento={p} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{P.competencia}</TableHead>
              <TableHead>{P.imovel}</TableHead>
              <TableHead>{P.vencimento}</TableHead>
              <TableHead>{P.valor}</TableHead>
              <TableHead>{P.recebido}</TableHead>
              <TableHead>{P.status}</TableHead>
              <TableHead>{P.pagoEm}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {pagamentos.map((p) => (
              <TableRow key={p._id}>
                <TableCell className="font-medium">{formatCompetencia(p.competencia)}</TableCell>
                <TableCell>{p.imovel}</TableCell>
                <TableCell>{formatData(p.vencimento)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatBRL(p.valor)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatBRL(p.valorRecebido)}</TableCell>
                <TableCell>
                  <BoletoStatus status={p.status} />
                </TableCell>
                <TableCell>{pagoEm(p)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

export { PagamentosTab };
