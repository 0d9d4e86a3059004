import type { LiveSnapshot } from '@core/counter/live/run-state';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import type { CounterSource, SourcePart } from '@core/live-sources/counter-source-schema';
import { ROLL_TRAVEL } from '@core/painter/digit-cell';
import { act, render, screen, within } from '@testing-library/react';
import { resetServerClock, seedServerClock } from '@web/components/counter-display/server-clock';
import { GoalBar } from '@web/components/live/goal-bar';
import { on, stubApi } from '@web/components/ui/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideGoalBar } from '../goal-bar-slot';
import type { ViewerRoute } from '../route';
import { LiveCountScreen } from './live-count-screen';
import { ViewerApp } from './viewer-app';

// The display of a counter following live counts: the platforms' number from the first frame, a
// calm placeholder when there is none, each new count stepping in with the counter's animation,
// and the end number as the goal (completion, goal bar, milestones). The stream is a stand-in
// EventSource the test speaks through; the real one is e2e/live-counts-viewer.spec.ts's.

const celebrations = vi.hoisted(() => ({ count: 0 }));
vi.mock('@web/components/counter-display/celebrate', () => ({
  celebrate: () => {
    celebrations.count += 1;
    return { stop: () => {} };
  },
}));

const NOW = Date.UTC(2030, 4, 1, 12, 0, 0);
const ID = 'abcdefghijkl';

class StandInEventSource {
  static open: StandInEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    StandInEventSource.open.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
    StandInEventSource.open = StandInEventSource.open.filter((s) => s !== this);
  }
  send(snapshot: LiveSnapshot) {
    const event = new MessageEvent('run', { data: JSON.stringify(snapshot) });
    for (const listener of this.listeners.get('run') ?? []) listener(event);
  }
}

const part = (over: Partial<SourcePart> = {}): SourcePart => ({
  platform: 'bluesky',
  account: 'alice.bsky.social',
  displayName: 'Alice',
  avatarUrl: null,
  value: 1234,
  precision: 'exact',
  updatedAt: NOW - 40_000,
  note: null,
  ...over,
});

const counted = (value: number | null, over: Partial<CounterSource> = {}): CounterSource => ({
  value,
  precision: 'exact',
  updatedAt: NOW - 40_000,
  stale: false,
  parts: [part({ value })],
  ...over,
});

const settingsWith = (over: Record<string, unknown> = {}) =>
  resolveViewerSettings({
    title: 'Road to 10K',
    startNumber: 500,
    endNumber: 10_000,
    completionMessage: '10K! Thank you!',
    liveSources: [{ platform: 'bluesky', account: 'alice.bsky.social' }],
    ...over,
  });

function show(
  source: CounterSource,
  {
    mode = 'page',
    settings = settingsWith(),
  }: { mode?: ViewerRoute['mode']; settings?: ReturnType<typeof settingsWith> } = {},
) {
  const route: ViewerRoute = {
    mode,
    id: ID,
    transparent: false,
    autostart: false,
    events: false,
    sound: false,
  };
  return render(
    <ViewerApp
      route={route}
      result={{ status: 'found', settings, ownerPremium: true, designVersion: 1, source }}
      counts={LiveCountScreen}
      initialNow={NOW}
      locale="en-US"
    />,
  );
}

/** The next event of the counter's stream, as the server sends it. */
function push(source: CounterSource) {
  const stream = StandInEventSource.open.at(-1);
  if (!stream) throw new Error('no stream is open');
  act(() =>
    stream.send({
      run: { status: 'idle', version: 0 } as LiveSnapshot['run'],
      serverNow: NOW,
      designVersion: 1,
      ownerPremium: true,
      source,
    }),
  );
}

const digits = () => screen.getByTestId('counter-digits');
const status = () => screen.getByTestId('count-status');

