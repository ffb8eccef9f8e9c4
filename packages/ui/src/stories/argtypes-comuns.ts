/**
 * The argTypes several primitives share, described once so each docs page says the same words:
 * the open state of the overlays (Radix's `open`, `defaultOpen`, `onOpenChange`) and a field's `disabled`.
 */
export const ABERTO = { description: 'Aberto (controlado).', control: 'boolean' } as const;
export const ABERTO_NO_INICIO = { description: 'Aberto no início.', control: 'boolean' } as const;
export const AO_ABRIR_OU_FECHAR = { description: 'Chamado ao abrir ou fechar.' } as const;
export const CAMPO_DESATIVADO = { description: 'Desativa o campo.', control: 'boolean' } as const;
