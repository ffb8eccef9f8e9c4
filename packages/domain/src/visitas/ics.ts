import { MSG_VISITAS } from '../messages/visitas';
import type { Visita } from './visitas.schema';

/** RFC 5545 §3.1: content lines are at most 75 octets, then folded with CRLF and one space. */
const MAX_OCTETOS = 75;
const codificador = new TextEncoder();

/** RFC 5545 §3.3.11: a TEXT value escapes backslash, semicolon, comma and line breaks. */
export const escaparTextoIcs = (texto: string): string =>
  texto
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds one content line at 75 octets without splitting a UTF-8 character. */
export const dobrarLinhaIcs = (linha: string): string => {
  const partes: string[] = [];
  let atual = '';
  let octetos = 0;
  for (const ch of linha) {
    const n = codificador.encode(ch).length;
    // The continuation's leading space counts in its 75 octets.
    if (octetos + n > MAX_OCTETOS) {
      partes.push(atual);
      atual = ' ';
      octetos = 1;
    }
    atual += ch;
    octetos += n;
  }
  partes.push(atual);
  return partes.join('\r\n');
};

/** '2026-12-07T13:00:00.000Z' → '20261207T130000Z' (a UTC DATE-TIME). */
export const dataHoraIcs = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A parameter value (CN): quoted, without the quotes it may not hold. */
const parametro = (valor: string) => `"${valor.replace(/"/g, "'")}"`;

export type ParticipanteIcs = { nome: string; email: string };

/**
 * The visit as an iTIP invitation (RFC 5545 + RFC 5546): METHOD REQUEST when confirmed (or moved),
 * CANCEL when cancelled. The UID is the visit's, so a calendar updates the same event; `sequencia`
 * grows with each change so the newer one wins. CRLF line endings, lines folded at 75 octets.
 */
export const conviteIcs = ({
  visita,
  agencia,
  corretor,
  metodo,
  sequencia,
  agora,
}: {
  visita: Pick<
    Visita,
    | 'id'
    | 'imovelTitulo'
    | 'imovelEndereco'
    | 'inicio'
    | 'fim'
    | 'visitanteNome'
    | 'visitanteEmail'
    | 'visitanteTelefone'
    | 'corretorNome'
  >;
  agencia: ParticipanteIcs;
  corretor?: ParticipanteIcs | null;
  metodo: 'REQUEST' | 'CANCEL';
  sequencia: number;
  agora: Date;
}): string => {
  const convidados = [
    { nome: visita.visitanteNome, email: visita.visitanteEmail },
    ...(corretor ? [corretor] : []),
  ];
  const linhas = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Morada//Visitas//PT-BR',
    'CALSCALE:GREGORIAN',
    `METHOD:${metodo}`,
    'BEGIN:VEVENT',
    `UID:visita-${visita.id}@morada`,
    `DTSTAMP:${dataHoraIcs(agora.toISOString())}`,
    `DTSTART:${dataHoraIcs(visita.inicio)}`,
    `DTEND:${dataHoraIcs(visita.fim)}`,
    `SEQUENCE:${sequencia}`,
    `STATUS:${metodo === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escaparTextoIcs(MSG_VISITAS.ics.resumo(visita.imovelTitulo))}`,
    `LOCATION:${escaparTextoIcs(visita.imovelEndereco)}`,
    `DESCRIPTION:${escaparTextoIcs(
      MSG_VISITAS.ics.descricao(visita.visitanteNome, visita.visitanteTelefone, visita.corretorNome),
    )}`,
    `ORGANIZER;CN=${parametro(agencia.nome)}:mailto:${agencia.email}`,
    ...convidados.map(
      (p) => `ATTENDEE;CN=${parametro(p.nome)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${p.email}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return linhas.map(dobrarLinhaIcs).join('\r\n') + '\r\n';
};
