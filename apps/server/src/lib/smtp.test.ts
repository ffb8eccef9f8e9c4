import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partesMime, servidorSmtp } from '../test/smtp-server';
import { enviarSmtp } from './smtp';

const abertos: Server[] = [];
afterAll(() => abertos.forEach((s) => s.close()));

const iniciar = async (opcoes?: Parameters<typeof servidorSmtp>[1]) => {
  const recebido: string[] = [];
  const r = await servidorSmtp(recebido, opcoes);
  abertos.push(r.server);
  return { ...r, recebido };
};

/** A self-signed certificate for 127.0.0.1, made for this run. */
let certificado: { key: string; cert: string };
beforeAll(() => {
  const pasta = mkdtempSync(join(tmpdir(), 'morada-smtp-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(pasta, 'key.pem'),
        '-out',
        join(pasta, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    certificado = {
      key: readFileSync(join(pasta, 'key.pem'), 'utf8'),
      cert: readFileSync(join(pasta, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
});

const CSV = '\ufeffIndicador;Valor\r\nReceita Mensal (R$);1971,22\r\nOcupação;80\r\n';

describe('enviarSmtp', () => {
  it('delivers recipients, subject, body and a CSV attachment, with AUTH PLAIN', async () => {
    const { porta, mensagens, recebido } = await iniciar();
    await enviarSmtp(`smtp://user:p%40ss@127.0.0.1:${porta}`, {
      de: 'nao-responda@morada.com.br',
      para: 'ana@x.com',
      assunto: 'Relatório mensal 2026-06',
      corpo: 'Segue em anexo o relatório.\n.linha com ponto',
      anexos: [
        { nome: 'relatorio_2026-06.csv', tipo: 'text/csv; charset=utf-8', conteudo: CSV },
        { nome: 'relatorio_2026-06.pdf', tipo: 'application/pdf', conteudo: Buffer.from('%PDF-1.7 x') },
      ],
    });
    expect(recebido.join('')).toContain(`AUTH PLAIN ${Buffer.from('\0user\0p@ss').toString('base64')}`);
    expect(mensagens).toHaveLength(1);
    const m = mensagens[0]!;
    expect(m).toMatchObject({ de: 'nao-responda@morada.com.br', para: ['ana@x.com'], tls: false });
    expect(m.dados).toMatch(/^Subject: =\?UTF-8\?/im);
    const partes = partesMime(m.dados);
    const cabecalho = m.dados.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    const assunto = /^Subject: (.*)$/im.exec(cabecalho)![1]!;
    expect(decodificarAssunto(assunto)).toBe('Relatório mensal 2026-06');
    expect(partes.find((p) => p.tipo === 'text/plain')?.texto).toBe(
      'Segue em anexo o relatório.\r\n.linha com ponto',
    );
    const csv = partes.find((p) => p.nome === 'relatorio_2026-06.csv');
    expect(csv?.tipo).toBe('text/csv');
    expect(csv?.texto).toBe(CSV);
    const pdf = partes.find((p) => p.nome === 'relatorio_2026-06.pdf');
    expect(pdf?.tipo).toBe('application/pdf');
    expect(pdf?.conteudo.toString('latin1')).toBe('%PDF-1.7 x');
  });

  it('upgrades with STARTTLS when the URL requires it, verifying the certificate', async () => {
    const { porta, mensagens } = await iniciar({ starttls: certificado });
    await enviarSmtp(
      `smtp://user:pw@127.0.0.1:${porta}?requireTLS=true`,
      { de: 'a@morada.com.br', para: 'b@x.com', assunto: 'Teste', corpo: 'cifrado' },
      { tls: { ca: certificado.cert } },
    );
    expect(mensagens).toHaveLength(1);
    expect(mensagens[0]).toMatchObject({ para: ['b@x.com'], tls: true });
    expect(partesMime(mensagens[0]!.dados)[0]?.texto).toBe('cifrado');

    // A certificate nobody vouches for is refused: nothing goes out over an unverified channel.
    const outro = await iniciar({ starttls: certificado });
    await expect(
      enviarSmtp(`smtp://127.0.0.1:${outro.porta}?requireTLS=true`, {
        de: 'a@morada.com.br',
        para: 'b@x.com',
        assunto: 'Teste',
        corpo: 'x',
      }),
    ).rejects.toThrow(/certificate/i);
    expect(outro.mensagens).toEqual([]);
  });

  it('refuses to send in clear when STARTTLS is required and the relay does not offer it', async () => {
    const { porta, mensagens } = await iniciar();
    await expect(
      enviarSmtp(`smtp://127.0.0.1:${porta}?requireTLS=true`, {
        de: 'a@morada.com.br',
        para: 'b@x.com',
        assunto: 'Teste',
        corpo: 'segredo',
      }),
    ).rejects.toThrow();
    expect(mensagens).toEqual([]);
  });

  it('rejects when the relay refuses the recipient or is unreachable', async () => {
    const { server, porta } = await iniciar();
    await expect(
      enviarSmtp(`smtp://127.0.0.1:${porta}`, {
        de: 'a@b.c',
        para: 'recusado@x.com',
        assunto: 'x',
        corpo: 'y',
      }),
    ).rejects.toThrow(/550/);
    await new Promise((r) => server.close(r));
    await expect(
      enviarSmtp(
        `smtp://127.0.0.1:${porta}`,
        { de: 'a@b.c', para: 'd@e.f', assunto: 'x', corpo: 'y' },
        { timeoutMs: 2000 },
      ),
    ).rejects.toThrow();
  });
});

/** An RFC 2047 subject (one or more =?UTF-8?B|Q?…?= words) back to text. */
const decodificarAssunto = (valor: string) =>
  valor
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, tipo: string, texto: string) =>
      tipo.toUpperCase() === 'B'
        ? Buffer.from(texto, 'base64').toString('utf8')
        : Buffer.from(
            texto
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
