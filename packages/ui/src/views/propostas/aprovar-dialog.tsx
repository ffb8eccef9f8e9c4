import { MSG_PROPOSTAS_UI, type AprovacaoProposta } from '@morada/domain';
import { useId } from 'react';
import { Button } from '../../components/button';
import { MaskedField, TextField } from '../../components/field';
import { DateInput } from '../../components/masked-input';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { Dialogo, RodapeFormulario } from '../partes/dialogo';
import { aprovacaoLocacaoFormSchema } from './decisao.schema';
import type { Proposta } from './tipos';

const T = MSG_PROPOSTAS_UI.aprovar;
const CAMPOS = new Set(['numero', 'dataInicio', 'diaVencimento']);

type AprovarDialogProps = {
  proposta: Proposta;
  aberto: boolean;
  onFechar: () => void;
  /** Aprovando: os botões ficam desabilitados. */
  salvando: boolean;
  /** `{ campo: mensagem }` do servidor (400/409), sob os campos ou acima dos botões. */
  errosServidor?: Record<string, string>;
  onConfirmar: (dados: AprovacaoProposta) => void;
};

/** Os campos que o contrato ainda pede numa locação: número, início e dia do vencimento. */
function CamposContrato({
  proposta,
  salvando,
  errosServidor,
  onFechar,
  onConfirmar,
}: Omit<AprovarDialogProps, 'aberto'>) {
  const id = useId();
  const form = useFormulario(aprovacaoLocacaoFormSchema, {
    defaultValues: {
      numero: '',
      dataInicio: proposta.locacao?.dataInicioDesejada ?? '',
      diaVencimento: '',
    },
    errosServidor,
    campos: CAMPOS,
  });
  const campos = camposDoFormulario(form, id);
  const erroGeral = form.formState.errors.root?.server?.message;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onConfirmar)}>
      <TextField campos={campos} nome="numero" label={T.numero} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MaskedField form={form} campos={campos} nome="dataInicio" label={T.inicio} as={DateInput} />
        <TextField
          campos={campos}
          nome="diaVencimento"
          label={T.vencimento}
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
        />
      </div>
      <RodapeFormulario
        onCancelar={onFechar}
        ocupado={salvando}
        rotulo={T.confirmar}
        rotuloOcupado={T.aprovando}
        erroServidor={erroGeral}
      />
    </form>
  );
}

/**
 * “Aprovar”: numa locação pede o que falta ao contrato (número, início, vencimento) e cria o contrato, o
 * convite e a garantia; numa venda só confirma (registra a venda e a comissão).
 */
function AprovarDialog({ aberto, ...props }: AprovarDialogProps) {
  const locacao = props.proposta.tipo === 'locacao';
  const erroGeral = Object.values(props.errosServidor ?? {}).join(' ');
  return (
    <Dialogo
      open={aberto}
      onOpenChange={(a) => !a && !props.salvando && props.onFechar()}
      titulo={T.titulo}
      descricao={locacao ? T.descricaoLocacao : T.descricaoVenda}
    >
      {locacao ? (
        <CamposContrato {...props} />
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            props.onConfirmar({});
          }}
        >
          <RodapeFormulario
            onCancelar={props.onFechar}
            ocupado={props.salvando}
            rotulo={T.confirmar}
            rotuloOcupado={T.aprovando}
            erroServidor={erroGeral || undefined}
          />
        </form>
      )}
    </Dialogo>
  );
}

/** O botão que abre a aprovação. */
function BotaoAprovar({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button type="button" onClick={onClick} disabled={disabled}>
      {T.botao}
    </Button>
  );
}

export { AprovarDialog, BotaoAprovar };
export type { AprovarDialogProps };
