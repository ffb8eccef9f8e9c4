import { describe, expect, it } from 'vitest';
import { MSG_PORTAIS } from '../messages/portais';
import { IMOVEL_PUBLICAVEL as BASE } from './portais.fixtures';
import { entraNoFeed, fotoJpegParaPortais, pendenciasParaPortais } from './portais.rules';
import { paraImovelPortal, urlDoFeed } from './situacao';

const P = MSG_PORTAIS.pendencias;
const pendencias = (mudancas: Partial<typeof BASE>) => pendenciasParaPortais({ ...BASE, ...mudancas });

describe('pendenciasParaPortais (VRSync: developers.grupozap.com/feeds/vrsync/elements/listing)', () => {
  it('a property meeting every rule has none', () => {
    expect(pendenciasParaPortais(BASE)).toEqual([]);
  });

  it('title: 10 to 100 characters, counted after trimming, accents as one character', () => {
    expect(pendencias({ titulo: '  Casa boa  ' })).toEqual([P.tituloCurto(10, 8)]);
    expect(pendencias({ titulo: 'Casa ótima' })).toEqual([]); // 10 characters exactly
    expect(pendencias({ titulo: 'é'.repeat(100) })).toEqual([]);
    expect(pendencias({ titulo: 'a'.repeat(101) })).toEqual([P.tituloLongo(100, 101)]);
    expect(P.tituloCurto(10, 8)).toBe(
      'O título precisa ter pelo menos 10 caracteres para os portais (tem 8).',
    );
  });

  it('description: 50 to 3,000 characters', () => {
    expect(pendencias({ descricao: 'x'.repeat(49) })).toEqual([P.descricaoCurta(50, 49)]);
    expect(pendencias({ descricao: 'x'.repeat(50) })).toEqual([]);
    expect(pendencias({ descricao: 'x'.repeat(3000) })).toEqual([]);
    expect(pendencias({ descricao: 'x'.repeat(3001) })).toEqual([P.descricaoLonga(3000, 3001)]);
    expect(P.descricaoLonga(3000, 3001)).toBe(
      'A descrição pode ter no máximo 3.000 caracteres nos portais (tem 3.001).',
    );
  });

  it('no HTML tags in title or description; a "<" in plain text is not a tag', () => {
    expect(pendencias({ titulo: 'Apartamento <b>novo</b> no centro' })).toEqual([P.tituloHtml]);
    expect(pendencias({ descricao: `${'Ótimo imóvel, '.repeat(4)}<br/>perto do metrô` })).toEqual([
      P.descricaoHtml,
    ]);
    expect(pendencias({ descricao: `${'Ótimo imóvel, '.repeat(4)}<a href="x">veja</a>` })).toEqual([
      P.descricaoHtml,
    ]);
    expect(pendencias({ titulo: 'Sala < 40 m² & vaga' })).toEqual([]);
  });

  it('photos: at least one, one in JPEG, and the first (primary) one JPEG', () => {
    expect(pendencias({ fotos: [] })).toEqual([P.semFoto]);
    expect(pendencias({ fotos: ['https://x.com/a.png', 'https://x.com/b.webp'] })).toEqual([P.semJpeg]);
    expect(pendencias({ fotos: ['https://x.com/a.png', 'https://x.com/b.jpeg'] })).toEqual([
      P.fotoPrincipalNaoJpeg,
    ]);
    expect(pendencias({ fotos: ['https://x.com/b.jpeg', 'https://x.com/a.png'] })).toEqual([]);
  });

  it('price and area above zero', () => {
    expect(pendencias({ preco: 0, areaUtil: 0 })).toEqual([P.semPreco, P.semArea]);
  });

  it('lists every reason at once, in the order of the form', () => {
    expect(pendencias({ titulo: 'Casa', descricao: 'Curta', fotos: [] })).toEqual([
      P.tituloCurto(10, 4),
      P.descricaoCurta(50, 5),
      P.semFoto,
    ]);
  });
});

describe('fotoJpegParaPortais', () => {
  it('a JPEG photo is itself; an uploaded PNG/WebP has its JPEG copy; a foreign PNG has none', () => {
    expect(fotoJpegParaPortais('https://x.com/a.JPG?v=1')).toBe('https://x.com/a.JPG?v=1');
    expect(fotoJpegParaPortais('data:image/jpeg;base64,AAAA')).toBe('data:image/jpeg;base64,AAAA');
    expect(fotoJpegParaPortais('/uploads/fotos/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.png')).toBe(
      '/uploads/fotos/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa-og.jpg',
    );
    expect(fotoJpegParaPortais('https://x.com/a.png')).toBeUndefined();
    expect(fotoJpegParaPortais('/uploads/fotos/outra.webp')).toBeUndefined();
  });
});

describe('entraNoFeed', () => {
  it('only marked, Disponível properties without pendências', () => {
    expect(entraNoFeed(BASE)).toBe(true);
    expect(entraNoFeed({ ...BASE, publicarNosPortais: false })).toBe(false);
    expect(entraNoFeed({ ...BASE, status: 'Ocupado' })).toBe(false);
    expect(entraNoFeed({ ...BASE, status: 'Reservado' })).toBe(false);
    expect(entraNoFeed({ ...BASE, titulo: 'Curto' })).toBe(false);
  });
});

describe('paraImovelPortal and urlDoFeed', () => {
  it('lists the flag, the first photo, the pendências and whether it is in the feed', () => {
    expect(paraImovelPortal({ ...BASE, titulo: 'Curto', status: 'Ocupado' })).toEqual({
      id: BASE.id,
      titulo: 'Curto',
      tipo: 'Apartamento',
      operacao: 'Aluguel',
      status: 'Ocupado',
      bairro: 'Vila Mariana',
      cidade: 'São Paulo',
      foto: BASE.fotos[0],
      publicarNosPortais: true,
      pendencias: [P.tituloCurto(10, 5)],
      noFeed: false,
    });
    expect(paraImovelPortal({ ...BASE, fotos: [] })).not.toHaveProperty('foto');
    expect(paraImovelPortal(BASE).noFeed).toBe(true);
  });

  it('the feed URL hangs from the site, with the token in the query', () => {
    expect(urlDoFeed('https://www.morada.com.br/', 'a-b_C')).toBe(
      'https://www.morada.com.br/api/portais/vrsync.xml?token=a-b_C',
    );
  });
});
