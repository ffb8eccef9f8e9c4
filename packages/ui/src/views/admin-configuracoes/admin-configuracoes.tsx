import {
  configuracaoSchema,
  MSG,
  MSG_ADMINISTRACAO_UI,
  MSG_FINANCEIRO,
  MSG_REPASSE,
  type Configuracao,
} from '@morada/domain';
import { useEffect, useId, type ComponentProps } from 'react';
import { Controller, type FieldErrors, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useFormulario } from '../../lib/use-formulario';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import {
  CnpjInput,
  CpfInput,
  MaskedController,
  MoneyInput,
  PercentInput,
  TelefoneInput,
  type MaskedControllerProps,
} from '../../components/masked-input';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';
import { FeriadosLocais } from './feriados-locais';

const T = MSG.adminUi.configuracoes;
const TF = MSG_FINANCEIRO.configuracoes;
const TR = MSG_REPASSE.campos;
const TA = MSG_ADMINISTRACAO_UI.configuracoes;
type Entrada = z.input<typeof configuracaoSchema>;
type Campo = Exclude<keyof Entrada, 'feriadosLocais'>;

/** The first message of the holiday list: the list's own (max) or one date's ('feriadosLocais.2'). */
const erroFeriados = (erros: FieldErrors<Entrada>): string | undefined => {
  const e: unknown = erros.feriadosLocais;
  if (!e || typeof e !== 'object') return undefined;
  const mensagem = (x: unknown) =>
    x && typeof x === 'object' && 'message' in x && typeof x.message === 'string' ? x.message : undefined;
  return mensagem(e) ?? Object.values(e).map(mensagem).find(Boolean);
};

/**
 * Fields typed through a mask: phones, documents, money ('R$ 1.234,56') and percentages ('2,5 %').
 * The other 'number' fields are days of the month, whole numbers.
 */
const MASCARAS: Partial<Record<Campo, MaskedControllerProps<Entrada>['as']>> = {
  telefone: TelefoneInput,
  whatsapp: TelefoneInput,
  metaReceitaMensal: MoneyInput,
  multaPercentual: PercentInput,
  jurosMensalPercentual: PercentInput,
  taxaAdministracaoPercentual: PercentInput,
  taxaAdministracaoMinima: MoneyInput,
  taxaIntermediacaoPercentual: PercentInput,
  cnpj: CnpjInput,
  cpfResponsavel: CpfInput,
};

const GRUPOS: readonly {
  titulo: string;
  campos: readonly [campo: Campo, label: string, type?: string, hint?: string][];
}[] = [
  {
    titulo: T.identidade,
    campos: [
      ['nome', T.nome],
      ['site', T.site],
      ['endereco', T.endereco],
    ],
  },
  {
    titulo: T.contatos,
    campos: [
      ['telefone', T.telefone, 'tel'],
      ['whatsapp', T.whatsapp, 'tel'],
      ['emailAdministracao', T.emailAdministracao, 'email'],
      ['emailCadastros', T.emailCadastros, 'email'],
      ['emailDocumentacao', T.emailDocumentacao, 'email'],
      ['emailFinanceiro', T.emailFinanceiro, 'email'],
      ['emailJuridico', T.emailJuridico, 'email'],
      ['emailRemetente', T.emailRemetente, 'email'],
      ['horarioSemana', T.horarioSemana],
      ['horarioSabado', T.horarioSabado],
    ],
  },
  {
    titulo: T.financeiro,
    campos: [
      ['metaReceitaMensal', T.metaReceitaMensal, 'number'],
      ['multaPercentual', T.multaPercentual, 'number'],
      ['jurosMensalPercentual', T.jurosMensalPercentual, 'number'],
      ['diaVencimentoPadrao', T.diaVencimentoPadrao, 'number'],
    ],
  },
  {
    titulo: TF.pix,
    campos: [
      ['chavePix', TF.chavePix, 'text', TF.chavePixDica],
      ['cidadePix', TF.cidadePix],
    ],
  },
  {
    titulo: TA.secao,
    campos: [
      ['taxaAdministracaoPercentual', TR.taxaAdministracaoPercentual, 'number'],
      ['taxaAdministracaoMinima', TR.taxaAdministracaoMinima, 'number', TA.taxaAdministracaoMinimaDica],
      ['taxaIntermediacaoPercentual', TR.taxaIntermediacaoPercentual, 'number'],
      ['diaRepassePadrao', TR.diaRepasse, 'number'],
    ],
  },
  {
    titulo: TA.dimob,
    campos: [
      ['cnpj', TR.cnpj, 'text'],
      ['cpfResponsavel', TR.cpfResponsavel, 'text'],
      ['codigoMunicipio', TR.codigoMunicipio, 'text', TA.codigoMunicipioDica],
      ['uf', TR.uf, 'text'],
    ],
  },
];

type AdminConfiguracoesViewProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  /** As configurações salvas; `undefined` enquanto carregam. */
  configuracao: Configuracao | undefined;
  /** As configurações estão carregando. */
  loading: boolean;
  /** A carga falhou (e nada foi lido): a mensagem e “Tentar novamente” no lugar do formulário. */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** Salvando: o botão mostra “Salvando...” e fica desabilitado. */
  busy?: boolean;
  /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados sob os campos. */
  errosServidor?: Record<string, string>;
  /** “Salvar” com as configurações válidas. */
  onSubmit: (dados: Configuracao) => void;
};

/**
 * Tela /admin/configuracoes: identidade da imobiliária, contatos, meta de receita, padrões de cobrança
 * (DESIGN §2) e os padrões dos proprietários (taxas de administração, dia do repasse).
 */
function AdminConfiguracoesView({
  configuracao,
  loading,
  loadFailed = false,
  onRetry,
  busy = false,
  errosServidor,
  onSubmit,
  className,
  ...props
}: AdminConfiguracoesViewProps) {
  const id = useId();
  const { register, handleSubmit, formState, reset, setError, clearErrors, control } = useFormulario(
    configuracaoSchema,
    {
      reValidateMode: 'onSubmit',
    },
  );
  useEffect(() => {
    if (configuracao) reset(configuracao);
  }, [configuracao, reset]);
  // After the reset above, which would clear them: not through useFormulario's errosServidor.
  useEffect(() => {
    for (const [c, m] of Object.entries(errosServidor ?? {}))
      setError(c as Path<Entrada>, { type: 'server', message: m });
  }, [errosServidor, setError]);
  return (
    <div data-slot="admin-configuracoes" className={cn('mx-auto max-w-4xl space-y-6', className)} {...props}>
      <h1 className="text-2xl font-bold tracking-tight">{MSG.adminUi.menu.configuracoes}</h1>
      {loadFailed && !configuracao ? (
        <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-3 text-center">
          <p className="font-semibold">{T.erroCarregar}</p>
          <Button type="button" variant="outline" onClick={onRetry}>
            {MSG.dashboard.tentarNovamente}
          </Button>
        </div>
      ) : loading && !configuracao ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit((dados) => onSubmit(dados))} className="space-y-6">
          {GRUPOS.map((g) => (
            <Card key={g.titulo}>
              <CardHeader>
                <CardTitle className="text-base">{g.titulo}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2">
                {g.campos.map(([c, label, type, hint]) => (
                  <Field
                    key={c}
                    className="content-start"
                    label={label}
                    htmlFor={`${id}-${c}`}
                    error={formState.errors[c]?.message}
                    hint={hint}
                  >
                    {MASCARAS[c] ? (
                      <MaskedController
                        control={control}
                        name={c}
                        as={MASCARAS[c]}
                        id={`${id}-${c}`}
                        aria-invalid={!!formState.errors[c]}
                        aria-describedby={
                          formState.errors[c] ? `${id}-${c}-error` : hint ? `${id}-${c}-hint` : undefined
                        }
                        onEdit={() => clearErrors(c)}
                      />
                    ) : (
                      <Input
                        id={`${id}-${c}`}
                        type={type ?? 'text'}
                        step={type === 'number' ? 1 : undefined}
                        inputMode={type === 'number' ? 'numeric' : undefined}
                        aria-invalid={!!formState.errors[c]}
                        aria-describedby={
                          formState.errors[c] ? `${id}-${c}-error` : hint ? `${id}-${c}-hint` : undefined
                        }
                        {...register(c, { onChange: () => clearErrors(c) })}
                      />
                    )}
                  </Field>
                ))}
              </CardContent>
            </Card>
          ))}
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{TF.feriadosLocais}</CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={control}
                name="feriadosLocais"
                render={({ field }) => (
                  <FeriadosLocais
                    id={`${id}-feriados`}
                    value={field.value ?? []}
                    onChange={(datas) => {
                      field.onChange(datas);
                      clearErrors('feriadosLocais');
                    }}
                    error={erroFeriados(formState.errors)}
                  />
                )}
              />
            </CardContent>
          </Card>
          <div className="flex justify-end">
            <Button type="submit" disabled={busy}>
              {busy ? MSG.admin.salvando : MSG.admin.salvar}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export { AdminConfiguracoesView };
export type { AdminConfiguracoesViewProps };
