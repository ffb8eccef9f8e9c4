import { MSG_CHAMADOS, MSG_CHAMADOS_UI, type Chamado } from '@morada/domain';
import { formatAgendado, formatCentavos } from './formatos';

const T = MSG_CHAMADOS_UI.detalhe;

/**
 * O que se sabe do atendimento: o prestador e a data quando agendado, o valor e quem paga quando
 * definidos. Nada aparece antes de a imobiliária informar.
 */
function DadosChamado({ chamado: c }: { chamado: Chamado }) {
  const linhas: [string, string][] = [];
  if (c.prestadorNome) linhas.push([T.prestador, c.prestadorNome]);
  if (c.agendadoPara) linhas.push([T.agendadoPara, formatAgendado(c.agendadoPara)]);
  if (c.valorCentavos !== null) linhas.push([T.valor, formatCentavos(c.valorCentavos)]);
  if (c.responsavel) linhas.push([T.quemPaga, MSG_CHAMADOS.responsaveis[c.responsavel]]);
  if (linhas.length === 0) return null;
  return (
    <dl className="grid gap-2 rounded-lg border border-border p-3 text-sm sm:grid-cols-2">
      {linhas.map(([rotulo, valor]) => (
        <div key={rotulo}>
          <dt className="text-muted-foreground">{rotulo}</dt>
          <dd className="font-medium">{valor}</dd>
        </div>
      ))}
    </dl>
  );
}

export { DadosChamado };
