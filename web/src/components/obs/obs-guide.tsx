import type { ReactNode } from 'react';

// Adding a counter to OBS (or Streamlabs) in three steps; the embed dialog fills in the counter's
// own size, the Help Center shows the same steps in general words.
export function obsSteps(size?: { width: number; height: number }): ReactNode[] {
  return [
    <>
      In OBS, click <strong>+</strong> under <strong>Sources</strong> and choose <strong>Browser</strong>.
    </>,
    size ? (
      <>
        Paste the browser-source URL into <strong>URL</strong>, and set <strong>Width</strong> to{' '}
        <strong className="tabular-nums">{size.width}</strong> and <strong>Height</strong> to{' '}
        <strong className="tabular-nums">{size.height}</strong>.
      </>
    ) : (
      <>
        Paste the counter’s browser-source URL into <strong>URL</strong>, and set the <strong>Width</strong>{' '}
        and <strong>Height</strong> the embed dialog suggests for your design.
      </>
    ),
    <>
      Click <strong>OK</strong>: the counter appears on a transparent background and starts by itself.
    </>,
  ];
}

export function ObsGuide({
  size,
  className,
}: {
  size?: { width: number; height: number };
  className?: string;
}) {
  return (
    <ol className={className ?? 'grid list-decimal gap-1 pl-5 text-sm text-slate-600'}>
      {obsSteps(size).map((step, i) => (
        // The steps are a fixed list; their order is their identity.
        <li key={i}>{step}</li>
      ))}
    </ol>
  );
}
