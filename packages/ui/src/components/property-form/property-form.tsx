import {
  IMOVEL_FORM_VAZIO,
  imovelFormSchema,
  MSG,
  OPERACOES,
  STATUS_IMOVEL,
  TIPOS_IMOVEL,
  type ImovelCampos,
  type ImovelFormValues,
} from '@morada/domain';
import { useEffect, useId, useState } from 'react';
import { Controller, type FieldErrors, type Path } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useFormulario } from '../../lib/use-formulario';
import { Combobox, type FonteCombobox } from '../combobox';
import { Field, FormShell, type FormWidgetProps } from '../field';
import { Input } from '../input';
import {
  DecimalInput,
  MaskedController,
  MoneyInput,
  type MaskedControllerProps,
  type MaskedInputProps,
} from '../masked-input';
import { NativeSelect } from '../select';
import { Textarea } from '../textarea';
import { toast } from '../toast';
import { PropertyCep, type BuscarCep } from './property-cep';
import { PropertyFeatures } from './property-features';
import { PropertyPhotos } from './property-photos';
import { PropertyTermos } from './property-termos';

const T = MSG.adminUi.imovelForm;

type PropertyFormDados = {
  campos: ImovelCampos;
  fotos: File[];
  fotosExistentes: string[];
  fotosParaRemover: string[];
};

type PropertyFormProps = FormWidgetProps<PropertyFormDados> & {
  /** Os valores iniciais (edição); ausente para um imóvel novo. */
  inicial?: ImovelFormValues;
  /** Fotos já salvas (edição): contam para a regra “Pelo menos uma foto é obrigatória”. */
  fotosIniciais?: readonly string[];
  /**
   * Onde buscar os proprietários (perfil proprietario) que o imóvel pode indicar: uma busca no
   * servidor, não a lista inteira. A seleção só aparece quando informada.
   */
  proprietarios?: FonteCombobox;
  /** O nome do proprietário já indicado (edição), mostrado antes de qualquer busca. */
  proprietarioNome?: string;
  /**
   * Busca o endereço pelo CEP (8 dígitos): os campos de endereço vazios são preenchidos com a resposta;
   * `null` (ou uma falha) pede o endereço à mão. Sem ela, o CEP é um campo simples.
   */
  onBuscarCep?: BuscarCep;
};

function AreaInput(props: MaskedInputProps) {
  return <DecimalInput sufixo="m²" {...props} />;
}

type Campo = Path<ImovelFormValues>;
const TEXTO: readonly [Campo, string, string?][] = [
  ['endereco', T.endereco],
  ['bairro', T.bairro],
  ['cidade', T.cidade],
  ['estado', T.estado],
];
/**
 * Number fields: money typed as 'R$ 1.234,56' and the area as '1.200,50' through a mask, kept as
 * '1234.56'; without a mask, whole counts (quartos, vagas, andar) on the numeric keypad.
 */
const NUMEROS: readonly [Campo, string, mascara?: MaskedControllerProps<ImovelFormValues>['as']][] = [
  ['preco', T.preco, MoneyInput],
  ['precoCondominio', T.precoCondominio, MoneyInput],
  ['areaUtil', T.areaUtil, AreaInput],
  ['quartos', T.quartos],
  ['suites', T.suites],
  ['banheiros', T.banheiros],
  ['vagas', T.vagas],
  ['andar', T.andar],
];

