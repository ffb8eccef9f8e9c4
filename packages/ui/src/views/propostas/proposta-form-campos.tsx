import { MSG_PROPOSTAS_UI } from '@morada/domain';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, MaskedField, TextField } from '../../components/field';
import { CpfInput, DateInput, MoneyInput, TelefoneInput } from '../../components/masked-input';
import { Textarea } from '../../components/textarea';
import type { CamposDoFormulario } from '../../lib/use-formulario';
import type { PropostaFormSaida, PropostaFormValores } from './proposta-form.schema';

const T = MSG_PROPOSTAS_UI.form;

type CamposProps = {
  form: UseFormReturn<PropostaFormValores, unknown, PropostaFormSaida>;
  campos: CamposDoFormulario<PropostaFormValores>;
};

/** A titled group of fields, two columns from the tablet up. */
function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{titulo}</legend>
      {children}
    </fieldset>
  );
}

/** The lease's ficha cadastral: the tenant's data and income, then the lease's terms. */
function FichaLocacaoCampos({ form, campos }: CamposProps) {
  return (
    <>
      <Grupo titulo={T.ficha}>
        <TextField campos={campos} nome="locacao.inquilino.nome" label={T.nome} autoComplete="name" />
        <MaskedField form={form} campos={campos} nome="locacao.inquilino.cpf" label={T.cpf} as={CpfInput} />
        <TextField campos={campos} nome="locacao.inquilino.rg" label={T.rg} />
        <MaskedField
          form={form}
          campos={campos}
          nome="locacao.inquilino.dataNascimento"
          label={T.dataNascimento}
          as={DateInput}
        />
        <TextField
          campos={campos}
          nome="locacao.inquilino.email"
          label={T.email}
          type="email"
          inputMode="email"
        />
        <MaskedField
          form={form}
          campos={campos}
          nome="locacao.inquilino.telefone"
          label={T.telefone}
          as={TelefoneInput}
        />
        <TextField campos={campos} nome="locacao.inquilino.profissao" label={T.profissao} />
        <TextField campos={campos} nome="locacao.inquilino.estadoCivil" label={T.estadoCivil} />
        <MaskedField
          form={form}
          campos={campos}
          nome="locacao.rendaMensalCentavos"
          label={T.renda}
          as={MoneyInput}
        />
      </Grupo>
      <Grupo titulo={T.condicoesLocacao}>
        <MaskedField
          form={form}
          campos={campos}
          nome="locacao.valorAluguelCentavos"
          label={T.aluguel}
          as={MoneyInput}
        />
        <MaskedField
          form={form}
          campos={campos}
          nome="locacao.dataInicioDesejada"
          label={T.inicio}
          as={DateInput}
        />
        <TextField
          campos={campos}
          nome="locacao.prazoMeses"
          label={T.prazo}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
        />
      </Grupo>
    </>
  );
}

/** A sale: the offer, its terms and the buyer. */
function VendaCampos({ form, campos }: CamposProps) {
  const { cid, reg, erro } = campos;
  return (
    <Grupo titulo={T.venda}>
      <MaskedField
        form={form}
        campos={campos}
        nome="venda.valorCentavos"
        label={T.valorVenda}
        as={MoneyInput}
      />
      <Field
        label={T.condicoes}
        htmlFor={cid('venda.condicoes')}
        error={erro('venda.condicoes')}
        className="sm:col-span-2"
      >
        <Textarea
          id={cid('venda.condicoes')}
          rows={3}
          aria-invalid={!!erro('venda.condicoes')}
          {...reg('venda.condicoes')}
        />
      </Field>
      <TextField campos={campos} nome="venda.compradorNome" label={T.compradorNome} />
      <MaskedField
        form={form}
        campos={campos}
        nome="venda.compradorCpf"
        label={T.compradorCpf}
        as={CpfInput}
      />
      <TextField
        campos={campos}
        nome="venda.compradorEmail"
        label={T.compradorEmail}
        type="email"
        inputMode="email"
      />
    </Grupo>
  );
}

export { FichaLocacaoCampos, VendaCampos };
