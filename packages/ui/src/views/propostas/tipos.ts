export type {
  Comissao,
  ComissoesResumo,
  DocumentoProposta,
  Proposta,
  StatusProposta,
  TipoProposta,
} from '@morada/domain';
