import { z } from 'zod';
import { MSG_HORARIOS_VISITA } from '../messages/visitas-horarios';

const M = MSG_HORARIOS_VISITA.campos;

const minutosDe = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'HH:MM', 00:00–23:59, in São Paulo time. */
export const horaSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hora);

export const janelaVisitaSchema = z.object({ inicio: horaSchema, fim: horaSchema });

export const DIAS_DA_SEMANA = ['0', '1', '2', '3', '4', '5', '6'] as const;

/**
 * The agency's visiting hours as PUT /api/visitas/agenda takes them and GET returns them: windows
 * per weekday ('0' = Sunday), the length of a visit and the minimum notice. A window must fit one
 * visit and the windows of a day must not overlap (each error names its day's field, `dias.3`).
 */
export const agendaVisitasSchema = z
  .object({
    dias: z.partialRecord(z.enum(DIAS_DA_SEMANA), z.array(janelaVisitaSchema).max(4)),
    duracaoMinutos: z.number({ error: M.duracao }).int(M.duracao).min(15, M.duracao).max(240, M.duracao),
    antecedenciaMinutos: z
      .number({ error: M.antecedencia })
      .int(M.antecedencia)
      .min(0, M.antecedencia)
      .max(7 * 24 * 60, M.antecedencia),
  })
  .superRefine((a, ctx) => {
    let algum = false;
    for (const dia of DIAS_DA_SEMANA) {
      const janelas = [...(a.dias[dia] ?? [])].sort((x, y) => minutosDe(x.inicio) - minutosDe(y.inicio));
      if (janelas.length) algum = true;
      janelas.forEach((j, i) => {
        if (minutosDe(j.fim) - minutosDe(j.inicio) < a.duracaoMinutos)
          ctx.addIssue({ code: 'custom', path: ['dias', dia], message: M.fimAntesDoInicio });
        const proxima = janelas[i + 1];
        if (proxima && minutosDe(proxima.inicio) < minutosDe(j.fim))
          ctx.addIssue({ code: 'custom', path: ['dias', dia], message: M.sobreposicao });
      });
    }
    if (!algum) ctx.addIssue({ code: 'custom', path: ['dias'], message: M.nenhumDia });
  });
export type AgendaVisitasEntrada = z.input<typeof agendaVisitasSchema>;
export type AgendaVisitasSalva = z.output<typeof agendaVisitasSchema>;
