// The properties bench-api.mjs seeds, and the broad searches it asks for.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
const OPS = ['Venda', 'Aluguel'];
const CIDADES = ['São Paulo', 'Campinas', 'Santos', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte'];
const BAIRROS = ['Centro', 'Moema', 'Pinheiros', 'Jardins', 'Copacabana', 'Batel', 'Savassi', 'Gonzaga'];

const semAcento = (texto) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Broad searches the cache has not seen: every piece of 3+ letters of a bairro's or city's name
 * ('cent', 'entro', 'o pau'… each matches 12,500 or more of 100k properties), in each order, on
 * the three pages given. Some 2,900 paths: more than a process's 1,000 cached listings come between
 * two asks of one path, so every request does a broad term's whole work (the search's tail).
 */
export const buscasAmplas = (paginas) => {
  const pedacos = new Set();
  for (const nome of [...BAIRROS, ...CIDADES]) {
    const texto = semAcento(nome);
    for (let i = 0; i < texto.length; i++)
      for (let j = i + 3; j <= texto.length; j++) {
        const pedaco = texto.slice(i, j);
        if (pedaco.trim() === pedaco) pedacos.add(pedaco);
      }
  }
  const caminhos = [];
  for (const pagina of paginas)
    for (const ordem of ['', '&ordem=menor-preco', '&ordem=maior-preco'])
      for (const pedaco of pedacos)
        caminhos.push(
          `/api/imoveis?localizacao=${encodeURIComponent(pedaco)}${ordem}&pagina=${pagina}&limite=12`,
        );
  return caminhos;
};

/** Writes n properties into dataDir's migrated database; returns every 1000th id. */
export const seed = (dataDir, n) => {
  const db = new Database(join(dataDir, 'morada.db'));
  const insert =
    db.prepare(`INSERT INTO imoveis (id,titulo,tipo,operacao,preco_centavos,condominio_centavos,endereco,bairro,cidade,estado,area_util,quartos,suites,banheiros,vagas,andar,descricao,destaque,status,data_cadastro,fotos,caracteristicas,busca)
    VALUES (@id,@titulo,@tipo,@operacao,@preco,NULL,@endereco,@bairro,@cidade,'SP',@area,2,1,2,1,NULL,'Imóvel de teste',0,'Disponível',@data,'[]','[]',@busca)`);
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const id = randomUUID();
      const bairro = BAIRROS[i % BAIRROS.length];
      const cidade = CIDADES[i % CIDADES.length];
      const titulo = `Imóvel ${i}`;
      const endereco = `Rua ${i % 997}, ${i}`;
      insert.run({
        id,
        titulo,
        tipo: TIPOS[i % 4],
        operacao: OPS[i % 2],
        preco: (1000 + (i % 5000)) * 100,
        endereco,
        bairro,
        cidade,
        area: 50 + (i % 200),
        data: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
        busca: semAcento(`${titulo} ${endereco} ${bairro} ${cidade} sp`),
      });
      if (i % 1000 === 0) ids.push(id);
    }
  })();
  db.close();
  return ids;
};
