import { useState } from 'react';

type Recipe = 'curl' | 'streamerbot' | 'streamdeck';

// Copy-ready ways to send events (issue 18): tips relayed by Streamer.bot (StreamElements,
// Streamlabs, Ko-fi), a Stream Deck key, or curl. The key is the user's API key (the dashboard's API keys section).
export function RecipesCard({ id }: { id: string }) {
  const [tab, setTab] = useState<Recipe>('curl');
  const url = `${window.location.origin}/api/v1/counters/${id}/events`;
  const recipes: Record<Recipe, { label: string; text: string }> = {
    curl: {
      label: 'curl',
      text: `curl -X POST ${url} \\\n  -H "Authorization: Bearer cs_live_YOUR_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '{"id":"tip-123","type":"tip","amount":5,"user":"ana"}'`,
    },
    streamerbot: {
      label: 'Streamer.bot',
      text:
        'Action → Sub-Action "Core → Network → Fetch URL" (or a C# Execute Code with HttpClient):\n' +
        `  POST ${url}\n` +
        '  Header: Authorization: Bearer cs_live_YOUR_KEY\n' +
        '  Body: {"id":"%eventId%","type":"tip","amount":%tipAmount%,"user":"%user%"}\n' +
        'Triggers: StreamElements Tip, Streamlabs Donation, Ko-fi Donation (use "sub", "bits"… for others).',
    },
    streamdeck: {
      label: 'Stream Deck',
      text:
        'Install the "API Ninja" or "Web Requests" plugin, add an HTTP POST action:\n' +
        `  URL: ${url}\n` +
        '  Header: Authorization: Bearer cs_live_YOUR_KEY\n' +
        '  Body: {"id":"deck-{{timestamp}}","type":"custom","amount":1}\n' +
        'Add a "custom" rule (e.g. 300 seconds) in the counter settings; each press adds it.',
    },
  };
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm" data-testid="recipes">
      <h2 className="font-semibold text-slate-900">Send events from your tools</h2>
      <div className="flex gap-2" role="tablist">
        {(Object.keys(recipes) as Recipe[]).map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={tab === r}
            onClick={() => setTab(r)}
            className={`rounded-md px-2 py-1 ${tab === r ? 'bg-brand-900 text-white' : 'bg-slate-100 text-slate-700'}`}
          >
            {recipes[r].label}
          </button>
        ))}
      </div>
      <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
        {recipes[tab].text}
      </pre>
      <p className="text-slate-600">
        Each event needs its own id: a repeated id is answered as a duplicate and adds nothing. Make an API
        key with control access in{' '}
        <a className="font-medium text-brand-700 underline" href="/dashboard#api-keys">
          your dashboard's API keys
        </a>
        .
      </p>
    </section>
  );
}
