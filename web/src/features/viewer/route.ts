// What the viewer entry was loaded for: /counter/:id (the share page) or /embed/:id (iframes and
// OBS browser sources, with ?transparent=1, ?autostart=1 and ?events=1).
export interface ViewerRoute {
  mode: 'page' | 'embed';
  id: string;
  transparent: boolean;
  autostart: boolean;
  /** Embeds only: a strip of the latest subathon events under the counter (?events=1). */
  events: boolean;
  /** Embeds play the owner's sound at zero only when asked (?sound=1): OBS can route it. */
  sound: boolean;
}

const truthy = (v: string | null) => v !== null && v !== '0' && v !== 'false';

export function parseViewerRoute(location: Pick<Location, 'pathname' | 'search'>): ViewerRoute {
  const [first = '', second = ''] = location.pathname.split('/').filter(Boolean);
  const params = new URLSearchParams(location.search);
  const mode = first === 'embed' ? 'embed' : 'page';
  return {
    mode,
    id: decodeURIComponent(second),
    // Only the embed route is meant for overlays; the share page always paints its background.
    transparent: mode === 'embed' && truthy(params.get('transparent')),
    autostart: mode === 'embed' && truthy(params.get('autostart')),
    events: mode === 'embed' && truthy(params.get('events')),
    sound: mode === 'page' || truthy(params.get('sound')),
  };
}
