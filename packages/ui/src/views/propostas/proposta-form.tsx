import {
  garantiaEntradaSchema,
  MSG_PROPOSTAS,
  MSG_PROPOSTAS_UI,
  PRAZO_PADRAO_MESES,
  problemasDaProposta,
  TIPOS_PROPOSTA,
  type DadosVenda,
  type FichaLocacao,
  type GarantiaEntradaValida,
  type Proposta,
  type TipoProposta,
} from '@morada/domain';
import { useId, useState, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { FormError, SelectField } from '../../components/field';
import { mostrarErrosDoServidor } from '../../lib/erros-servidor';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { cn } from '../../lib/cn';
import { DocumentosForm, type DocumentosFormProps } from './documentos-form';
import { FichaLocacaoCampos, VendaCampos } from './proposta-form-campos';
import { GarantiaProposta } from './garantia-proposta';
import { propostaFormSchema, valoresIniciais, type ContatoInicial } from './proposta-form.schema';

const T = MSG_PROPOSTAS_UI.form;

/** What the form hands over: the kind and that kind's part (P's schemas' output). */
type DadosProposta = { tipo: 'locacao'; locacao: FichaLocacao } | { tipo: 'venda'; venda: DadosVenda };

type PropostaFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** O rascunho em edição; sem ele, uma proposta nova. */
  proposta?: Proposta;
  /** O tipo de uma proposta nova (o imóvel é para alugar ou vender). */
  tipoInicial?: TipoProposta;
  /** O contato do lead (nome, e-mail, telefone): uma proposta nova já vem com ele preenchido. */
  contato?: ContatoInicial;
  /** O aluguel do imóvel, em centavos: o valor do aluguel já vem preenchido. */
  aluguelImovelCentavos?: number | null;
  /** “Salvar rascunho” com os dados (o app cria ou atualiza o rascunho). */
  onSalvarRascunho: (dados: DadosProposta) => void;
  /** “Enviar para aprovação” com os dados completos (o app salva e envia). */
  onEnviar: (dados: DadosProposta) => void;
  /** Salvando ou enviando: os botões ficam desabilitados e o clicado mostra “Salvando...”/“Enviando...”. */
  ocupado?: 'salvando' | 'enviando' | null;
  /** `{ campo: mensagem }` do servidor (400/422), sob os campos; o que não é campo, acima dos botões. */
  errosServidor?: Record<string, string>;
  /** Os documentos (só na locação): sem eles, o aviso de salvar o rascunho antes de anexar. */
  documentos?: Omit<DocumentosFormProps, 'desabilitado'>;
};

const CAMPOS = new Set(['tipo', 'locacao', 'venda']);

/**
 * A proposta do corretor (celular primeiro): o tipo e, na locação, a ficha cadastral do inquilino (dados,
 * renda, aluguel já preenchido, início, prazo, garantia) e os documentos; na venda, o valor, as condições e
 * o comprador. “Salvar rascunho” guarda como está; “Enviar para aprovação” aponta o que falta e avisa, sem
 * bloquear, quando a renda é menor que 3 aluguéis.
 */
function PropostaForm({
  proposta,
  tipoInicial = 'locacao',
  contato,
  aluguelImovelCentavos,
  onSalvarRascunho,
  onEnviar,
  ocupado = null,
  errosServidor,
  documentos,
  className,
  ...props
}: PropostaFormProps) {
  const id = useId();
  const form = useFormulario(propostaFormSchema, {
    defaultValues: valoresIniciais(proposta, tipoInicial, aluguelImovelCentavos, PRAZO_PADRAO_MESES, contato),
    errosServidor,
    campos: CAMPOS,
    reValidateMode: 'onSubmit',
  });
  const campos = camposDoFormulario(form, id);
  const [garantia, setGarantia] = useState<GarantiaEntradaValida | null>(() => {
    const g = garantiaEntradaSchema.safeParse(proposta?.locacao?.garantia);
    return g.success ? g.data : null;
  });
  const [avisos, setAvisos] = useState<string[]>(() =>
    (proposta?.avisos ?? []).filter((a) => !a.bloqueia).map((a) => a.mensagem),
  );
  const [erroGarantia, setErroGarantia] = useState<string | undefined>();
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const aluguel = useWatch({ control: form.control, name: 'locacao.valorAluguelCentavos' });
  const desabilitado = ocupado !== null;

  const montar = (d: { tipo: TipoProposta; locacao: Omit<FichaLocacao, 'garantia'>; venda: DadosVenda }) =>
    d.tipo === 'locacao'
      ? { tipo: 'locacao' as const, locacao: { ...d.locacao, garantia } }
      : { tipo: 'venda' as const, venda: d.venda };

  const salvar = form.handleSubmit((d) => onSalvarRascunho(montar(d)));
  const enviar = form.handleSubmit((d) => {
    const dados = montar(d);
    const problemas = problemasDaProposta(dados);
    setAvisos(problemas.filter((p) => !p.bloqueia).map((p) => p.mensagem));
    const bloqueios = problemas.filter((p) => p.bloqueia);
    const [semGarantia, outros] = [
      bloqueios.filter((p) => p.campo === 'locacao.garantia'),
      bloqueios.filter((p) => p.campo !== 'locacao.garantia'),
    ];
    setErroGarantia(semGarantia[0]?.mensagem);
    mostrarErrosDoServidor(
      form.setError,
      Object.fromEntries(outros.map((p) => [p.campo, p.mensagem])),
      CAMPOS,
    );
    if (bloqueios.length === 0) onEnviar(dados);
  });

  return (
    <form
      data-slot="proposta-form"
      noValidate
      className={cn('grid gap-6', className)}
      onSubmit={(e) => void enviar(e)}
      {...props}
    >
      {proposta ? null : (
        <SelectField
          campos={campos}
          nome="tipo"
          label={T.tipo}
          opcoes={TIPOS_PROPOSTA}
          rotulo={(t) => MSG_PROPOSTAS.tipos[t]}
        />
      )}
      {tipo === 'locacao' ? (
        <>
          <FichaLocacaoCampos form={form} campos={campos} />
          <GarantiaProposta
            garantia={garantia}
            onChange={setGarantia}
            aluguel={aluguel ? Number(aluguel) : undefined}
            erro={errosServidor?.['locacao.garantia'] ?? (garantia ? undefined : erroGarantia)}
            desabilitado={desabilitado}
          />
          {documentos ? (
            <DocumentosForm {...documentos} desabilitado={desabilitado} />
          ) : (
            <p className="text-sm text-muted-foreground">{MSG_PROPOSTAS_UI.documentos.salveAntes}</p>
          )}
        </>
      ) : (
        <VendaCampos form={form} campos={campos} />
      )}
      {avisos.length > 0 ? (
        <div role="status" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <strong>{T.aviso}: </strong>
          {avisos.join(' ')}
        </div>
      ) : null}
      <FormError message={form.formState.errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={desabilitado} onClick={() => void salvar()}>
          {ocupado === 'salvando' ? T.salvando : T.salvarRascunho}
        </Button>
        <Button type="submit" disabled={desabilitado}>
          {ocupado === 'enviando' ? T.enviando : T.enviar}
        </Button>
      </div>
    </form>
  );
}

export { PropostaForm };
export type { ContatoInicial, DadosProposta, PropostaFormProps };
