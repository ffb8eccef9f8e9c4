/**
 * The argTypes several primitives share, described once so each docs page says the same words:
 * Radix's state pair (`open`/`checked`/`value` controlled, `defaultOpen`/`defaultChecked`/`defaultValue`
 * at first), the overlays' `onOpenChange`, a field's `disabled` and a labelled field's `label`.
 */
type Controle = 'boolean' | 'text';

/** The controlled state prop: “Marcada (controlado).”, “Aba aberta (controlado).”. */
export const controlado = (estado: string, control: Controle = 'boolean') =>
  ({ description: `${estado} (controlado).`, control }) as const;

/** The uncontrolled initial state prop: “Marcada no início.”, “Aba aberta no início.”. */
export const noInicio = (estado: string, control: Controle = 'boolean') =>
  ({ description: `${estado} no início.`, control }) as const;

export const ABERTO = controlado('Aberto');
export const ABERTO_NO_INICIO = noInicio('Aberto');
export const AO_ABRIR_OU_FECHAR = { description: 'Chamado ao abrir ou fechar.' } as const;
export const CAMPO_DESATIVADO = { description: 'Desativa o campo.', control: 'boolean' } as const;
export const ROTULO_DO_CAMPO = { description: 'Rótulo do campo.', control: 'text' } as const;
