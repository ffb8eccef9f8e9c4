/** Screen-only texts of the admin's Repasses page (/admin/repasses). */
export const MSG_REPASSE_UI = {} as const;
