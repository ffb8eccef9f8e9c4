import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after the '@' and before a '.', never inside a word, so a
 * narrow column or a phone's card shows it whole on two lines instead of 'maria.so' / 'uza@…'.
 */
function TableEmail({ email }: { email: string }) {
  const partes = email.split(/(?=\.)|(?<=@)/);
  return (
    <span data-slot="table-email" className="[overflow-wrap:normal] break-normal">
      {partes.map((parte, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {parte}
        </Fragment>
      ))}
    </span>
  );
}

export { TableEmail };
