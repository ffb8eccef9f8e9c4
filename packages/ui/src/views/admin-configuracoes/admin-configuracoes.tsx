import { zodResolver } from '@hookform/resolvers/zod';
import { configuracaoSchema, MSG, PASSO_MONETARIO, type Configuracao } from '@morada/domain';
import { useEffect, useId, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

const T = MSG.adminUi.configuracoes;
type Entrada = z.input<typeof configuracaoSchema>;
type Campo = keyof Entrada;

const GRUPOS: readonly { titulo: string; campos: readonly [Campo, string, string?][] }[] = [
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
];

type AdminConfiguracoesViewProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  configuracao: Configuracao | undefined;
  loading: boolean;
  busy?: boolean;
  errosServidor?: Record<string, string>;
  onSubmit: (dados: Configuracao) => void;
};

/** /admin/configuracoes: agency identity, contacts, revenue goal and billing defaults (DESIGN §2). */
function AdminConfiguracoesView({
  configuracao,
  loading,
  busy = false,
  errosServidor,
  onSubmit,
  className,
  ...props
}: AdminConfiguracoesViewProps) {
  const id = useId();
  const { register, handleSubmit, formState, reset, setError, clearErrors } = useForm<
    Entrada,
    unknown,
    Configuracao
  >({
    resolver: zodResolver(configuracaoSchema as never),
    reValidateMode: 'onSubmit',
  });
  useEffect(() => {
    if (configuracao) reset(configuracao);
  }, [configuracao, reset]);
  useEffect(() => {
    for (const [c, m] of Object.entries(errosServidor ?? {}))
      setError(c as Campo, { type: 'server', message: m });
  }, [errosServidor, setError]);
  return (
    <div data-slot="admin-configuracoes" className={cn('mx-auto max-w-4xl space-y-6', className)} {...props}>
      <h1 className="text-2xl font-bold tracking-tight">{MSG.adminUi.menu.configuracoes}</h1>
      {loading && !configuracao ? (
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
                {g.campos.map(([c, label, type]) => (
                  <Field key={c} label={label} htmlFor={`${id}-${c}`} error={formState.errors[c]?.message}>
                    <Input
                      id={`${id}-${c}`}
                      type={type ?? 'text'}
                      step={type === 'number' ? PASSO_MONETARIO : undefined}
                      aria-invalid={!!formState.errors[c]}
                      {...register(c, { onChange: () => clearErrors(c) })}
                    />
                  </Field>
                ))}
              </CardContent>
            </Card>
          ))}
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
