import {
  formatBRL,
  formatCompetencia,
  MSG,
  MSG_CICLO,
  MSG_CICLO_UI,
  type CalculoRescisaoReais,
} from '@morada/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/table';
import { cn } from '../../lib/cn';

const L = MSG_CICLO.rescisao.linhas;
const T = MSG_CICLO_UI.rescisao;

type Linha = { chave: string; texto: string; valor: number; destaque?: boolean };

/** The settlement as lines: debits positive, credits negative, then the caução and the balance. */
const linhasDoAcerto = (c: CalculoRescisaoReais): Linha[] => {
  const mes = formatCompetencia(c.proRata.competencia);
  const linhas: Linha[] = c.abertos.map((a) => ({
    chave: `aberto-${a.pagamentoId}`,
    texto: L.abertos(formatCompetencia(a.competencia)),
    valor: a.devido,
  }));
  if (c.proRataCobrado > 0)
    linhas.push({
      chave: 'pro-rata',
      texto: L.proRata(c.proRata.dias, c.proRata.diasNoMes, mes),
      valor: c.proRataCobrado,
    });
  if (c.creditoMesPago > 0)
    linhas.push({ chave: 'credito', texto: L.creditoMesPago(mes), valor: -c.creditoMesPago });
  if (c.multa.aplicavel)
    linhas.push({
      chave: 'multa',
      texto: L.multa(c.multa.alugueis, c.multa.diasRestantes, c.multa.diasTotais),
      valor: c.multa.valor,
    });
  else if (c.multa.dispensada) linhas.push({ chave: 'multa', texto: L.multaDispensada, valor: 0 });
  c.ajustes.forEach((a, i) => linhas.push({ chave: `ajuste-${i}`, texto: a.descricao, valor: a.valor }));
  linhas.push({ chave: 'total', texto: T.totalDebitos, valor: c.totalDebitos, destaque: true });
  if (c.caucao && c.caucao.utilizada > 0)
    linhas.push({ chave: 'caucao-utilizada', texto: L.caucaoUtilizada, valor: -c.caucao.utilizada });
  if (c.caucao && c.caucao.devolvida > 0)
    linhas.push({ chave: 'caucao-devolvida', texto: L.caucaoDevolvida, valor: -c.caucao.devolvida });
  return linhas;
};

/** The balance's own sentence: who pays whom, or nothing left. */
const linhaSaldo = (saldo: number): Linha =>
  saldo > 0
    ? { chave: 'saldo', texto: L.saldoLocatario, valor: saldo, destaque: true }
    : saldo < 0
      ? { chave: 'saldo', texto: L.saldoDevolver, valor: -saldo, destaque: true }
      : { chave: 'saldo', texto: L.quitado, valor: 0, destaque: true };

/** 'Acerto de contas': one line per item of the settlement, in reais, and the final balance. */
function RescisaoAcerto({ calculo, className }: { calculo: CalculoRescisaoReais; className?: string }) {
  const linhas = [...linhasDoAcerto(calculo), linhaSaldo(calculo.saldo)];
  return (
    <section data-slot="rescisao-acerto" aria-label={T.acerto} className={cn('space-y-2', className)}>
      <h3 className="text-sm font-semibold">{T.acerto}</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{T.colItem}</TableHead>
            <TableHead className="text-right">{MSG.adminUi.contratos.valor}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {linhas.map((l) => (
            <TableRow key={l.chave} className={cn(l.destaque && 'font-semibold')}>
              <TableCell className="whitespace-normal">{l.texto}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatBRL(l.valor)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export { RescisaoAcerto };
