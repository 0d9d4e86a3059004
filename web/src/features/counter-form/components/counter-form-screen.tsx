import { isPremium } from '@core/plan/plan-rules';
import { PageContainer, PageTitle } from '@web/components/layout/app-layout';
import { Alert } from '@web/components/ui/alert';
import { LoadingState } from '@web/components/ui/spinner';
import { errorStatus } from '@web/lib/api-error';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { useState } from 'react';
import { useCounter } from '../api/get-counter';
import { newCounterValues, storedCounterValues } from '../utils/form-values';
import { BackButton, CounterForm } from './counter-form';

// /counter/new (create) and /counter/:id/edit (edit); a spinner while an existing counter loads.
export function CounterFormScreen({ id }: { id?: string }) {
  const { user } = useCurrentUser();
  const counter = useCounter(id, { enabled: user !== null });
  // Computed once, so a re-render never moves the default end time under the user's feet.
  const [createValues] = useState(() => newCounterValues(new Date()));
  const title = id ? 'Edit Counter' : 'Create New Counter';

  let body: React.ReactNode;
  if (!id) {
    body = (
      <CounterForm
        defaultValues={createValues}
        premium={isPremium(user)}
        draftKey={`${user?.id}:counter:new`}
        draftBase={null}
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
      {body}
    </PageContainer>
  );
}
