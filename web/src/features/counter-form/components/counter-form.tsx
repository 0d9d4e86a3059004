import { type CounterBody, counterBodySchema } from '@core/counter/settings';
import type { StoredSubmitSettings } from '@core/counter/submit-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { SessionEndedAlert } from '@web/components/feedback/session-ended-alert';
import { Button } from '@web/components/ui/button';
import { useSessionEnded } from '@web/lib/auth/session-ended';
import { useDraftDefaults, useFormDraft } from '@web/lib/drafts/use-form-draft';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { useLiveSourcesForNumbers } from '../hooks/use-live-sources-for-numbers';
import { useSaveCounter } from '../hooks/use-save-counter';
import { browserTimeZone, type CounterFormValues, mergeDraftValues } from '../utils/form-values';
import { type CounterTemplate, type TemplateId, templateNeedsPremium } from '../utils/templates';
import { AnimationSection } from './animation-section';
import { BackgroundSection } from './background-section';
import { BasicsSection } from './basics-section';
import { ColorsSection } from './colors-section';
import { DatetimeOptionsSection } from './datetime-options-section';
import { DraftNotice } from './draft-notice';
import { GuestNotice } from './guest-notice';
import { LanguageSection } from './language-section';
import { LiveCountSection } from './live-count-section';
import { MessageSection } from './message-section';
import { NumberOptionsSection } from './number-options-section';
import { PreviewPanel } from './preview-panel';
import { TemplatePicker } from './template-picker';

type Props = {
  id?: string;
  defaultValues: CounterFormValues;
  premium: boolean;
  /** The saved settings of the counter being edited: the date rule looks at whether the end moved. */
  stored?: StoredSubmitSettings;
  /** Local draft of this form: one per user and counter, typed over `draftBase` (the counter's version). */
  draftKey: string;
  draftBase: string | null;
  /** A new counter: offer the templates. */
  templates?: boolean;
  /** A visitor who is not signed in: Create Counter keeps the draft and goes to sign up. */
  guest?: boolean;
  /** Save at once (the visitor's draft, back from signing up). */
  autoSave?: boolean;
};

/** Sign up, then back to the form, which saves the kept draft. */
export const GUEST_SAVE_PATH = `/auth?mode=register&next=${encodeURIComponent('/counter/new?save=draft')}`;

const needsPremium = (template: CounterTemplate) =>
  templateNeedsPremium(template.values(new Date(), browserTimeZone()));

function TypeOptions({ guest, historyOf }: { guest: boolean; historyOf?: string }) {
  const type = useWatch<CounterFormValues, 'settings.countdownType'>({ name: 'settings.countdownType' });
  useLiveSourcesForNumbers(type);
  if (type === 'datetime') return <DatetimeOptionsSection />;
  return (
    <>
      {/* Looking accounts up is for signed-in creators (the API asks who is asking). */}
      {!guest && <LiveCountSection historyOf={historyOf} />}
      <NumberOptionsSection />
    </>
  );
}

// Form left, sticky preview right; on phones the preview comes first and stays in view as you scroll.
export function CounterForm({
  id,
  defaultValues,
  premium,
  stored,
  draftKey,
  draftBase,
  templates = false,
  guest = false,
  autoSave = false,
}: Props) {
  const initial = useDraftDefaults(draftKey, defaultValues, { base: draftBase, merge: mergeDraftValues });
  const form = useForm<CounterFormValues, unknown, CounterBody>({
    resolver: zodResolver(counterBodySchema),
    defaultValues: initial.values,
  });
  const draft = useFormDraft(form, draftKey, draftBase);
  const session = useSessionEnded();
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<TemplateId | null>(null);
  const { onSubmit, isPending, mode } = useSaveCounter(form, id, {
    stored,
    onSaved: draft.clear,
    onSessionEnded: session.check,
    onGuest: guest
      ? () => {
          draft.keep();
          navigate(GUEST_SAVE_PATH);
        }
      : undefined,
  });
  // Once, on arrival: the draft a visitor built before signing up is saved for the new account.
  const autoSaved = useRef(false);
  useEffect(() => {
    if (!autoSave || autoSaved.current) return;
    autoSaved.current = true;
    window.history.replaceState(null, '', '/counter/new');
    void onSubmit();
  }, [autoSave, onSubmit]);

  function chooseTemplate(template: CounterTemplate) {
    form.reset(template.values(new Date(), browserTimeZone()));
    draft.keep();
    setChosen(template.id);
  }
  const submitLabel = mode === 'update' ? 'Update Counter' : 'Create Counter';
  const pendingLabel = mode === 'update' ? 'Updating...' : 'Creating...';

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={id ? 'Edit Counter' : 'Create New Counter'}>
        {initial.restoredAt !== null && (
          <DraftNotice
            savedAt={initial.restoredAt}
            onDiscard={() => {
              draft.clear();
              form.reset(defaultValues);
            }}
          />
        )}
        {templates && (
          <div className="mb-6">
            <TemplatePicker
              chosen={chosen}
              needsPremium={needsPremium}
              premium={premium}
              onChoose={chooseTemplate}
            />
          </div>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8">
          {/* Sticky at every width: on a phone it sits under the header while the fields scroll
              beneath it, and folds down to its header row to give them the whole screen. */}
          <aside className="sticky top-[4.5rem] z-20 lg:top-24 lg:order-last" aria-label="Preview">
            <PreviewPanel />
          </aside>
          <div className="grid min-w-0 gap-6">
            <BasicsSection />
            <TypeOptions
              guest={guest}
              historyOf={id && Array.isArray(defaultValues.settings.liveSources) ? id : undefined}
            />
            <LanguageSection />
            <MessageSection counterId={id} premium={premium} />
            <AnimationSection />
            <BackgroundSection premium={premium} />
            <ColorsSection />
            {session.ended && <SessionEndedAlert onSignIn={session.signIn} />}
            {guest && <GuestNotice />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button asChild variant="outline" size="lg">
                <Link href="/">Cancel</Link>
              </Button>
              <Button type="submit" variant="gradient" size="lg" loading={isPending}>
                {isPending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

export function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-3">
      <Link href="/">
        <ArrowLeft aria-hidden />
        Back
      </Link>
    </Button>
  );
}
