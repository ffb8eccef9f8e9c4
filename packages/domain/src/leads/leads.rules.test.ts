import { describe, expect, it } from 'vitest';
import { MSG_LEADS } from '../messages/leads';
import {
  chaveDeContato,
  leadParado,
  mesmoContato,
  mudancaDeEtapaValida,
  proximoNaRodizio,
} from './leads.rules';
import { mudarEtapaSchema } from './leads.schema';
import { leadGrupoOlxSchema, telefoneDoLeadGrupoOlx } from './grupo-olx.schema';

const A = MSG_LEADS.api;

describe('chaveDeContato and mesmoContato', () => {
  it('lower-cases and trims the e-mail, keeps the phone digits without 55', () => {
    expect(
      chaveDeContato({ email: '  Mariana.Souza@Email.com.BR ', telefone: '+55 (11) 98765-4321' }),
    ).toEqual({
      email: 'mariana.souza@email.com.br',
      telefone: '11987654321',
    });
    expect(chaveDeContato({ telefone: '(11) 98765-4321' }).telefone).toBe('11987654321');
    // A landline with the country code: 55 + 10 digits.
    expect(chaveDeContato({ telefone: '55 11 3456-7890' }).telefone).toBe('1134567890');
    // Ten digits that start with 55 (a DDD 55 landline) keep them.
    expect(chaveDeContato({ telefone: '(55) 3222-1111' }).telefone).toBe('5532221111');
    expect(chaveDeContato({ email: ' ', telefone: '' })).toEqual({ email: null, telefone: null });
  });

  it('the same person by e-mail or by phone; nothing in common is someone else', () => {
    expect(mesmoContato({ email: 'A@x.com' }, { email: 'a@x.com ', telefone: '11 9999-0000' })).toBe(true);
    expect(
      mesmoContato({ telefone: '5511987654321' }, { email: 'b@x.com', telefone: '(11) 98765-4321' }),
    ).toBe(true);
    expect(mesmoContato({ email: 'a@x.com' }, { email: 'b@x.com' })).toBe(false);
    expect(mesmoContato({ email: null, telefone: null }, { email: null, telefone: null })).toBe(false);
  });
});

describe('mudancaDeEtapaValida', () => {
  it('moves freely between open etapas, back and forth', () => {
    expect(mudancaDeEtapaValida('novo', 'proposta', undefined)).toEqual({ ok: true });
    expect(mudancaDeEtapaValida('proposta', 'em_atendimento', undefined)).toEqual({ ok: true });
    expect(mudancaDeEtapaValida('visita_agendada', 'ganho', undefined)).toEqual({ ok: true });
  });
  it('perdido needs a motivo', () => {
    expect(mudancaDeEtapaValida('novo', 'perdido', '  ')).toEqual({ ok: false, erro: A.motivoObrigatorio });
    expect(mudancaDeEtapaValida('novo', 'perdido', 'Sem interesse')).toEqual({ ok: true });
  });
  it('a closed lead is reopened only by an admin, only to em_atendimento', () => {
    expect(mudancaDeEtapaValida('ganho', 'em_atendimento', undefined)).toEqual({
      ok: false,
      erro: A.reabrirSoAdmin,
    });
    expect(mudancaDeEtapaValida('perdido', 'em_atendimento', undefined, true)).toEqual({ ok: true });
    expect(mudancaDeEtapaValida('perdido', 'proposta', undefined, true)).toEqual({
      ok: false,
      erro: A.reabrirSoEmAtendimento,
    });
    expect(mudancaDeEtapaValida('ganho', 'perdido', 'x', true)).toEqual({
      ok: false,
      erro: A.reabrirSoEmAtendimento,
    });
  });
  it('the same etapa is not a move', () => {
    expect(mudancaDeEtapaValida('novo', 'novo', undefined)).toEqual({ ok: false, erro: A.mesmaEtapa });
  });
  it('the request schema already asks the motivo for perdido (400 on the field)', () => {
    const r = mudarEtapaSchema.safeParse({ etapa: 'perdido', motivo: ' ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['motivo'], message: MSG_LEADS.campos.motivo });
    expect(mudarEtapaSchema.safeParse({ etapa: 'fechado' }).success).toBe(false);
  });
});

describe('proximoNaRodizio', () => {
  const ativos = ['ana', 'bia', 'caio'];
  it('goes to the one after the last assigned, wrapping around', () => {
    expect(proximoNaRodizio(ativos, 'ana')).toBe('bia');
    expect(proximoNaRodizio(ativos, 'bia')).toBe('caio');
    expect(proximoNaRodizio(ativos, 'caio')).toBe('ana');
  });
  it('starts at the first when none was assigned or the last left; none without corretores', () => {
    expect(proximoNaRodizio(ativos, null)).toBe('ana');
    expect(proximoNaRodizio(ativos, 'saiu')).toBe('ana');
    expect(proximoNaRodizio([], 'ana')).toBeUndefined();
  });
});

describe('leadParado', () => {
  const agora = new Date('2026-12-10T15:00:00Z');
  it('an open lead untouched for the configured hours or more', () => {
    expect(leadParado({ etapa: 'novo', ultimaAtividadeEm: '2026-12-09T15:00:00Z' }, agora, 24)).toBe(true);
    expect(leadParado({ etapa: 'proposta', ultimaAtividadeEm: '2026-12-09T15:00:01Z' }, agora, 24)).toBe(
      false,
    );
    expect(leadParado({ etapa: 'em_atendimento', ultimaAtividadeEm: '2026-12-10T12:00:00Z' }, agora, 3)).toBe(
      true,
    );
  });
  it('closed leads never alert', () => {
    expect(leadParado({ etapa: 'ganho', ultimaAtividadeEm: '2026-01-01T00:00:00Z' }, agora, 24)).toBe(false);
    expect(leadParado({ etapa: 'perdido', ultimaAtividadeEm: '2026-01-01T00:00:00Z' }, agora, 24)).toBe(
      false,
    );
  });
});

describe('the Grupo OLX lead body', () => {
  // Field names from the lead-integration manual (developers.grupozap.com/leads/integration).
  const base = { originLeadId: '59ee0fc6e4b043e1b2a6d863', name: 'Nome Consumidor', email: 'a@b.com' };
  it('needs originLeadId, name and a way to answer (e-mail or phone)', () => {
    expect(leadGrupoOlxSchema.safeParse(base).success).toBe(true);
    expect(leadGrupoOlxSchema.safeParse({ ...base, originLeadId: '' }).success).toBe(false);
    expect(leadGrupoOlxSchema.safeParse({ originLeadId: 'x', name: 'N' }).success).toBe(false);
    expect(leadGrupoOlxSchema.safeParse({ ...base, name: 42 }).success).toBe(false);
  });
  it('the phone: phoneNumber when sent, else ddd + phone, digits only', () => {
    expect(telefoneDoLeadGrupoOlx({ ddd: '11', phone: '99999-9999' })).toBe('11999999999');
    expect(telefoneDoLeadGrupoOlx({ ddd: '11', phone: '1', phoneNumber: '(21) 98888-7777' })).toBe(
      '21988887777',
    );
    expect(telefoneDoLeadGrupoOlx({})).toBeUndefined();
  });
});
