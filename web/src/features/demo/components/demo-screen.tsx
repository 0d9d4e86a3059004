import { useState } from 'react';
import { FollowerDemo } from './follower-demo';
import { NewYearDemo } from './new-year-demo';

const TABS = [
  { id: 'followers', label: 'Follower counter' },
  { id: 'countdown', label: 'New Year countdown' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// Sign-up, then straight to a new counter; a signed-in creator goes there at once (the auth page
// sends them on).
const CREATE_HREF = '/auth?mode=register&next=%2Fcounter%2Fnew';

/** /counter/demo: the Instagram Followers demo, with a switch to the countdown demo (docs/architecture.md §1). */
export function DemoScreen() {
  const [tab, setTab] = useState<TabId>('followers');
  return (
    <div className="min-h-dvh bg-brand-night text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6">
        <header className="flex items-center justify-between gap-3">
          <a
            href="/"
            className="inline-flex h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-white/90 ring-1 ring-white/20 transition hover:bg-white/10"
          >
            <span aria-hidden="true">←</span> Back to Home
          </a>
          <div className="flex items-center gap-3">
            <span className="rounded-full bg-brand-gradient px-3 py-1 text-xs font-bold tracking-wide text-white shadow-lg max-sm:hidden">
              Interactive Demo
            </span>
            <a
              href={CREATE_HREF}
              className="inline-flex h-10 items-center rounded-xl bg-white px-4 text-sm font-semibold text-slate-900 shadow-lg transition hover:bg-white/90"
            >
              Create yours
            </a>
          </div>
        </header>
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-end sm:justify-between sm:text-left">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              See a live counter in action
            </h1>
            <p className="text-sm text-white/70">
              Start it, pause it, go fullscreen: what your audience will see.
            </p>
          </div>
          <div
            role="tablist"
            aria-label="Demo counters"
            className="flex shrink-0 gap-1 rounded-2xl bg-white/10 p-1 ring-1 ring-white/10"
          >
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`demo-tab-${t.id}`}
                aria-selected={tab === t.id}
                aria-controls={`demo-panel-${t.id}`}
                onClick={() => setTab(t.id)}
                className={`rounded-xl px-4 py-2 text-sm font-semibold transition ${tab === t.id ? 'bg-white text-slate-900 shadow' : 'text-white/75 hover:text-white'}`}
              >
                {t.label}
              </button>
            ))}
          </div>
        </div>
        {/* Above both demos, so switching moves nothing (it was the countdown's alone). */}
        <p className="rounded-2xl bg-white/10 px-4 py-3 text-center text-sm font-semibold text-white ring-1 ring-white/15">
          Interactive Demo - Try the controls below!
        </p>
        <section role="tabpanel" id={`demo-panel-${tab}`} aria-labelledby={`demo-tab-${tab}`}>
          {tab === 'followers' ? <FollowerDemo /> : <NewYearDemo />}
        </section>
      </div>
    </div>
  );
}
