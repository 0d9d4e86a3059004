import type { FastifyInstance } from 'fastify';
import { COUNTER_ID_PATTERN } from '../../core/api/counters';
import { resolveViewerSettings } from '../../core/counter/settings-defaults';
import { AppError } from '../../core/errors/app-error';
import { loadCounterView } from '../counters/counter-service';
import { buildHeadTags, counterHead, withHeadTags } from './head-tags';

export interface CounterPage {
  status: 200 | 404;
  html: string;
}

const ROOT = '<div id="root"></div>';

/**
 * /counter/:id and /embed/:id: the viewer entry with the counter's view inlined (inert JSON,
 * escaped so no '<' can close the element), so the first digit needs no second round trip, and
 * the head a pasted link previews. A counter known to be missing answers 404 and says so in the
 * page, so the viewer asks nothing that would fail (a quiet console); on database trouble the page
 * is sent without the view and the viewer asks the API itself.
 */
export async function buildCounterPage(
  app: FastifyInstance,
  template: string,
  path: string,
): Promise<CounterPage> {
  const [first, rawId = ''] = path.split('/').filter(Boolean);
  const mode = first === 'embed' ? 'embed' : 'page';
  const missing: CounterPage = {
    status: 404,
    html: withHeadTags(
      template,
      '<title>Counter not found · Countstream</title>\n    <meta name="robots" content="noindex" />',
    ).replace(ROOT, `${ROOT}<script id="counter-view" type="application/json" data-missing></script>`),
  };
  if (!COUNTER_ID_PATTERN.test(rawId)) return missing;
  let body: string;
  try {
    const entry = await app.viewCache.getOrLoad(rawId, () => loadCounterView(app.db, rawId));
    body = entry.body.toString('utf8');
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return missing;
    return { status: 200, html: template };
  }
  const view = JSON.parse(body) as { settings?: Record<string, unknown> };
  const settings = resolveViewerSettings(view.settings);
  const head = buildHeadTags(counterHead(app.config.appUrl, rawId, mode, settings, Date.now()));
  const json = body.replace(/</g, '\\u003c');
  return {
    status: 200,
    html: withHeadTags(template, head).replace(
      ROOT,
      `${ROOT}<script id="counter-view" type="application/json">${json}</script>`,
    ),
  };
}
