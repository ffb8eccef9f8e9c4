/** Screen-only texts of the owner's portal (/proprietario) and the admin's owner settings. */
export const MSG_PROPRIETARIO_UI = {} as const;
