export * from './dashboard-alertas';
export * from './alerta-titulo';
