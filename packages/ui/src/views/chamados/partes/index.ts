export { StatusChamadoBadge, UrgenciaBadge } from './status-chamado';
export type { PublicoChamado } from './status-chamado';
export { TimelineChamado } from './timeline-chamado';
export { FotosChamado } from './fotos-chamado';
export { DadosChamado } from './dados-chamado';
export { formatAgendado, formatCentavos } from './formatos';
