import { isPremium } from '@core/plan/plan-rules';
import { PageContainer, PageTitle } from '@web/components/layout/app-layout';
import { ReconnectBanner } from '@web/components/reconnect-banner/reconnect-banner';
import { Alert } from '@web/components/ui/alert';
import { LoadingState } from '@web/components/ui/spinner';
import { errorStatus } from '@web/lib/api-error';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { moveDraft } from '@web/lib/drafts/local-draft';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useCounter } from '../api/get-counter';
import { newCounterValues, storedCounterValues } from '../utils/form-values';
import { BackButton, CounterForm } from './counter-form';

/** A visitor's new counter, kept in this browser until they have an account to save it to. */
export const GUEST_DRAFT_KEY = 'guest:counter:new';

// /counter/new (create) and /counter/:id/edit (edit); a spinner while an existing counter loads.
export function CounterFormScreen({ id }: { id?: string }) {
  const { user } = useCurrentUser();
  const counter = useCounter(id, { enabled: user !== null });
  // Computed once, so a re-render never moves the default end time under the user's feet.
  const [createValues] = useState(() => newCounterValues(new Date()));
  const search = useSearch();
  // Back from signing up (or in): the visitor's draft becomes this account's, read by the form
  // below on its first render, and is saved at once when the way back asked for it.
  const [adopted] = useState(
    () => !id && user !== null && moveDraft(GUEST_DRAFT_KEY, `${user.id}:counter:new`),
  );
  const title = id ? 'Edit Counter' : 'Create New Counter';

  let body: React.ReactNode;
  if (!id) {
    body = (
      <CounterForm
        defaultValues={createValues}
        premium={isPremium(user)}
        draftKey={user ? `${user.id}:counter:new` : GUEST_DRAFT_KEY}
        draftBase={null}
        templates
        guest={user === null}
        autoSave={adopted && new URLSearchParams(search).get('save') === 'draft'}
      />
    );
  } else if (counter.data) {
    body = (
      <CounterForm
        key={counter.data.updatedAt}
        id={id}
        defaultValues={storedCounterValues(counter.data, new Date())}
        stored={counter.data.settings}
        draftKey={`${user?.id}:counter:${id}`}
        draftBase={counter.data.updatedAt}
        premium={isPremium(user)}
      />
    );
  } else if (counter.isError) {
    body = (
      <Alert>
        {errorStatus(counter.error) === 404
          ? 'Counter not found.'
          : "We couldn't load this counter. Please try again."}
      </Alert>
    );
  } else {
    body = <LoadingState label="Loading counter..." className="py-24" />;
  }

  return (
    <PageContainer>
      <BackButton />
      <PageTitle
        title={title}
        description={
          id
            ? 'Change the design, then update it.'
            : 'Design your counter and watch the preview update as you go.'
        }
      />
      {user && <ReconnectBanner className="mb-2" />}
      {body}
    </PageContainer>
  );
}
