import {
  formatCpf,
  formatTelefone,
  formatBRL,
  formatData,
  formatDataHora,
  MSG,
  MSG_CICLO,
  MSG_CICLO_UI,
  type Garantia,
} from '@morada/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../components/badge';
import { VARIANTE_DA_SITUACAO } from '../../components/garantia-resumo';

const G = MSG_CICLO.garantia;
const C = G.campos;

/** Each kind's fields as the read view lists them: label and the value as people read it. */
const linhas = (g: Garantia): [string, ReactNode][] => {
  switch (g.tipo) {
    case 'fiador':
      return [
        [C.nome, g.nome],
        [C.cpf, formatCpf(g.cpf)],
        [C.telefone, formatTelefone(g.telefone)],
        [C.email, g.email || '—'],
        [C.imovelOferecido, g.imovelOferecido],
      ];
    case 'seguro-fianca':
      return [
        [C.seguradora, g.seguradora],
        [C.apolice, g.apolice],
        [C.cobertura, formatBRL(g.cobertura)],
        [C.vigenciaFim, formatData(g.vigenciaFim)],
      ];
    case 'caucao':
      return [
        [C.valor, formatBRL(g.valor)],
        [C.deposito, g.deposito],
        [C.dataDeposito, formatData(g.dataDeposito) || '—'],
      ];
    case 'titulo-capitalizacao':
      return [
        [C.emissora, g.emissora],
        [C.numero, g.numero],
        [C.valor, formatBRL(g.valor)],
        [C.vigenciaFim, formatData(g.vigenciaFim) || '—'],
      ];
  }
};

/** The read view of a contract's guarantee: kind, situação and every field of that kind. */
function GarantiaDetalhes({ garantia }: { garantia: Garantia }) {
  const todas: [string, ReactNode][] = [
    [C.tipo, G.tipos[garantia.tipo]],
    [
      MSG.adminUi.notificacoes.situacao,
      <Badge variant={VARIANTE_DA_SITUACAO[garantia.situacao]}>{G.situacao[garantia.situacao]}</Badge>,
    ],
    ...linhas(garantia),
  ];
  return (
    <div data-slot="garantia-detalhes" className="space-y-3">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {todas.map(([rotulo, valor]) => (
          <div key={rotulo} className="min-w-0">
            <dt className="text-muted-foreground">{rotulo}</dt>
            <dd className="font-medium break-words">{valor}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {MSG_CICLO_UI.garantia.atualizadaEm(formatDataHora(garantia.atualizadoEm))}
      </p>
    </div>
  );
}

export { GarantiaDetalhes };