beforeEach(() => {
  // The page's render instant seeds the server clock, as hydrateViewer does.
  resetServerClock();
  seedServerClock(NOW);
  StandInEventSource.open = [];
  celebrations.count = 0;
  vi.stubGlobal('EventSource', StandInEventSource);
  stubApi(on('GET', '/api/session', { json: { user: null } }));
});

describe('a live count on the viewer', () => {
  it('shows the count from the view, not the start number or 0, and follows the stream', () => {
    show(counted(1234));
    expect(digits()).toHaveTextContent('1,234');
    expect(digits()).not.toHaveTextContent('500');
    expect(status()).toHaveTextContent('Updated 40 s ago');
    // The readout counts toward the end number from zero, as the demo writes it.
    expect(screen.getByText('12.3% to 10K')).toBeInTheDocument();
    expect(StandInEventSource.open.map((s) => s.url)).toEqual([`/api/counters/${ID}/events`]);
  });

  it('has nothing to start, pause or restart: Fullscreen only', () => {
    show(counted(1234));
    expect(screen.queryByRole('button', { name: /Start Counter/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Fullscreen/ })).toBeInTheDocument();
  });

  it('shows a calm placeholder and the reason for a hidden count, never 0', () => {
    show(counted(null, { precision: 'hidden', parts: [part({ value: null, precision: 'hidden' })] }));
    expect(screen.getByTestId('count-placeholder')).toHaveTextContent('—');
    expect(digits()).not.toHaveTextContent(/\d/);
    expect(status()).toHaveTextContent('Hidden by the creator');
    expect(screen.queryByText(/% to 10K/)).toBeNull();
    expect(screen.getByText(/No count to show/)).toHaveTextContent('No count to show. Hidden by the creator');
  });

  it("gives an unavailable count's note, and a count never read the words for it", () => {
    const note = 'Bluesky cannot be reached right now; showing the last count.';
    const { unmount } = show(
      counted(null, {
        precision: 'unavailable',
        parts: [part({ value: null, precision: 'unavailable', note })],
      }),
    );
    expect(screen.getByTestId('count-placeholder')).toBeInTheDocument();
    expect(status()).toHaveTextContent(note);
    unmount();
    const unread = part({ value: null, precision: 'unavailable', updatedAt: null });
    show(counted(null, { precision: 'unavailable', updatedAt: null, parts: [unread] }));
    expect(screen.getByTestId('count-placeholder')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Not read yet');
  });

  it('steps to a new count with the digit animation, only the digits that changed', () => {
    show(counted(1234), { settings: settingsWith({ animationStyle: 'fade-scale' }) });
    expect(digits().querySelectorAll('[data-anim]')).toHaveLength(0); // the first frame is still
    push(counted(1240));
    expect(digits()).toHaveTextContent('1,240');
    const moving = [...digits().querySelectorAll('[data-anim]')].map((g) => g.textContent);
    expect(moving).toEqual(['4', '0']);
    expect(screen.getByTestId('live-region')).toHaveTextContent('1,240');
  });

  it('rolls the digits down when the count falls', () => {
    show(counted(1234), { settings: settingsWith({ animationStyle: 'digits-roll' }) });
    push(counted(1229));
    const rolled = digits().querySelector<HTMLElement>('[data-prev]');
    expect(rolled?.style.getPropertyValue('--cs-roll-from')).toBe(`-${ROLL_TRAVEL * 100}%`);
  });

  it('a pushed follow taken back by the next poll steps back down with the animation, never a jump', () => {
    show(counted(1234), { settings: settingsWith({ animationStyle: 'digits-roll' }) });
    push(counted(1235));
    expect(digits().querySelector<HTMLElement>('[data-prev]')?.style.getPropertyValue('--cs-roll-from')).toBe(
      `${ROLL_TRAVEL * 100}%`,
    );
    push(counted(1234));
    expect(digits()).toHaveTextContent('1,234');
    const rolled = [...digits().querySelectorAll<HTMLElement>('[data-prev]')];
    expect(rolled.map((g) => g.style.getPropertyValue('--cs-roll-from'))).toEqual([`-${ROLL_TRAVEL * 100}%`]);
  });

  it('goes to the placeholder when the count is hidden, and back', () => {
    show(counted(1234));
    push(counted(null, { precision: 'hidden', parts: [part({ value: null, precision: 'hidden' })] }));
    expect(screen.getByTestId('count-placeholder')).toBeInTheDocument();
    expect(screen.getByTestId('live-region')).toHaveTextContent('Hidden by the creator');
    push(counted(1300));
    expect(digits()).toHaveTextContent('1,300');
  });

  it('celebrates the goal when the count reaches the end number', () => {
    show(counted(9_990));
    expect(screen.queryByTestId('completion-message')).toBeNull();
    push(counted(10_004));
    expect(screen.getByTestId('completion-message')).toHaveTextContent('10K! Thank you!');
    expect(celebrations.count).toBe(1);
    expect(screen.getByTestId('live-region')).toHaveTextContent('10K! Thank you!');
  });

  it('a display opened past the goal shows the message at once, as a finished synced counter does', () => {
    show(counted(12_000));
    expect(screen.getByTestId('completion-message')).toHaveTextContent('10K! Thank you!');
    expect(screen.getByText('100% to 10K')).toBeInTheDocument();
  });

  it('draws the goal bar from zero and celebrates a milestone the count crosses while it is open', () => {
    provideGoalBar(GoalBar);
    const settings = settingsWith({
      goalBar: true,
      milestones: [{ value: 5000, message: 'Halfway there!' }],
    });
    show(counted(4_990), { settings });
    const bar = within(screen.getByTestId('goal-bar')).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuenow', '4990');
    expect(screen.queryByTestId('milestone-message')).toBeNull();
    expect(celebrations.count).toBe(0);
    push(counted(5_003));
    expect(screen.getByTestId('milestone-message')).toHaveTextContent('Halfway there!');
    expect(celebrations.count).toBe(1); // a burst of confetti with the message
  });

  it('sums several accounts up and lists each on the share page', () => {
    const parts = [
      part({ value: 1000 }),
      part({ platform: 'youtube', displayName: 'Carol', value: 12_300, precision: 'rounded' }),
    ];
    show(counted(13_300, { precision: 'rounded', parts }));
    expect(status()).toHaveTextContent('2 accounts · rounded by YouTube · updated 40 s ago');
    const list = screen.getByTestId('count-parts');
    expect(list).toHaveTextContent('Alice on Bluesky: 1,000 · Updated 40 s ago');
    expect(list).toHaveTextContent('Carol on YouTube: 12,300 · Rounded by YouTube');
  });
});

describe('a live count in an embed (an OBS scene)', () => {
  it('keeps the overlay clean while the count is current, and says why when there is none', () => {
    const { unmount } = show(counted(1234), { mode: 'embed' });
    expect(digits()).toHaveTextContent('1,234');
    expect(screen.queryByTestId('count-status')).toBeNull();
    unmount();
    show(counted(null, { precision: 'hidden', parts: [part({ value: null, precision: 'hidden' })] }), {
      mode: 'embed',
    });
    expect(status()).toHaveTextContent('Hidden by the creator');
    expect(screen.queryByTestId('count-parts')).toBeNull();
  });
});

describe('a versus display of two accounts', () => {
  const versusSettings = (over: Record<string, unknown> = {}) =>
    settingsWith({
      liveDisplay: 'versus',
      versusLabels: ['Team Alice', ''],
      liveSources: [
        { platform: 'bluesky', account: 'alice.bsky.social' },
        { platform: 'youtube', account: '@carol' },
      ],
      ...over,
    });
  const race = (alice: number | null, carol: number | null, over: Partial<SourcePart> = {}) => {
    const parts = [
      part({ value: alice, precision: alice === null ? 'hidden' : 'exact' }),
      part({ platform: 'youtube', displayName: 'Carol', value: carol, ...over }),
    ];
    return counted(alice !== null && carol !== null ? alice + carol : null, { parts });
  };
  const sides = () => screen.getAllByTestId('versus-side');
  const gap = () => screen.getByTestId('versus-gap');

  it('shows each side under its label and platform mark, the gap under them, and marks the leader', () => {
    show(race(1_200, 2_434), { settings: versusSettings() });
    expect(sides().map((s) => s.textContent)).toEqual(['Team Alice1,200', 'Carol2,434']);
    expect(sides()[0]!.querySelector('[data-icon="bluesky"]')).not.toBeNull();
    expect(sides()[1]!.querySelector('[data-icon="youtube"]')).not.toBeNull();
    expect(gap()).toHaveTextContent('+1,234');
    expect(sides()[1]).toHaveAttribute('data-leads');
    expect(sides()[0]).not.toHaveAttribute('data-leads');
    expect(screen.getByTestId('versus')).toHaveTextContent(
      'Team Alice: 1,200, Carol: 2,434. Carol leads by +1,234.',
    );
    // The sum is not drawn: the two counts take its place.
    expect(digits()).not.toHaveTextContent('3,634');
  });

  it('steps each count and the gap with the digit animation as the stream brings them', () => {
    show(race(1_200, 2_434), { settings: versusSettings({ animationStyle: 'fade-scale' }) });
    expect(digits().querySelectorAll('[data-anim]')).toHaveLength(0); // the first frame is still
    push(race(1_200, 2_439));
    expect(sides()[1]).toHaveTextContent('2,439');
    expect(gap()).toHaveTextContent('+1,239');
    // Only the cells whose digit changed play the style's animation: Carol's 4 → 9, the gap's 4 → 9.
    const moving = (el: Element) => [...el.querySelectorAll('[data-anim]')].map((g) => g.textContent);
    expect(moving(sides()[0]!)).toEqual([]);
    expect(moving(sides()[1]!)).toEqual(['9']);
    expect(moving(gap())).toEqual(['9']);
    // The live region says both sides, even when only the one behind moved.
    expect(screen.getByTestId('live-region')).toHaveTextContent(
      'Team Alice: 1,200, Carol: 2,439. Carol leads by +1,239.',
    );
    push(race(1_201, 2_439));
    expect(screen.getByTestId('live-region')).toHaveTextContent('Team Alice: 1,201, Carol: 2,439.');
    push(race(3_000, 2_439));
    expect(sides()[0]).toHaveAttribute('data-leads');
    expect(gap()).toHaveTextContent('+561');
  });

  it('rolls a side down when its count falls', () => {
    show(race(1_200, 2_434), { settings: versusSettings({ animationStyle: 'digits-roll' }) });
    push(race(1_200, 2_429));
    const rolled = sides()[1]!.querySelector<HTMLElement>('[data-prev]');
    expect(rolled?.style.getPropertyValue('--cs-roll-from')).toBe(`-${ROLL_TRAVEL * 100}%`);
  });

  it('calls a tie, and shows no gap or leader while a side is hidden', () => {
    show(race(500, 500), { settings: versusSettings() });
    expect(gap()).toHaveTextContent('0');
    expect(screen.getByTestId('versus')).toHaveTextContent('Team Alice: 500, Carol: 500. Tied.');
    expect(gap()).not.toHaveTextContent('+');
    expect(screen.queryByText(/leads by/)).toBeNull();
    push(race(null, 700));
    expect(screen.queryByTestId('versus-gap')).toBeNull();
    expect(sides()[0]).toHaveTextContent('—');
    expect(sides()[1]).toHaveTextContent('700');
    expect(sides().some((s) => s.hasAttribute('data-leads'))).toBe(false);
  });

  it('marks the gap approximate when a side is rounded by its platform', () => {
    show(race(1_000, 12_300, { precision: 'rounded' }), { settings: versusSettings() });
    expect(gap()).toHaveTextContent('≈+11,300');
  });

  it('completes and celebrates when the leader reaches the goal, in an embed too', () => {
    show(race(9_000, 9_990), { settings: versusSettings(), mode: 'embed' });
    expect(screen.queryByTestId('completion-message')).toBeNull();
    push(race(9_000, 10_001));
    expect(screen.getByTestId('completion-message')).toHaveTextContent('10K! Thank you!');
    expect(celebrations.count).toBe(1);
  });

  it('celebrates a milestone the leader crosses, in the embed (OBS) as on the page', () => {
    provideGoalBar(GoalBar);
    for (const mode of ['embed', 'page'] as const) {
      const settings = versusSettings({ goalBar: true, milestones: [{ value: 5000, message: 'Halfway!' }] });
      const { unmount } = show(race(4_990, 3_000), { settings, mode });
      const bar = within(screen.getByTestId('goal-bar')).getByRole('progressbar');
      expect(bar).toHaveAttribute('aria-valuenow', '4990');
      expect(screen.queryByTestId('milestone-message')).toBeNull();
      const before = celebrations.count;
      push(race(5_002, 3_000));
      expect(screen.getByTestId('milestone-message')).toHaveTextContent('Halfway!');
      expect(celebrations.count, `${mode}: confetti`).toBe(before + 1);
      unmount();
    }
  });

  it('shows the sum while the view does not follow exactly two accounts', () => {
    show(counted(1_234), { settings: versusSettings() });
    expect(screen.queryByTestId('versus')).toBeNull();
    expect(digits()).toHaveTextContent('1,234');
  });
});

describe('"+N today" under a live count', () => {
  // The displays' clock is the server's; here it stands at NOW, a UTC noon.
  const TODAY = '2030-05-01';
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    resetServerClock(); // seeded again against the stopped clock
    seedServerClock(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the gain the server sent, in the counter’s language, and follows the stream', async () => {
    show(counted(1234, { today: 1200, todayOn: TODAY }));
    expect(screen.getByTestId('count-today')).toHaveTextContent('+1,200 today');
    push(counted(1230, { today: -4, todayOn: TODAY }));
    expect(screen.getByTestId('count-today')).toHaveTextContent('\u22124 today');
  });

  it('is in the counter’s language, on the overlay too', async () => {
    await import('@core/counter/locale/unit-words-table');
    show(counted(1234, { today: 12, todayOn: TODAY }), {
      mode: 'embed',
      settings: settingsWith({ locale: 'de' }),
    });
    expect(screen.getByTestId('count-today')).toHaveTextContent('+12 heute');
  });

  it('says nothing without a gain, or while no count shows', () => {
    const { unmount } = show(counted(1234));
    expect(screen.queryByTestId('count-today')).toBeNull();
    unmount();
    show(
      counted(null, {
        precision: 'hidden',
        today: 3,
        todayOn: TODAY,
        parts: [part({ value: null, precision: 'hidden' })],
      }),
    );
    expect(screen.queryByTestId('count-today')).toBeNull();
  });

  it('goes at UTC midnight, and comes back with the new day’s gain', () => {
    show(counted(1234, { today: 30, todayOn: TODAY }));
    expect(screen.getByTestId('count-today')).toHaveTextContent('+30 today');
    act(() => {
      vi.advanceTimersByTime(12 * 3_600_000 + 1_000); // past midnight: the gain was yesterday's
    });
    expect(screen.queryByTestId('count-today')).toBeNull();
    push(counted(1240, { today: 6, todayOn: '2030-05-02' }));
    expect(screen.getByTestId('count-today')).toHaveTextContent('+6 today');
  });

  it('shows no gain of another day than the display’s', () => {
    show(counted(1234, { today: 30, todayOn: '2030-04-30' }));
    expect(screen.queryByTestId('count-today')).toBeNull();
  });
});
