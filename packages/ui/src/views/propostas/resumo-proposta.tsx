import {
  formatCpf,
  formatData,
  formatDataHora,
  formatTelefone,
  MSG_PROPOSTAS,
  MSG_PROPOSTAS_UI,
} from '@morada/domain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/link';
import { LinkDocumento } from './documento-link';
import { StatusPropostaBadge } from './selos';
import type { DocumentoProposta, Proposta } from './tipos';
import { brl, contratoDa } from './valores';

const T = MSG_PROPOSTAS_UI;
const F = T.form;

/** One label/value pair of the summary. */
function Item({ rotulo, children }: { rotulo: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{rotulo}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** A titled block of label/value pairs. */
function Bloco({ titulo, children }: { titulo: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={String(titulo)} className="grid gap-3 rounded-xl border p-4">
      <h2 className="font-semibold">{titulo}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** The status, and what follows from it: the refusal's motivo, or the contract the approval created. */
function SituacaoProposta({
  proposta,
  hrefContrato,
}: {
  proposta: Proposta;
  hrefContrato?: ((id: string) => string) | undefined;
}) {
  const { status, motivoRecusa, contratoId } = proposta;
  return (
    <section aria-label={T.detalhe.status} className="grid gap-2 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{T.detalhe.status}</span>
        <StatusPropostaBadge status={status} />
      </div>
      {status === 'recusada' && motivoRecusa ? (
        <p>
          <span className="text-sm text-muted-foreground">{T.detalhe.motivo}: </span>
          {motivoRecusa}
        </p>
      ) : null}
      {status === 'aprovada' && contratoId ? (
        <p>
          {hrefContrato ? (
            <AppLink href={hrefContrato(contratoId)} className="font-medium underline underline-offset-4">
              {T.detalhe.contrato(contratoDa(proposta))}
            </AppLink>
          ) : (
            T.detalhe.contrato(contratoDa(proposta))
          )}
        </p>
      ) : null}
    </section>
  );
}

/** The documents, each a download link. */
function DocumentosProposta({
  documentos,
  hrefDocumento,
}: {
  documentos: readonly DocumentoProposta[];
  hrefDocumento: (docId: string) => string;
}) {
  return (
    <section aria-label={T.documentos.titulo} className="grid gap-3 rounded-xl border p-4">
      <h2 className="font-semibold">{T.documentos.titulo}</h2>
      {documentos.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.documentos.vazio}</p>
      ) : (
        <ul className="grid gap-2">
          {documentos.map((d) => (
            <li key={d.id} className="flex items-center gap-2">
              <LinkDocumento documento={d} href={hrefDocumento(d.id)} />
              <Download className="ml-auto size-4 shrink-0" aria-hidden />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The proposal read-only: the situation, the tenant's ficha or the sale's terms, and the documents. */
function ResumoProposta({
  proposta: p,
  hrefDocumento,
  hrefContrato,
}: {
  proposta: Proposta;
  hrefDocumento: (docId: string) => string;
  hrefContrato?: ((id: string) => string) | undefined;
}) {
  return (
    <>
      <SituacaoProposta proposta={p} hrefContrato={hrefContrato} />
      <Bloco titulo={T.detalhe.imovel}>
        <Item rotulo={T.detalhe.imovel}>{p.imovelTitulo}</Item>
        <Item rotulo={T.colunas.tipo}>{MSG_PROPOSTAS.tipos[p.tipo]}</Item>
        <Item rotulo={T.detalhe.corretor}>{p.corretorNome}</Item>
        <Item rotulo={T.detalhe.criadaEm}>{formatDataHora(p.criadaEm)}</Item>
        {p.enviadaEm ? <Item rotulo={T.detalhe.enviadaEm}>{formatDataHora(p.enviadaEm)}</Item> : null}
        {p.decididaEm ? <Item rotulo={T.detalhe.decididaEm}>{formatDataHora(p.decididaEm)}</Item> : null}
      </Bloco>
      {p.locacao ? (
        <Bloco titulo={F.ficha}>
          <Item rotulo={F.nome}>{p.locacao.inquilino.nome}</Item>
          <Item rotulo={F.cpf}>{p.locacao.inquilino.cpf ? formatCpf(p.locacao.inquilino.cpf) : '—'}</Item>
          <Item rotulo={F.email}>{p.locacao.inquilino.email}</Item>
          <Item rotulo={F.telefone}>
            {p.locacao.inquilino.telefone ? formatTelefone(p.locacao.inquilino.telefone) : '—'}
          </Item>
          <Item rotulo={F.profissao}>{p.locacao.inquilino.profissao}</Item>
          <Item rotulo={F.renda}>{brl(p.locacao.rendaMensalCentavos)}</Item>
          <Item rotulo={F.aluguel}>{brl(p.locacao.valorAluguelCentavos)}</Item>
          <Item rotulo={F.inicio}>{formatData(p.locacao.dataInicioDesejada) || '—'}</Item>
          <Item rotulo={F.prazo}>{p.locacao.prazoMeses}</Item>
        </Bloco>
      ) : null}
      {p.venda ? (
        <Bloco titulo={F.venda}>
          <Item rotulo={F.valorVenda}>{brl(p.venda.valorCentavos)}</Item>
          <Item rotulo={F.compradorNome}>{p.venda.compradorNome}</Item>
          <Item rotulo={F.compradorCpf}>{p.venda.compradorCpf ? formatCpf(p.venda.compradorCpf) : '—'}</Item>
          <Item rotulo={F.compradorEmail}>{p.venda.compradorEmail}</Item>
          <Item rotulo={F.condicoes}>{p.venda.condicoes}</Item>
        </Bloco>
      ) : null}
      {p.tipo === 'locacao' ? (
        <DocumentosProposta documentos={p.documentos} hrefDocumento={hrefDocumento} />
      ) : null}
    </>
  );
}

export { ResumoProposta };
