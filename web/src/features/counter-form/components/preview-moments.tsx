import { PREVIEW_MOMENT_LABELS, PREVIEW_MOMENTS, type PreviewMoment } from '../utils/preview-moments';

// A radio group (arrow keys move between moments, as native radios do).
export function PreviewMoments({
  value,
  onChange,
}: {
  value: PreviewMoment;
  onChange: (m: PreviewMoment) => void;
}) {
  return (
    <fieldset className="mt-3 flex flex-wrap gap-2" aria-label="Preview moment">
      {PREVIEW_MOMENTS.map((moment) => (
        <label
          key={moment}
          className="flex h-10 cursor-pointer items-center rounded-lg border border-slate-200 px-3 text-sm text-slate-700 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2"
        >
          <input
            type="radio"
            name="preview-moment"
            value={moment}
            checked={value === moment}
            onChange={() => onChange(moment)}
            className="sr-only"
          />
          {PREVIEW_MOMENT_LABELS[moment]}
        </label>
      ))}
    </fieldset>
  );
}
