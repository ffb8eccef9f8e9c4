import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAVE_TOKEN, CHAVE_USUARIO, createSessionStore, memoryStorage } from './session';

const usuario = { id: 'u1', nome: 'Ana', email: 'ana@x.com', perfil: 'admin' as const };

describe('session store (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('salvar keeps the token and the user as {id, nome, email, perfil, tipo}', () => {
    const storage = memoryStorage();
    const s = createSessionStore(storage);
    const sessao = s.salvar({ token: 'abc', usuario: { ...usuario, telefone: '1' } as typeof usuario });
    expect(sessao).toEqual({ id: 'u1', nome: 'Ana', email: 'ana@x.com', tipo: 'admin' });
    expect(storage.getItem(CHAVE_TOKEN)).toBe('abc');
    expect(JSON.parse(storage.getItem(CHAVE_USUARIO)!)).toEqual({
      id: 'u1',
      nome: 'Ana',
      email: 'ana@x.com',
      perfil: 'admin',
      tipo: 'admin',
    });
    expect(s.getSnapshot()).toEqual({ usuario: sessao, carregando: false });
  });

  it('restaurar accepts _id and perfil from older stored data', () => {
    const storage = memoryStorage();
    storage.setItem(
      CHAVE_USUARIO,
      JSON.stringify({ _id: 'x9', nome: 'Mariana', email: 'm@x.com', perfil: 'inquilino' }),
    );
    const s = createSessionStore(storage);
    expect(s.getSnapshot().carregando).toBe(true);
    expect(s.restaurar()).toEqual({ id: 'x9', nome: 'Mariana', email: 'm@x.com', tipo: 'inquilino' });
    expect(s.getSnapshot().carregando).toBe(false);
  });

  it.each([
    ['{not json'],
    [JSON.stringify({ nome: 'sem id', email: 'a@b.c' })],
    [JSON.stringify({ id: '1', nome: 'x', email: 'y', perfil: 'rei' })],
  ])('restaurar clears the storage when the user is unreadable (%s)', (texto) => {
    const storage = memoryStorage();
    storage.setItem(CHAVE_TOKEN, 'tok');
    storage.setItem(CHAVE_USUARIO, texto);
    const s = createSessionStore(storage);
    expect(s.restaurar()).toBeNull();
    expect(storage.getItem(CHAVE_TOKEN)).toBeNull();
    expect(storage.getItem(CHAVE_USUARIO)).toBeNull();
  });

  it('notifies subscribers on sign in and sign out, with a new snapshot each time', () => {
    const s = createSessionStore(memoryStorage());
    const ouvinte = vi.fn();
    const sair = s.subscribe(ouvinte);
    const antes = s.getSnapshot();
    s.salvar({ token: 't', usuario });
    expect(ouvinte).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot()).not.toBe(antes);
    expect(s.getSnapshot()).toBe(s.getSnapshot());
    s.limpar();
    expect(ouvinte).toHaveBeenCalledTimes(2);
    expect(s.getSnapshot().usuario).toBeNull();
    sair();
    s.salvar({ token: 't', usuario });
    expect(ouvinte).toHaveBeenCalledTimes(2);
  });

  it("re-reads on the 'storage' event of another tab", () => {
    const janela = new EventTarget();
    vi.stubGlobal('addEventListener', janela.addEventListener.bind(janela));
    vi.stubGlobal('removeEventListener', janela.removeEventListener.bind(janela));
    const storage = memoryStorage();
    const s = createSessionStore(storage);
    s.restaurar();
    const ouvinte = vi.fn();
    s.subscribe(ouvinte);
    // Another tab signed in: the storage changed behind our back.
    storage.setItem(CHAVE_TOKEN, 't2');
    storage.setItem(CHAVE_USUARIO, JSON.stringify({ ...usuario, tipo: 'admin' }));
    janela.dispatchEvent(Object.assign(new Event('storage'), { key: CHAVE_USUARIO }));
    expect(ouvinte).toHaveBeenCalledTimes(1);
    expect(s.getSnapshot().usuario?.nome).toBe('Ana');
    janela.dispatchEvent(Object.assign(new Event('storage'), { key: 'morada-tema' }));
    expect(ouvinte).toHaveBeenCalledTimes(1);
  });
});
