const { PGlite } = await import('@electric-sql/pglite');
let t = performance.now();
const db = await PGlite.create('/tmp/hr-data-1'); console.log('open', Math.round(performance.now() - t));
t = performance.now(); await db.query('analyze'); console.log('analyze all', Math.round(performance.now() - t));
const { rows } = await db.query("select string_agg(quote_ident(relname), ', ') as l from pg_class c join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and c.relkind='r'");
t = performance.now(); await db.query(`analyze ${rows[0].l}`); console.log('analyze public', Math.round(performance.now() - t), rows[0].l.split(',').length);
t = performance.now(); await db.query(`analyze ${rows[0].l}`); console.log('analyze public again', Math.round(performance.now() - t));
