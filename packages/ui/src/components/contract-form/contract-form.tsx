import {
  anunciosDisponiveis,
  contratoEntradaSchema,
  DIA_VENCIMENTO,
  MSG,
  MSG_FINANCEIRO,
  MULTA_RESCISORIA_PADRAO_ALUGUEIS,
  REAJUSTE_CONTRATO_PADRAO,
  STATUS_CONTRATO,
  type Anuncio,
  type Contrato,
  type ContratoEntrada,
  type ContratoEntradaValida,
} from '@morada/domain';
import { useId } from 'react';
import type { Path } from 'react-hook-form';
import { useFormulario } from '../../lib/use-formulario';
import { Field, FormShell, type FormWidgetProps } from '../field';
import { Input } from '../input';
import {
  CpfInput,
  DateInput,
  MaskedController,
  MoneyInput,
  TelefoneInput,
  type MaskedControllerProps,
} from '../masked-input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';
import { AdministracaoCampos, termosIniciais, type PadroesAdministracao } from './administracao-campos';
import { EncargosCampos } from './encargos-campos';
import { ReajusteCampos } from './reajuste-campos';

const T = MSG.adminUi.contratoForm;
const TF = MSG_FINANCEIRO.contratoForm;

type ContractFormProps = FormWidgetProps<ContratoEntradaValida> & {
  /** O contrato em edição (preenche o formulário); `null` ou ausente para um novo. */
  contrato?: Contrato | null;
  /** Anúncios de locação; só os “Disponível” são oferecidos, mais o imóvel do próprio contrato na edição. */
  anuncios: readonly Anuncio[];
  /**
   * Os padrões da imobiliária (Configurações): os campos de administração em branco mostram esses valores.
   */
  padroesAdministracao?: PadroesAdministracao;
};

const valoresIniciais = (c?: Contrato | null): ContratoEntrada => ({
  numero: c?.numero ?? '',
  inquilino: {
    nome: c?.inquilino.nome ?? '',
    email: c?.inquilino.email ?? '',
    telefone: c?.inquilino.telefone ?? '',
    cpf: c?.inquilino.cpf ?? '',
    rg: c?.inquilino.rg ?? '',
  },
  imovelId: c?.imovel._id ?? '',
  dataInicio: c?.dataInicio ?? '',
  dataFim: c?.dataFim ?? '',
  valorAluguel: c ? String(c.valorAluguel) : '',
  valorCondominio: c ? String(c.valorCondominio) : '',
  valorIPTU: c ? String(c.valorIPTU) : '',
  valorOutros: c ? String(c.valorOutros) : '',
  valorDesconto: c ? String(c.valorDesconto) : '',
  diaVencimento: String(c?.diaVencimento ?? DIA_VENCIMENTO.padrao),
  status: c?.status ?? 'Ativo',
  observacoes: c?.observacoes ?? '',
  multaPercentual: c ? String(c.multaPercentual) : undefined,
  jurosMensalPercentual: c ? String(c.jurosMensalPercentual) : undefined,
  encargosClausula: c?.encargosClausula ?? false,
  encargosProprietarioPercentual: c ? String(c.encargosProprietarioPercentual) : '100',
  indiceReajuste: c?.indiceReajuste ?? REAJUSTE_CONTRATO_PADRAO.indiceReajuste,
  // Shown the Brazilian way ('4,5'); the schema reads either.
  reajustePercentualFixo:
    c?.reajustePercentualFixo == null ? '' : String(c.reajustePercentualFixo).replace('.', ','),
  reajusteMesBase: c?.reajusteMesBase ?? '',
  reajusteNegativo: c?.reajusteNegativo ?? REAJUSTE_CONTRATO_PADRAO.reajusteNegativo,
  // A contract saved before the field existed shows blank, and blank leaves it unchanged.
  multaRescisoriaAlugueis: c
    ? String(c.multaRescisoriaAlugueis ?? '')
    : String(MULTA_RESCISORIA_PADRAO_ALUGUEIS),
  ...termosIniciais(c),
});

/** Options of the property select: available listings plus, on edit, the contract's current one. */
const opcoesImovel = (anuncios: readonly Anuncio[], contrato?: Contrato | null) => {
  const lista = anunciosDisponiveis(anuncios).map((a) => ({
    id: a._id,
    rotulo: `${a.titulo} — ${a.cidade}`,
  }));
  if (contrato && !lista.some((o) => o.id === contrato.imovel._id)) {
    lista.unshift({
      id: contrato.imovel._id,
      rotulo: `${contrato.imovel.titulo} — ${contrato.imovel.cidade}`,
    });
  }
  return lista;
};

