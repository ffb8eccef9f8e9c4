import type { Deps } from '../../http/context';

/**
 * Demo contracts, twelve months of payments (some overdue), legal documents and cases, and the
 * tenant's notifications. Runs after the users and properties are seeded. Owner: contracts module.
 */
export const seedOperacional = async (_deps: Deps): Promise<void> => {};
