import type { UsuarioSessao } from '@morada/domain';
import { lerUsuarioSessao } from './usuario-sessao';

/**
 * The session of spec §4: token and user in localStorage under 'token' and 'usuario'. Site and
 * backoffice are one origin (DESIGN §3), so both apps read the same two keys.
 */
export const CHAVE_TOKEN = 'token';
export const CHAVE_USUARIO = 'usuario';

/** The part of Web Storage we use; tests pass an in-memory one. */
export interface StorageLike {
  getItem(chave: string): string | null;
  setItem(chave: string, valor: string): void;
  removeItem(chave: string): void;
}

export type EstadoSessao = { usuario: UsuarioSessao | null; carregando: boolean };

/** The stored user: {id, nome, email, perfil, tipo} — perfil kept too so older readers still work. */
type UsuarioEntrada = {
  id?: string;
  _id?: string;
  nome: string;
  email: string;
  perfil?: string;
  tipo?: string;
};

export const memoryStorage = (): StorageLike => {
  const dados = new Map<string, string>();
  return {
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, String(v)),
    removeItem: (k) => void dados.delete(k),
  };
};

/** localStorage when the page has one (it can throw in private modes), otherwise memory. */
const storageDoNavegador = (() => {
  let reserva: StorageLike | undefined;
  return (): StorageLike => {
    try {
      const ls = (globalThis as { localStorage?: StorageLike }).localStorage;
      if (ls) return ls;
    } catch {
      // fall through to memory
    }
    reserva ??= memoryStorage();
    return reserva;
  };
})();

export type SessionStore = ReturnType<typeof createSessionStore>;

export const createSessionStore = (storage?: StorageLike) => {
  const armazenamento = () => storage ?? storageDoNavegador();
  const ouvintes = new Set<() => void>();
  let restaurada = false;
  let estado: EstadoSessao = { usuario: null, carregando: true };

  const ler = (chave: string): string | null => {
    try {
      return armazenamento().getItem(chave);
    } catch {
      return null;
    }
  };

  const lerUsuario = (): UsuarioSessao | null => {
    const texto = ler(CHAVE_USUARIO);
    if (!texto) return null;
    try {
      return lerUsuarioSessao(JSON.parse(texto));
    } catch {
      return null;
    }
  };

  const notificar = (avisar = true) => {
    estado = { usuario: lerUsuario(), carregando: !restaurada };
    if (avisar) for (const ouvinte of ouvintes) ouvinte();
  };

  /**
   * Signs out. `semAvisar`: the page is leaving (a 401 sends it to the login page), so the screens
   * are not re-rendered signed out on the way: a guard's own redirect could otherwise win the race
   * against the page load and land elsewhere.
   */
  const limpar = (opcoes: { semAvisar?: boolean } = {}) => {
    try {
      armazenamento().removeItem(CHAVE_TOKEN);
      armazenamento().removeItem(CHAVE_USUARIO);
    } catch {
      // nothing stored that we could remove
    }
    notificar(!opcoes.semAvisar);
  };

  /** Another tab signed in or out: re-read (the 'storage' event fires only in other tabs). */
  const aoMudarEmOutraAba = (e: { key: string | null }) => {
    if (e.key === null || e.key === CHAVE_TOKEN || e.key === CHAVE_USUARIO) notificar();
  };

  return {
    lerToken: (): string | null => ler(CHAVE_TOKEN),
    lerUsuario,

    /** Stores both token and user; the user is reduced to {id, nome, email, perfil, tipo}. */
    salvar({ token, usuario }: { token: string; usuario: UsuarioEntrada }): UsuarioSessao {
      const sessao = lerUsuarioSessao(usuario);
      if (!sessao) throw new TypeError('Usuário da sessão inválido: faltam id, nome, email ou perfil.');
      const guardado = {
        id: sessao.id,
        nome: sessao.nome,
        email: sessao.email,
        perfil: sessao.tipo,
        tipo: sessao.tipo,
      };
      armazenamento().setItem(CHAVE_TOKEN, token);
      armazenamento().setItem(CHAVE_USUARIO, JSON.stringify(guardado));
      restaurada = true;
      notificar();
      return sessao;
    },

    limpar,

    /** Spec §4: restore from the stored user; unreadable data clears the storage. */
    restaurar(): UsuarioSessao | null {
      const temDados = ler(CHAVE_USUARIO) !== null || ler(CHAVE_TOKEN) !== null;
      const usuario = lerUsuario();
      restaurada = true;
      if (!usuario && temDados) limpar();
      else notificar();
      return usuario;
    },

    subscribe(ouvinte: () => void): () => void {
      ouvintes.add(ouvinte);
      const janela = globalThis as { addEventListener?: Window['addEventListener'] };
      if (ouvintes.size === 1) janela.addEventListener?.('storage', aoMudarEmOutraAba);
      return () => {
        ouvintes.delete(ouvinte);
        const w = globalThis as { removeEventListener?: Window['removeEventListener'] };
        if (ouvintes.size === 0) w.removeEventListener?.('storage', aoMudarEmOutraAba);
      };
    },

    /** Stable between changes, as useSyncExternalStore requires. */
    getSnapshot: (): EstadoSessao => estado,
  };
};
