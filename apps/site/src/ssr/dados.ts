/** The id of the <script type="application/json"> with the SWR cache the server rendered with. */
export const ID_DADOS = 'morada-dados';
