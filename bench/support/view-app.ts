import { createFormDefaults } from '@core/counter/settings-defaults';
import { startFreshApp } from './fresh-app';

// The real app on a fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set),
// with one user and one counter. Announces {port, id} to bench/view.ts.
const fresh = await startFreshApp('bench');
const { cookie } = await fresh.register('bench@example.com', 'bench-password');
const id = await fresh.createCounter(cookie, 'Bench', createFormDefaults(new Date(), 'UTC'));
await fresh.announce({ id });
