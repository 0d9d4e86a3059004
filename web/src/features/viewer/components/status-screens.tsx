export function CounterNotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-black tracking-tight text-white/15" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-white">Counter not found</h1>
      <p className="max-w-sm text-white/70">
        The link may be mistyped, or the counter was deleted by its owner.
      </p>
      <a
        href="/"
        className="mt-2 inline-flex h-11 items-center rounded-xl bg-white px-5 text-sm font-semibold text-slate-900 shadow-lg transition hover:bg-white/90"
      >
        Make your own counter
      </a>
    </main>
  );
}
