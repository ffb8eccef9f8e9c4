/**
 * `use-sync-external-store/shim` for the browser bundle (vite.config.ts aliases it here): SWR
 * imports the hook through the shim, which carries a fallback for React < 18; React 19 has it.
 */
export { useSyncExternalStore } from 'react';
