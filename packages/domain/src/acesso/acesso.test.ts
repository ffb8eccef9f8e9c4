import { describe, expect, it } from 'vitest';
import { linkDeAcesso, linkWhatsappComTexto, textoLinkAcesso } from './acesso.rules';
import { aceitarConviteSchema, alterarSenhaFormSchema, alterarSenhaSchema } from './acesso.schema';

describe('access links', () => {
  it('points invitations and resets at the login page, without a doubled slash', () => {
    expect(linkDeAcesso('https://morada.example/', 'convite', 'abc_DEF-123')).toBe(
      'https://morada.example/login?convite=abc_DEF-123',
    );
    expect(linkDeAcesso('http://localhost:3000', 'redefinicao', 'tok')).toBe(
      'http://localhost:3000/login?reset=tok',
    );
  });

  it('writes the WhatsApp text of each kind with name, agency, validity and link', () => {
    const dados = {
      nome: 'Ana',
      agencia: 'Morada Imóveis',
      link: 'https://x/login?convite=t',
      validade: '30/11/2026 10:00',
    };
    expect(textoLinkAcesso('convite', dados)).toBe(
      'Olá, Ana! A Morada Imóveis criou o seu acesso à área do locatário. Para criar a sua senha, abra o link (válido até 30/11/2026 10:00): https://x/login?convite=t',
    );
    expect(textoLinkAcesso('redefinicao', dados)).toContain(
      'Para criar uma nova senha de acesso à Morada Imóveis',
    );
  });

  it('opens the chat of a Brazilian phone, or the contact picker when there is no usable phone', () => {
    expect(linkWhatsappComTexto('(11) 98765-4321', 'Olá & até')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9',
    );
    expect(linkWhatsappComTexto('', 'oi')).toBe('https://wa.me/?text=oi');
    expect(linkWhatsappComTexto('123', 'oi')).toBe('https://wa.me/?text=oi');
  });
});

describe('password schemas', () => {
  it('accepts an invitation with a password of at least 6 characters', () => {
    expect(aceitarConviteSchema.safeParse({ token: 'x'.repeat(43), senha: '12345' }).success).toBe(false);
    expect(aceitarConviteSchema.safeParse({ token: 'x'.repeat(43), senha: '123456' }).success).toBe(true);
  });

  it('refuses a new password equal to the current one', () => {
    const r = alterarSenhaSchema.safeParse({ senhaAtual: 'segredo1', novaSenha: 'segredo1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['A nova senha deve ser diferente da atual']);
  });

  it('reports every error of the form at once, the confirmation included', () => {
    const r = alterarSenhaFormSchema.safeParse({ senhaAtual: '', novaSenha: '123', confirmarSenha: '' });
    expect(r.success).toBe(false);
    const porCampo = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(porCampo).toEqual({
      senhaAtual: 'Informe a senha atual',
      novaSenha: 'A senha deve ter pelo menos 6 caracteres',
      confirmarSenha: 'As senhas não coincidem',
    });
  });
});