function ContractForm({
  contrato,
  anuncios,
  onSubmit,
  errosServidor,
  padroesAdministracao,
  ...props
}: ContractFormProps) {
  const id = useId();
  const form = useFormulario(contratoEntradaSchema, {
    defaultValues: valoresIniciais(contrato),
    reValidateMode: 'onSubmit',
    errosServidor,
  });
  const { register, handleSubmit, formState, clearErrors } = form;

  const erro = (c: Path<ContratoEntrada>): string | undefined => {
    const partes = c.split('.');
    let atual: unknown = formState.errors;
    for (const p of partes) atual = (atual as Record<string, unknown> | undefined)?.[p];
    return (atual as { message?: string } | undefined)?.message;
  };
  const reg = (c: Path<ContratoEntrada>) => register(c, { onChange: () => clearErrors(c) });
  const cid = (c: string) => `${id}-${c.replace('.', '-')}`;
  const texto = (c: Path<ContratoEntrada>, label: string, type = 'text') => (
    <Field label={label} htmlFor={cid(c)} error={erro(c)}>
      <Input id={cid(c)} type={type} aria-invalid={!!erro(c)} {...reg(c)} />
    </Field>
  );
  // Masked fields are controlled: the mask shows '(11) 91234-5678' / 'R$ 1.234,56', the form keeps its value.
  const mascarado = (
    c: Path<ContratoEntrada>,
    label: string,
    mascara: MaskedControllerProps<ContratoEntrada>['as'],
  ) => (
    <Field label={label} htmlFor={cid(c)} error={erro(c)}>
      <MaskedController
        control={form.control}
        name={c}
        as={mascara}
        id={cid(c)}
        aria-invalid={!!erro(c)}
        onEdit={() => clearErrors(c)}
      />
    </Field>
  );
  const dinheiro = (c: Path<ContratoEntrada>, label: string) => mascarado(c, label, MoneyInput);

  return (
    <FormShell slot="contract-form" onSubmit={handleSubmit((dados) => onSubmit(dados))} {...props}>
      <div className="grid gap-4 sm:grid-cols-2">
        {texto('numero', T.numero)}
        <Field label={T.status} htmlFor={cid('status')} error={erro('status')}>
          <NativeSelect id={cid('status')} {...reg('status')}>
            {STATUS_CONTRATO.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="grid gap-4 rounded-md border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{T.inquilino}</legend>
        {texto('inquilino.nome', T.nomeInquilino)}
        {texto('inquilino.email', T.email, 'email')}
        {mascarado('inquilino.telefone', T.telefone, TelefoneInput)}
        {mascarado('inquilino.cpf', T.cpf, CpfInput)}
        {texto('inquilino.rg', T.rg)}
      </fieldset>
      <Field label={T.imovel} htmlFor={cid('imovelId')} error={erro('imovelId')}>
        <NativeSelect id={cid('imovelId')} aria-invalid={!!erro('imovelId')} {...reg('imovelId')}>
          <option value="">{T.selecioneImovel}</option>
          {opcoesImovel(anuncios, contrato).map((o) => (
            <option key={o.id} value={o.id}>
              {o.rotulo}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {mascarado('dataInicio', T.dataInicio, DateInput)}
        {mascarado('dataFim', T.dataFim, DateInput)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {dinheiro('valorAluguel', T.valorAluguel)}
        {dinheiro('valorCondominio', T.valorCondominio)}
        {dinheiro('valorIPTU', T.valorIPTU)}
        {dinheiro('valorOutros', TF.valorOutros)}
        {dinheiro('valorDesconto', TF.valorDesconto)}
        <Field label={T.diaVencimento} htmlFor={cid('diaVencimento')} error={erro('diaVencimento')}>
          <Input
            id={cid('diaVencimento')}
            type="number"
            min={DIA_VENCIMENTO.min}
            max={DIA_VENCIMENTO.max}
            step={1}
            inputMode="numeric"
            aria-invalid={!!erro('diaVencimento')}
            {...reg('diaVencimento')}
          />
        </Field>
      </div>
      <EncargosCampos form={form} erro={erro} cid={cid} isNovo={!contrato} />
      <ReajusteCampos form={form} erro={erro} cid={cid} />
      <AdministracaoCampos form={form} erro={erro} cid={cid} padroes={padroesAdministracao} />
      <Field label={T.observacoes} htmlFor={cid('observacoes')} error={erro('observacoes')}>
        <Textarea id={cid('observacoes')} rows={3} {...reg('observacoes')} />
      </Field>
    </FormShell>
  );
}

export { ContractForm, opcoesImovel };
export type { ContractFormProps, PadroesAdministracao };
