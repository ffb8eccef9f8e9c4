export { StatusChamadoBadge, UrgenciaBadge } from './status-chamado';
export type { PublicoChamado } from './status-chamado';
export { TimelineChamado } from './timeline-chamado';
export { FotosChamado, LeitorFotosChamado, type LerFotoChamado } from './fotos-chamado';
export { DadosChamado } from './dados-chamado';
export { BotaoComprovante } from './botao-comprovante';
export { formatAgendado, formatCentavos } from './formatos';
