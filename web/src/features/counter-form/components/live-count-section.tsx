import type { CounterBody } from '@core/counter/settings';
import { MAX_LIVE_SOURCES } from '@core/live-sources/live-source-schema';
import { connectPlatformOf, type LiveSourcePlatform } from '@core/live-sources/platforms';
import { VERSUS_LABEL_MAX, VERSUS_MESSAGES, VERSUS_SOURCES } from '@core/live-sources/versus';
import { LiveHistoryPanel } from '@web/components/live-history/live-history-panel';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Switch } from '@web/components/ui/switch';
import { Plus, Radio, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import {
  ACCOUNT_PLACEHOLDERS,
  LIVE_COUNT_EXPLAINER,
  LIVE_DISPLAY_LABELS,
  newRow,
  PLATFORM_CHOICES,
  VERSUS_HINT,
} from '../utils/live-count';
import { AccountPreview } from './account-preview';
import { ConnectedAccountPicker } from './connected-account-picker';
import { SelectField, SwitchField } from './fields';
import { FormSection } from './form-section';

// Number counters: "Follow a live count" (settings.liveSources, 1 to 8 accounts whose counts are
// summed, or two side by side: settings.liveDisplay 'versus', each side's label in versusLabels). Live control cannot be on at the same time (LIVE_SOURCES_SYNCED_MESSAGE): turning this on
// turns it off, and the Basics section shows why it is disabled.

type Row = { platform: LiveSourcePlatform; account: string };

export const SHOW_TODAY_NOTE =
  'What the counts gained since midnight UTC. Not shown while a YouTube account is followed: its terms allow no figures derived from its counts.';

const message = (error: unknown) => (error as { message?: string } | undefined)?.message;

/** `historyOf`: the id of a saved counter that follows live counts, whose 30 days are charted. */
export function LiveCountSection({ historyOf }: { historyOf?: string } = {}) {
  const { getValues, setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const sources = useWatch<CounterFormValues, 'settings.liveSources'>({ name: 'settings.liveSources' });
  const on = sources !== undefined;
  // Rows typed before the switch went off come back when it goes on again.
  const stash = useRef<Row[] | null>(null);
  const [syncedTurnedOff, setSyncedTurnedOff] = useState(false);
  const switchId = useId();

  function toggle(next: boolean) {
    if (next) {
      if (getValues('settings.synced')) {
        setValue('settings.synced', false, { shouldDirty: true });
        setSyncedTurnedOff(true);
      }
      setValue('settings.liveSources', stash.current?.length ? stash.current : [newRow([])], {
        shouldDirty: true,
      });
    } else {
      stash.current = (getValues('settings.liveSources') ?? []).map((r) => ({ ...r }));
      setValue('settings.liveSources', undefined, { shouldDirty: true });
      setSyncedTurnedOff(false);
    }
  }

  return (
    <FormSection title="Live count" description="Show a real follower or subscriber count." icon={Radio}>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3.5">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={switchId}>Follow a live count</Label>
          <Switch id={switchId} checked={on} onCheckedChange={toggle} aria-describedby={`${switchId}-note`} />
        </div>
        <p id={`${switchId}-note`} className="text-xs text-slate-600">
          {LIVE_COUNT_EXPLAINER}
        </p>
      </div>
      {on && syncedTurnedOff && (
        <p role="status" className="text-sm text-slate-600" data-testid="synced-turned-off">
          Live control is now off: a counter follows either live counts or Live control, not both.
        </p>
      )}
      {/* Mounted only while on: a field array turns an absent list into [], which the schema refuses. */}
      {on && <SourceList />}
      {on && (
        <SwitchField
          field="showToday"
          label="Show “+N today” under the count"
          description={SHOW_TODAY_NOTE}
        />
      )}
      {on && historyOf && (
        <div className="rounded-xl border border-slate-200 p-3.5">
          <LiveHistoryPanel counterId={historyOf} />
        </div>
      )}
    </FormSection>
  );
}

function SourceList() {
  const { control, getValues, setFocus, setValue } = useFormContext<
    CounterFormValues,
    unknown,
    CounterBody
  >();
  const display = useWatch<CounterFormValues, 'settings.liveDisplay'>({ name: 'settings.liveDisplay' });
  const versus = display === 'versus';
  const { fields, append, remove } = useFieldArray({ control, name: 'settings.liveSources' });
  const { errors } = useFormState<CounterFormValues>({ name: 'settings.liveSources' });
  const listError =
    message(get(errors, 'settings.liveSources')) ?? message(get(errors, 'settings.liveSources.root'));
  const limitId = useId();
  const full = fields.length >= MAX_LIVE_SOURCES;

  function removeRow(index: number) {
    remove(index);
    // Focus stays in the list: the row that took its place, else the one above.
    setFocus(`settings.liveSources.${Math.min(index, fields.length - 2)}.account`);
  }

  return (
    <>
      <ol className="grid gap-3" aria-label="Accounts to follow">
        {fields.map((field, index) => (
          <SourceRow
            key={field.id}
            index={index}
            count={fields.length}
            versus={versus}
            onRemove={fields.length > 1 ? () => removeRow(index) : undefined}
          />
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {listError}
        </p>
      )}
      <SelectField
        label="Show"
        name="settings.liveDisplay"
        labels={LIVE_DISPLAY_LABELS}
        // Said as soon as it applies, not only when a save is refused for it.
        hint={versus && fields.length !== VERSUS_SOURCES ? VERSUS_MESSAGES.sources : VERSUS_HINT}
        onValue={(value) => {
          // Each side's label box starts empty: the account's name.
          if (value === 'versus' && !getValues('settings.versusLabels'))
            setValue('settings.versusLabels', ['', ''], { shouldDirty: true });
        }}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          onClick={() =>
            append(newRow(getValues('settings.liveSources') ?? []), {
              focusName: `settings.liveSources.${fields.length}.account`,
            })
          }
        >
          <Plus aria-hidden />
          Add another account
        </Button>
        {full && (
          <p id={limitId} className="text-xs text-slate-600">
            A counter can follow at most {MAX_LIVE_SOURCES} accounts.
          </p>
        )}
      </div>
    </>
  );
}

type RowProps = { index: number; count: number; versus: boolean; onRemove?: () => void };

function SourceRow({ index, count, versus, onRemove }: RowProps) {
  const { register, setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const base = `settings.liveSources.${index}` as const;
  const platform = useWatch<CounterFormValues, `${typeof base}.platform`>({ name: `${base}.platform` });
  const account = useWatch<CounterFormValues, `${typeof base}.account`>({ name: `${base}.account` }) ?? '';
  const { errors } = useFormState<CounterFormValues>({ name: `${base}.account` });
  const error = message(get(errors, `${base}.account`)) ?? message(get(errors, `${base}.platform`));
  const id = useId();
  const n = index + 1;
  // One account needs no number; several are told apart by it (and so are their labels).
  const suffix = count > 1 ? ` ${n}` : '';
  const connect = platform ? connectPlatformOf(platform) : null;

  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3" data-testid="live-source-row">
      {/* Each column keeps its label and box at the top: a connected account's line under its
          picker makes the account column taller than the others. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[9.5rem_minmax(0,1fr)_auto]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-platform`}>Platform{suffix}</Label>
          <NativeSelect id={`${id}-platform`} {...register(`${base}.platform`)}>
            {PLATFORM_CHOICES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 row-start-2 grid content-start gap-1.5 sm:col-span-1 sm:row-start-auto">
          <Label htmlFor={`${id}-account`}>Account{suffix}</Label>
          {connect ? (
            <ConnectedAccountPicker
              connect={connect}
              id={`${id}-account`}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
              field={register(`${base}.account`)}
              onDisconnected={(gone) => {
                if (gone === account) setValue(`${base}.account`, '', { shouldDirty: true });
              }}
            />
          ) : (
            <Input
              id={`${id}-account`}
              placeholder={platform ? ACCOUNT_PLACEHOLDERS[platform] : undefined}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register(`${base}.account`)}
            />
          )}
        </div>
        <div className="col-start-2 row-start-1 self-end sm:col-start-auto sm:row-start-auto sm:self-start sm:pt-[1.75rem]">
          {onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove account${suffix}`}
              onClick={onRemove}
              className="text-slate-500 hover:text-red-700"
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {platform && <AccountPreview platform={platform} account={account.trim()} hasError={Boolean(error)} />}
      {versus && index < VERSUS_SOURCES && <SideLabel index={index as 0 | 1} />}
    </li>
  );
}

// A versus side's label, shown over its count; empty, the account's name stands there.
function SideLabel({ index }: { index: 0 | 1 }) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const name = `settings.versusLabels.${index}` as const;
  const { errors } = useFormState<CounterFormValues>({ name });
  const error = message(get(errors, name));
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        Label {index + 1} <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      <Input
        id={id}
        maxLength={VERSUS_LABEL_MAX}
        placeholder="The account’s name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
