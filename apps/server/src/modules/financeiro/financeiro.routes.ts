import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

// Mounted at /api by app.ts. Owner: see the module's issue.
export const financeiroRoutes = new Hono<AppEnv>();
