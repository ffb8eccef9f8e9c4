import { createServer, type Server, type Socket } from 'node:net';
import { TLSSocket } from 'node:tls';

/** One message the server accepted: envelope, raw DATA, and whether the session was encrypted. */
export type MensagemRecebida = { de: string; para: string[]; dados: string; tls: boolean };

export type OpcoesServidorSmtp = {
  /** Offers STARTTLS with this certificate and upgrades the session when the client asks. */
  starttls?: { key: string; cert: string };
};

/**
 * A tiny SMTP relay on a free loopback port, answering like a real one: EHLO (AUTH PLAIN, and
 * STARTTLS when given a certificate), AUTH, MAIL, RCPT (550 for a recipient containing
 * "recusado"), DATA, QUIT. `recebido` gets the commands the client sent and, for each message,
 * its decoded text parts — so a test can look for a link whatever transfer encoding was used.
 */
export const servidorSmtp = (recebido: string[], opcoes: OpcoesServidorSmtp = {}) =>
  new Promise<{ server: Server; porta: number; mensagens: MensagemRecebida[] }>((resolve) => {
    const mensagens: MensagemRecebida[] = [];
    const server = createServer((bruto) => {
      let s: Socket = bruto;
      let seguro = false;
      let buffer = '';
      let dados: string | undefined;
      let envelope = { de: '', para: [] as string[] };
      const linha = (texto: string) => {
        if (dados !== undefined) {
          if (texto !== '.') {
            dados += `${texto.startsWith('.') ? texto.slice(1) : texto}\r\n`;
            return;
          }
          // The CRLF before the dot belongs to the terminator, not to the message.
          dados = dados.replace(/\r\n$/, '');
          mensagens.push({ ...envelope, dados, tls: seguro });
          recebido.push(...partesMime(dados).flatMap((p) => (p.tipo.startsWith('text/') ? [p.texto] : [])));
          dados = undefined;
          envelope = { de: '', para: [] };
          s.write('250 OK queued\r\n');
          return;
        }
        const cmd = texto.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') {
          const starttls = opcoes.starttls && !seguro ? ['250-STARTTLS'] : [];
          s.write(['250-teste', ...starttls, '250 AUTH PLAIN', ''].join('\r\n'));
        } else if (texto.toUpperCase() === 'STARTTLS' && opcoes.starttls) {
          s.write('220 pronto para TLS\r\n');
          s.removeAllListeners('data');
          s = new TLSSocket(s, { isServer: true, ...opcoes.starttls });
          seguro = true;
          s.on('data', receber);
          s.on('error', () => s.destroy());
        } else if (texto.toUpperCase() === 'STARTTLS') s.write('502 STARTTLS not offered\r\n');
        else if (cmd === 'AUTH') s.write('235 ok\r\n');
        else if (cmd === 'MAIL') {
          envelope.de = /<(.*)>/.exec(texto)?.[1] ?? '';
          s.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          if (texto.includes('recusado')) s.write('550 no such user\r\n');
          else {
            envelope.para.push(/<(.*)>/.exec(texto)?.[1] ?? '');
            s.write('250 OK\r\n');
          }
        } else if (cmd === 'DATA') {
          dados = '';
          s.write('354 go\r\n');
        } else if (cmd === 'QUIT') s.end('221 bye\r\n');
        else s.write('250 OK\r\n');
      };
      const receber = (d: Buffer) => {
        const texto = d.toString('utf8');
        // The message itself is recorded decoded, once complete (a raw QP line may cut a link).
        if (dados === undefined) recebido.push(texto);
        buffer += texto;
        const atual = s;
        let fim: number;
        while ((fim = buffer.indexOf('\r\n')) >= 0) {
          const l = buffer.slice(0, fim);
          buffer = buffer.slice(fim + 2);
          linha(l);
          if (s !== atual) {
            // Anything sent in clear after STARTTLS is discarded, as RFC 3207 requires.
            buffer = '';
            return;
          }
        }
      };
      s.on('data', receber);
      s.on('error', () => s.destroy());
      s.write('220 teste ESMTP\r\n');
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, porta: (server.address() as { port: number }).port, mensagens }),
    );
  });

export type ParteMime = { tipo: string; nome?: string; conteudo: Buffer; texto: string };

const cabecalhos = (bloco: string) => {
  const h = new Map<string, string>();
  for (const l of bloco.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = l.indexOf(':');
    if (i > 0) h.set(l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim());
  }
  return h;
};

const parametro = (valor: string | undefined, nome: string) =>
  valor ? new RegExp(`${nome}\\*?="?([^";]+)"?`, 'i').exec(valor)?.[1] : undefined;

const decodificar = (corpo: string, codificacao = '7bit'): Buffer => {
  const c = codificacao.toLowerCase();
  if (c === 'base64') return Buffer.from(corpo.replace(/\s+/g, ''), 'base64');
  if (c === 'quoted-printable') {
    const semQuebras = corpo.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < semQuebras.length; i++) {
      const hex = semQuebras.slice(i + 1, i + 3);
      if (semQuebras[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(semQuebras[i]!, 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(corpo, 'utf8');
};

/** The leaf parts of a MIME message (recursing into multiparts), each decoded. */
export const partesMime = (mensagem: string): ParteMime[] => {
  const corte = mensagem.indexOf('\r\n\r\n');
  const h = cabecalhos(corte < 0 ? mensagem : mensagem.slice(0, corte));
  const corpo = corte < 0 ? '' : mensagem.slice(corte + 4);
  const tipo = h.get('content-type') ?? 'text/plain';
  const limite = parametro(tipo, 'boundary');
  if (tipo.toLowerCase().startsWith('multipart/') && limite) {
    return corpo
      .split(`--${limite}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => partesMime(p.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  }
  const conteudo = decodificar(corpo, h.get('content-transfer-encoding'));
  return [
    {
      tipo: tipo.split(';')[0]!.trim().toLowerCase(),
      nome: parametro(h.get('content-disposition'), 'filename') ?? parametro(tipo, 'name'),
      conteudo,
      texto: conteudo.toString('utf8'),
    },
  ];
};
