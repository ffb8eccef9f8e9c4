/**
 * Both halves of the closed lists, for modules that want the constants and the schemas together.
 * enum-values.ts (plain arrays, labels, types) and enums.schema.ts (`z.enum`) stay separate
 * modules, and the package index re-exports each directly, so a page that only shows a label
 * never loads zod.
 */
export * from './enum-values';
export * from './enums.schema';