function PropertyForm({
  inicial = IMOVEL_FORM_VAZIO,
  fotosIniciais = [],
  onSubmit,
  errosServidor,
  proprietarios,
  proprietarioNome,
  onBuscarCep,
  className,
  ...props
}: PropertyFormProps) {
  const id = useId();
  const form = useFormulario(imovelFormSchema, {
    defaultValues: inicial,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setError, clearErrors, control } = form;
  const [paraRemover, setParaRemover] = useState<string[]>([]);
  const [novas, setNovas] = useState<File[]>([]);
  const [erroFotos, setErroFotos] = useState<string | undefined>();

  useEffect(() => {
    for (const [campo, mensagem] of Object.entries(errosServidor ?? {})) {
      if (campo === 'fotos') setErroFotos(mensagem);
      else setError(campo as Campo, { type: 'server', message: mensagem });
    }
  }, [errosServidor, setError]);

  const mantidas = fotosIniciais.filter((u) => !paraRemover.includes(u));
  const semFotos = () => mantidas.length + novas.length === 0;
  const invalido = () => {
    if (semFotos()) setErroFotos(MSG.imovelForm.fotoObrigatoria);
    toast({
      title: MSG.imovelForm.invalidoTitulo,
      description: MSG.imovelForm.invalidoDescricao,
      variant: 'destructive',
    });
  };
  const enviar = handleSubmit(
    (campos) => {
      if (semFotos()) return invalido();
      onSubmit({ campos, fotos: novas, fotosExistentes: mantidas, fotosParaRemover: paraRemover });
    },
    (_erros: FieldErrors<ImovelFormValues>) => invalido(),
  );
  const erro = (c: Campo) => formState.errors[c as keyof ImovelFormValues]?.message as string | undefined;
  const reg = (c: Campo) => register(c, { onChange: () => clearErrors(c) });
  const campoId = (c: string) => `${id}-${c}`;

  return (
    <FormShell slot="property-form" onSubmit={enviar} className={cn('space-y-6', className)} {...props}>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={T.titulo} htmlFor={campoId('titulo')} error={erro('titulo')} className="md:col-span-2">
          <Input id={campoId('titulo')} aria-invalid={!!erro('titulo')} {...reg('titulo')} />
        </Field>
        <Field label={T.tipo} htmlFor={campoId('tipo')} error={erro('tipo')}>
          <NativeSelect id={campoId('tipo')} aria-invalid={!!erro('tipo')} {...reg('tipo')}>
            <option value="">{T.selecione}</option>
            {TIPOS_IMOVEL.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={T.operacao} htmlFor={campoId('operacao')} error={erro('operacao')}>
          <NativeSelect id={campoId('operacao')} aria-invalid={!!erro('operacao')} {...reg('operacao')}>
            <option value="">{T.selecione}</option>
            {OPERACOES.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </NativeSelect>
        </Field>
        <PropertyCep form={form} cid={campoId} erro={erro('cep')} onBuscarCep={onBuscarCep} />
        {TEXTO.map(([c, label]) => (
          <Field key={c} label={label} htmlFor={campoId(c)} error={erro(c)}>
            <Input id={campoId(c)} aria-invalid={!!erro(c)} {...reg(c)} />
          </Field>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {NUMEROS.map(([c, label, mascara]) => (
          <Field key={c} label={label} htmlFor={campoId(c)} error={erro(c)}>
            {mascara ? (
              <MaskedController
                control={control}
                name={c}
                as={mascara}
                id={campoId(c)}
                aria-invalid={!!erro(c)}
                onEdit={() => clearErrors(c)}
              />
            ) : (
              <Input id={campoId(c)} inputMode="numeric" aria-invalid={!!erro(c)} {...reg(c)} />
            )}
          </Field>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={T.status} htmlFor={campoId('status')} error={erro('status')}>
          <NativeSelect id={campoId('status')} {...reg('status')}>
            {STATUS_IMOVEL.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        </Field>
        {proprietarios ? (
          <Field label={T.proprietario} htmlFor={campoId('proprietarioId')} error={erro('proprietarioId')}>
            <Controller
              control={control}
              name="proprietarioId"
              render={({ field }) => (
                <Combobox
                  id={campoId('proprietarioId')}
                  aria-invalid={!!erro('proprietarioId')}
                  placeholder={T.semProprietario}
                  value={field.value}
                  rotuloSelecionado={proprietarioNome}
                  fonte={proprietarios}
                  onBlur={field.onBlur}
                  onChange={(o) => {
                    field.onChange(o?.id ?? '');
                    clearErrors('proprietarioId');
                  }}
                />
              )}
            />
          </Field>
        ) : null}
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...register('destaque')} />
          {T.destaque}
        </label>
      </div>
      <PropertyTermos reg={reg} erro={erro} cid={campoId} control={control} onEdit={clearErrors} />
      <Field label={T.descricao} htmlFor={campoId('descricao')} error={erro('descricao')}>
        <Textarea
          id={campoId('descricao')}
          rows={5}
          aria-invalid={!!erro('descricao')}
          {...reg('descricao')}
        />
      </Field>
      <Controller
        control={control}
        name="caracteristicas"
        render={({ field }) => <PropertyFeatures value={field.value} onChange={field.onChange} />}
      />
      <PropertyPhotos
        existentes={fotosIniciais}
        paraRemover={paraRemover}
        novas={novas}
        error={erroFotos}
        onRemoverExistente={(u) => setParaRemover((l) => [...l, u])}
        onDesfazerRemocao={(u) => setParaRemover((l) => l.filter((x) => x !== u))}
        onAdicionar={(arquivos) => {
          if (arquivos.length) setErroFotos(undefined);
          setNovas((l) => [...l, ...arquivos]);
        }}
        onRemoverNova={(i) => setNovas((l) => l.filter((_, j) => j !== i))}
      />
    </FormShell>
  );
}

export { PropertyForm };
export type { PropertyFormDados, PropertyFormProps };
