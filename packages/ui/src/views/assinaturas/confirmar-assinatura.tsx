import { useState, type FormEvent } from 'react';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_UI } from '@morada/domain';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';

const T = MSG_ASSINATURAS_UI.assinar;

export type ProvaAssinatura = { codigo: string } | { senha: string };

type ConfirmarAssinaturaProps = {
  /** How this signatory confirms, as the link says (a code by e-mail, or the account's password). */
  metodo: 'codigo_email' | 'senha';
  /** The code was already sent (the field shows); false until "Enviar código". */
  codigoEnviado: boolean;
  enviandoCodigo: boolean;
  onEnviarCodigo: () => void;
  assinando: boolean;
  onAssinar: (prova: ProvaAssinatura) => void;
  /** The server's refusal (wrong code, wrong password), shown under the field. */
  recusa?: string | undefined;
};

/**
 * The confirmation step: "Enviar código" then the 6-digit code and "Assinar"; or, without e-mail,
 * the account's password and "Assinar".
 */
export function ConfirmarAssinatura({
  metodo,
  codigoEnviado,
  enviandoCodigo,
  onEnviarCodigo,
  assinando,
  onAssinar,
  recusa,
}: ConfirmarAssinaturaProps) {
  const [valor, setValor] = useState('');
  const [invalido, setInvalido] = useState<string | undefined>();
  const porCodigo = metodo === 'codigo_email';

  if (porCodigo && !codigoEnviado) {
    return (
      <Button className="justify-self-start" disabled={enviandoCodigo} onClick={onEnviarCodigo}>
        {enviandoCodigo ? <Spinner className="size-4" /> : null}
        {enviandoCodigo ? T.enviandoCodigo : T.enviarCodigo}
      </Button>
    );
  }

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const texto = valor.trim();
    if (porCodigo ? !/^\d{6}$/.test(texto) : !texto) {
      setInvalido(porCodigo ? MSG_ASSINATURAS.campos.codigo : MSG_ASSINATURAS.campos.senha);
      return;
    }
    setInvalido(undefined);
    onAssinar(porCodigo ? { codigo: texto } : { senha: valor });
  };

  const id = porCodigo ? 'assinatura-codigo' : 'assinatura-senha';
  return (
    <form noValidate onSubmit={enviar} className="grid gap-3">
      <Field label={porCodigo ? T.codigo : T.senha} htmlFor={id} error={invalido ?? recusa}>
        <Input
          id={id}
          type={porCodigo ? 'text' : 'password'}
          inputMode={porCodigo ? 'numeric' : undefined}
          autoComplete={porCodigo ? 'one-time-code' : 'current-password'}
          maxLength={porCodigo ? 6 : 200}
          className={porCodigo ? 'max-w-40 text-lg tracking-widest' : undefined}
          value={valor}
          onChange={(e) => setValor(porCodigo ? e.target.value.replace(/\D/g, '') : e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={assinando}>
          {assinando ? <Spinner className="size-4" /> : null}
          {assinando ? T.assinando : T.assinar}
        </Button>
        {porCodigo ? (
          <Button
            type="button"
            variant="ghost"
            disabled={enviandoCodigo || assinando}
            onClick={onEnviarCodigo}
          >
            {T.reenviarCodigo}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
