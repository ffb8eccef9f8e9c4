import { useEffect, useId, useMemo, useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import {
  CATEGORIAS_CHAMADO,
  MSG_CHAMADOS,
  MSG_CHAMADOS_UI,
  novoChamadoSchema,
  URGENCIAS_CHAMADO,
  type NovoChamado,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { Textarea } from '../../components/textarea';
import { camposDoFormulario, useFormulario } from '../../lib/use-formulario';
import { comprimirFoto } from './comprimir-foto';
import { apagarRascunho, CHAVE_RASCUNHO_CHAMADO, lerRascunho, salvarRascunho } from './rascunho-chamado';
import { SeletorFotos } from './seletor-fotos';

const T = MSG_CHAMADOS_UI.form;
const C = MSG_CHAMADOS.campos;
const CAMPOS: ReadonlySet<string> = new Set(['categoria', 'descricao', 'urgencia']);

type AbrirChamadoFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /**
   * Envia o chamado com as fotos já reduzidas. Quando a promessa cumpre, o formulário e o rascunho se
   * esvaziam; numa falha, tudo o que foi digitado e as fotos ficam para outra tentativa.
   */
  onEnviar: (dados: z.output<typeof novoChamadoSchema>, fotos: File[]) => Promise<unknown>;
  /** Enviando: os botões ficam desabilitados e o de enviar diz “Enviando...”. */
  enviando?: boolean;
  /** `{ campo: mensagem }` do servidor (400/413): `fotos` vai para as fotos; um campo desconhecido, acima dos botões. */
  errosServidor?: Record<string, string>;
  /** “Cancelar”: volta para a lista (o rascunho fica guardado). */
  onCancelar?: () => void;
  /** Reduz cada foto antes de enviar; por padrão, a cópia de até 1600 px em JPEG feita no aparelho. */
  comprimir?: (foto: File) => Promise<File>;
  /** Onde o rascunho fica no sessionStorage desta aba. */
  chaveRascunho?: string;
};

/**
 * “Abrir chamado” do inquilino, pensado para o celular: categoria, descrição, urgência e fotos da
 * câmera ou da galeria. O que é digitado fica num rascunho da aba, e uma falha no envio não apaga nada.
 */
function AbrirChamadoForm({
  onEnviar,
  enviando = false,
  errosServidor,
  onCancelar,
  comprimir = comprimirFoto,
  chaveRascunho = CHAVE_RASCUNHO_CHAMADO,
  className,
  ...props
}: AbrirChamadoFormProps) {
  const id = useId();
  // The photos' error goes under the photos; the rest under their fields (one object per answer).
  const [erroFotos, errosDosCampos] = useMemo(() => {
    const { fotos, ...resto } = errosServidor ?? {};
    return [fotos, resto] as const;
  }, [errosServidor]);
  const [rascunho] = useState(() => lerRascunho<NovoChamado>(chaveRascunho));
  const [fotos, setFotos] = useState<File[]>([]);
  const form = useFormulario(novoChamadoSchema, {
    defaultValues: { descricao: '', urgencia: 'media', ...rascunho },
    reValidateMode: 'onSubmit',
    errosServidor: errosDosCampos,
    campos: CAMPOS,
  });
  const campos = camposDoFormulario(form, id);
  const { watch } = form;
  useEffect(() => {
    const inscricao = watch((valores) => salvarRascunho(chaveRascunho, valores));
    return () => inscricao.unsubscribe();
  }, [watch, chaveRascunho]);

  const enviar = form.handleSubmit(async (dados) => {
    try {
      await onEnviar(dados, fotos);
    } catch {
      return; // the app says why; what was typed and the photos stay
    }
    form.reset({ descricao: '', urgencia: 'media' });
    setFotos([]);
    apagarRascunho(chaveRascunho); // after the reset, which the draft's watcher also sees
  });
  const erroGeral = form.formState.errors.root?.server?.message;
  /** One of the form's two selects: its options in the domain's words. */
  const selecao = <O extends string>(
    nome: 'categoria' | 'urgencia',
    opcoes: readonly O[],
    rotulos: Record<O, string>,
    vazia?: string,
  ) => (
    <SelectField
      campos={campos}
      nome={nome}
      label={C[nome]}
      error={campos.erro(nome)}
      opcoes={opcoes}
      rotulo={(o) => rotulos[o]}
      vazia={vazia}
    />
  );
  return (
    <form
      noValidate
      aria-label={T.titulo}
      className={className ?? 'grid gap-4'}
      onSubmit={(e) => void enviar(e)}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      {selecao('categoria', CATEGORIAS_CHAMADO, MSG_CHAMADOS.categorias, T.categoriaVazia)}
      <Field
        label={C.descricao}
        htmlFor={campos.cid('descricao')}
        hint={T.descricaoDica}
        error={campos.erro('descricao')}
      >
        <Textarea id={campos.cid('descricao')} rows={4} {...campos.reg('descricao')} />
      </Field>
      {selecao('urgencia', URGENCIAS_CHAMADO, MSG_CHAMADOS.urgencias)}
      <SeletorFotos
        fotos={fotos}
        onChange={setFotos}
        comprimir={comprimir}
        erro={erroFotos}
        desabilitado={enviando}
      />
      <p className="text-xs text-muted-foreground">{T.rascunho}</p>
      {erroGeral ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {erroGeral}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancelar ? (
          <Button type="button" variant="outline" onClick={onCancelar} disabled={enviando}>
            {T.cancelar}
          </Button>
        ) : null}
        <Button type="submit" disabled={enviando}>
          {enviando ? T.enviando : T.enviar}
        </Button>
      </div>
    </form>
  );
}

export { AbrirChamadoForm };
export type { AbrirChamadoFormProps };
