import { invalidar, isApiError, siteApi, useLead, useProposta } from '@morada/api-client/site';
import { MSG_PROPOSTAS_UI, type Proposta } from '@morada/domain';
import { buttonVariants } from '@morada/ui/button';
import { AppLink } from '@morada/ui/link';
import { Spinner } from '@morada/ui/spinner';
import { toast } from '@morada/ui/toast';
import { PropostaForm, type DadosProposta } from '@morada/ui/views/propostas';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequirePerfil } from '../../features/auth/require-perfil';
import { baixarDocumentoAoClicar, hrefDocumentoProposta } from '../../features/corretor/baixar-documento';
import { useDocumentosProposta } from '../../features/corretor/use-documentos-proposta';

const T = MSG_PROPOSTAS_UI;

/** The part of the kind the form filled: what PUT /api/propostas/{id} and POST /api/propostas take. */
const conteudo = (d: DadosProposta) => (d.tipo === 'locacao' ? { locacao: d.locacao } : { venda: d.venda });

/** A page's frame: the way back, the title and what the page has under it. */
function Moldura({
  titulo,
  subtitulo,
  children,
}: {
  titulo: string;
  subtitulo?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6 sm:py-10" onClickCapture={baixarDocumentoAoClicar}>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{titulo}</h1>
        {subtitulo ? <p className="text-muted-foreground">{subtitulo}</p> : null}
      </header>
      {children}
    </div>
  );
}

/**
 * /corretor/propostas/nova?lead=<id> and /corretor/propostas/:id/editar: the proposal form. A new one
 * starts from the lead (its contact filled in); the first "Salvar rascunho" creates the draft and opens
 * its edit page, where documents can be attached. "Enviar para aprovação" saves, then sends; the
 * server's field errors (400) land under the fields.
 */
function FormularioDaProposta() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const leadId = id ? undefined : (params.get('lead') ?? '');
  const lead = useLead(leadId || undefined);
  const proposta = useProposta(id);
  const navigate = useNavigate();
  const [ocupado, setOcupado] = useState<'salvando' | 'enviando' | null>(null);
  const [erros, setErros] = useState<Record<string, string> | undefined>();
  const documentos = useDocumentosProposta(id, () => proposta.mutate());

  // A draft created here whose sending then failed: the next try saves it instead of creating another.
  const [criada, setCriada] = useState<string>();

  /** Creates the draft or saves it (the server's refusal is thrown to the caller). */
  const gravar = async (dados: DadosProposta): Promise<Proposta> => {
    const atual = id ?? criada;
    const p = atual
      ? await siteApi.propostas.editar(atual, conteudo(dados))
      : await siteApi.propostas.criar({ leadId: leadId ?? '', tipo: dados.tipo, ...conteudo(dados) });
    if (!atual) setCriada(p.id);
    await invalidar('propostas');
    return p;
  };
  const falhou = (e: unknown, titulo: string) => {
    if (isApiError(e) && (e.status === 400 || e.status === 409 || e.status === 422)) {
      // The property not offered for this kind of deal: said under "Tipo de proposta", which fixes it.
      const { imovelId, ...porCampo } = e.errosPorCampo;
      if (imovelId) porCampo.tipo = imovelId;
      setErros(Object.keys(porCampo).length ? porCampo : { erro: e.mensagem });
    } else
      toast({ title: titulo, description: isApiError(e) ? e.mensagem : undefined, variant: 'destructive' });
  };

  const salvarRascunho = async (dados: DadosProposta) => {
    setOcupado('salvando');
    setErros(undefined);
    try {
      const p = await gravar(dados);
      toast({ title: T.sucesso.rascunho });
      if (!id) navigate(paths.editarPropostaCorretor(p.id), { replace: true });
      else await proposta.mutate(p, { revalidate: false });
    } catch (e) {
      falhou(e, T.erros.salvar);
    } finally {
      setOcupado(null);
    }
  };

  const enviar = async (dados: DadosProposta) => {
    setOcupado('enviando');
    setErros(undefined);
    try {
      const p = await gravar(dados);
      await siteApi.propostas.enviar(p.id);
      await invalidar('propostas');
      await invalidar('leads');
      toast({ title: T.sucesso.enviada });
      navigate(paths.propostaCorretor(p.id), { replace: true });
    } catch (e) {
      falhou(e, T.erros.enviar);
    } finally {
      setOcupado(null);
    }
  };

  if (id) {
    // Not his, gone, or no longer a draft: its page says which.
    if (proposta.error?.status === 404 || (proposta.data && proposta.data.status !== 'rascunho'))
      return <Navigate to={paths.propostaCorretor(id)} replace />;
    if (!proposta.data)
      return (
        <Moldura titulo={T.form.tituloEdicao}>
          <Spinner label={T.detalhe.carregando} className="py-6" />
        </Moldura>
      );
  } else if (!leadId || lead.error?.status === 404) {
    return (
      <Moldura titulo={T.detalhe.leadNaoEncontrado} subtitulo={T.detalhe.leadNaoEncontradoDetalhe}>
        <AppLink href={paths.corretor} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
          {T.detalhe.voltar}
        </AppLink>
      </Moldura>
    );
  } else if (!lead.data) {
    return (
      <Moldura titulo={T.form.tituloNova}>
        <Spinner label={T.detalhe.carregando} className="py-6" />
      </Moldura>
    );
  }

  const p = proposta.data;
  const l = lead.data;
  return (
    <Moldura
      titulo={p ? `${T.form.tituloEdicao} ${p.numero}` : T.form.tituloNova}
      subtitulo={
        p ? `${p.leadNome} · ${p.imovelTitulo}` : [l?.nome, l?.imovelTitulo].filter(Boolean).join(' · ')
      }
    >
      <PropostaForm
        key={p?.id ?? 'nova'}
        {...(p ? { proposta: p } : {})}
        {...(l ? { contato: { nome: l.nome, email: l.email, telefone: l.telefone } } : {})}
        onSalvarRascunho={(d) => void salvarRascunho(d)}
        onEnviar={(d) => void enviar(d)}
        ocupado={ocupado}
        {...(erros ? { errosServidor: erros } : {})}
        {...(p
          ? {
              documentos: {
                documentos: p.documentos,
                envios: documentos.envios,
                onAnexar: (arquivo, categoria) => void documentos.onAnexar(arquivo, categoria),
                onRemover: (doc) => void documentos.onRemover(doc),
                hrefDocumento: hrefDocumentoProposta(p.id),
              },
            }
          : {})}
      />
    </Moldura>
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="corretor">
      <FormularioDaProposta />
    </RequirePerfil>
  );
}
