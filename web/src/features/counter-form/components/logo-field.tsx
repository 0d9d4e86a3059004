import { checkLogoBytes, LOGO_MAX_BYTES, LOGO_MESSAGES, LOGO_TYPES, logoPath } from '@core/counter/logo';
import type { CounterBody } from '@core/counter/settings';
import { Button } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { serverMessage } from '@web/lib/api-error';
import { ImageUp, Lock, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { uploadLogo } from '../api/upload-logo';
import type { CounterFormValues } from '../utils/form-values';
import { useFieldError } from './fields';

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; fraction: number }
  | { state: 'failed'; message: string };

/** Why this file cannot be a logo, checked here first so a wrong file fails at once (the server checks again). */
async function checkFile(file: File): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge;
  return checkLogoBytes(new Uint8Array(await file.arrayBuffer()));
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
      <Lock className="size-4 shrink-0" aria-hidden />
      {children}
    </p>
  );
}

// A Premium counter's own logo: uploaded as soon as it is picked (the preview shows it), and kept
// by the next save, which stores the settings naming it. A counter not made yet uploads it as its
// owner's pending logo, which the creation claims; the hash rides in the form values (and so in a
// kept draft) until then. A real button opens the file picker, so the keyboard reaches it like any
// other control.
export function LogoField({ counterId, premium }: { counterId?: string; premium: boolean }) {
  const { setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const logo = useWatch<CounterFormValues, 'settings.logo'>({ name: 'settings.logo' });
  const savedError = useFieldError('settings.logo');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const statusId = useId();

  async function send(file: File) {
    const problem = await checkFile(file);
    if (problem) return setUpload({ state: 'failed', message: problem });
    setUpload({ state: 'sending', fraction: 0 });
    try {
      const answer = await uploadLogo(counterId, file, (fraction) =>
        setUpload({ state: 'sending', fraction }),
      );
      setValue('settings.logo', answer.logo, { shouldDirty: true, shouldValidate: true });
      setUpload({ state: 'idle' });
    } catch (error) {
      setUpload({ state: 'failed', message: serverMessage(error) });
    }
  }

  const header = (
    <div className="grid gap-0.5">
      <span className="text-sm font-medium text-slate-800">Logo</span>
      <span id={hintId} className="text-sm text-slate-500">
        PNG, JPEG or WebP, up to {LOGO_MAX_BYTES / 1024} KB. It takes the social icon’s place, at the icon
        position.
      </span>
    </div>
  );
  if (!premium)
    return (
      <div className="grid gap-2">
        {header}
        <Note>
          Your own logo is available for premium users only.
          <Link href="/account" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Upgrade to Premium
          </Link>
        </Note>
      </div>
    );

  const sending = upload.state === 'sending';
  const error = upload.state === 'failed' ? upload.message : savedError;
  const percent = sending ? Math.round(upload.fraction * 100) : 0;
  return (
    <div className="grid gap-2" data-testid="logo-field">
      {header}
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="grid h-20 w-32 shrink-0 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-[conic-gradient(#e2e8f0_25%,#fff_0_50%,#e2e8f0_0_75%,#fff_0)] bg-[length:16px_16px]"
          aria-hidden={logo ? undefined : true}
        >
          {logo ? (
            <img
              src={logoPath(logo)}
              alt="Your logo"
              className="max-h-16 max-w-28 object-contain"
              data-testid="logo-preview"
            />
          ) : (
            <ImageUp className="size-7 text-slate-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={LOGO_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-testid="logo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={sending}
            aria-describedby={`${hintId} ${statusId}`}
            onClick={() => input.current?.click()}
          >
            {!sending && <ImageUp aria-hidden />}
            {logo ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logo && !sending && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue('settings.logo', undefined, { shouldDirty: true, shouldValidate: true });
                setUpload({ state: 'idle' });
              }}
            >
              <Trash2 aria-hidden />
              Remove logo
            </Button>
          )}
        </div>
      </div>
      <div id={statusId} aria-live="polite">
        {sending && (
          <div className="grid gap-1">
            <ProgressBar
              label="Uploading logo"
              percent={percent}
              className="h-1.5 w-full max-w-xs bg-slate-200"
              fillClassName="bg-brand-600"
            />
            <span className="text-xs text-slate-500">Uploading… {percent}%</span>
          </div>
        )}
        {logo && !sending && !error && (
          <span className="text-xs text-slate-500">
            Saved with the counter when you {counterId ? 'update' : 'create'} it.
          </span>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
