import { screen, waitFor, within } from '@testing-library/react';
import { held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { ContactPage, HelpPage, PrivacyPage, RefundPolicyPage, TermsPage } from './static-pages';

// The help, contact and legal pages' own logic (moved from e2e/pages.spec.ts): accordions, the
// contact form's checks and answers, the price each reads from GET /api/pricing. The browser suite
// keeps a message really sent and mailed, the footer link's scroll, and axe on every page.

// A distinctive price: a page showing it read it from the API.
const PRICE = '7.25';
const pricing = on('GET', '/api/pricing', {
  json: { currentPrice: PRICE, originalPrice: PRICE, isDiscountActive: false, discountedPrice: null },
});
const toast = () => document.querySelector<HTMLElement>('.toast-root');

describe('Help Center', () => {
  it('groups answers in accordions, one open at a time, with the price from the API', async () => {
    stubApi(pricing);
    const { user } = renderApp(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    for (const topic of [
      'Getting Started',
      'Customization Options',
      'Subscription & Billing',
      'Embedding & Sharing',
      'Technical Support',
      'Live counts',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const obs = screen.getByRole('button', { name: 'How do I add a counter to OBS or Streamlabs?' });
    const embed = screen.getByRole('button', { name: 'How do I embed a counter on my website?' });
    await user.click(obs);
    expect(obs).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(obs.getAttribute('aria-controls') ?? '');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('?transparent=1&autostart=1');
    await user.click(embed);
    expect(embed).toHaveAttribute('aria-expanded', 'true');
    expect(obs).toHaveAttribute('aria-expanded', 'false');
    await user.click(embed);
    expect(embed).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'How much does Premium cost?' }));
    await waitFor(() => expect(document.body).toHaveTextContent(`Premium is $${PRICE}/month`));
  });

  it('explains live counts: platforms, what to paste, the goal, the sum, the cadence and honest numbers', async () => {
    stubApi(pricing);
    const { user } = renderApp(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('link', { name: 'Live counts' })).toHaveAttribute('href', '#live-counts');
    const section = screen.getByRole('region', { name: 'Live counts' });
    const answer = async (question: string) => {
      const button = within(section).getByRole('button', { name: question });
      await user.click(button);
      return document.getElementById(button.getAttribute('aria-controls') ?? '');
    };
    expect(await answer('Which counts can a counter follow?')).toHaveTextContent(
      /YouTube.*Twitch.*Bluesky.*X.*Instagram.*TikTok.*Threads.*Kick.*connect the account once/,
    );
    expect(await answer('Why does Kick say “Counted since you connected”?')).toHaveTextContent(
      /does not publish a follower total/,
    );
    expect(await answer('Can I show two accounts against each other?')).toHaveTextContent(/Versus/);
    expect(await answer('What are “+N today” and the 30-day chart?')).toHaveTextContent(
      /YouTube’s rules do not allow charts/,
    );
    expect(await answer('What do I paste?')).toHaveTextContent('bsky.app/profile/');
    expect(await answer('How do I set a goal?')).toHaveTextContent('End Number is the goal');
    expect(await answer('Can I add up several accounts?')).toHaveTextContent('up to 8');
    expect(await answer('How often does the count update?')).toHaveTextContent(
      /Premium counters update every minute and Free counters every 10 minutes.*X accounts update every 15 minutes.*X charges for every read/,
    );
    expect(await answer('Why does my YouTube count end in zeros?')).toHaveTextContent(
      /1,000 and more down to three significant figures/,
    );
    expect(await answer('Do you ever guess the number?')).toHaveTextContent(
      /no estimates between updates.*never shown/,
    );
    expect(await answer('What does “stale” mean?')).toHaveTextContent('keeps showing the last count');
    expect(await answer('What does OBS show after a reload?')).toHaveTextContent('The last count, at once');
  });
});

describe('Contact Support', () => {
  const fill = async (user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const control = screen.getByLabelText(label);
      if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
      else {
        await user.clear(control);
        await user.type(control, value);
      }
    }
  };

  it('shows response times and the three addresses', () => {
    stubApi(pricing);
    renderApp(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    for (const time of ['within 4 hours', 'within 24 hours', '1-2 business days'])
      expect(document.body).toHaveTextContent(time);
    for (const address of ['support@countstream.app', 'billing@countstream.app', 'tech@countstream.app']) {
      for (const link of screen.getAllByRole('link', { name: address }))
        expect(link).toHaveAttribute('href', `mailto:${address}`);
    }
  });

  it('submit is disabled until every field is filled (spaces are not a message); sending clears the form', async () => {
    const sending = held();
    const calls = stubApi(
      pricing,
      on('POST', '/api/contact', async () => {
        await sending.wait;
        return { json: { ok: true } };
      }),
    );
    const { user } = renderApp(<ContactPage />, { path: '/contact' });
    const submit = screen.getByRole('button', { name: 'Send Message' });
    expect(submit).toBeDisabled();
    await fill(user, { Name: 'Robin Creator', Email: 'robin@example.com', Category: 'technical' });
    await fill(user, { Subject: 'Embed question' });
    expect(submit).toBeDisabled();
    await fill(user, { Message: '   ' });
    expect(submit).toBeDisabled();
    await fill(user, { Message: 'My counter does not start in OBS.' });
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    sending.release();
    // The form ends in a lasting state that says where the copy went, with focus on its heading.
    const sent = await screen.findByRole('heading', { name: 'Message sent' });
    expect(sent).toHaveFocus();
    expect(screen.getByTestId('contact-sent')).toHaveTextContent('robin@example.com');
    expect(screen.getByTestId('contact-sent')).toHaveTextContent("We'll get back to you within 24 hours.");
    expect(toast()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Robin Creator',
        email: 'robin@example.com',
        category: 'technical',
        subject: 'Embed question',
        message: 'My counter does not start in OBS.',
      },
    ]);
  });

  it('a refused message shows the server reason and keeps the form', async () => {
    stubApi(
      pricing,
      on('POST', '/api/contact', {
        status: 429,
        json: { message: 'Too many requests. Please wait 60 seconds and try again.' },
      }),
    );
    const { user } = renderApp(<ContactPage />, { path: '/contact' });
    await fill(user, {
      Name: 'Robin',
      Email: 'robin@example.com',
      Category: 'billing',
      Subject: 'Invoice',
      Message: 'Please resend my invoice.',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Message not sent'));
    expect(toast()).toHaveTextContent('Too many requests. Please wait 60 seconds and try again.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Invoice');
  });

  it('an invalid e-mail is explained before sending', async () => {
    const calls = stubApi(pricing);
    const { user } = renderApp(<ContactPage />, { path: '/contact' });
    await fill(user, {
      Name: 'Robin',
      Email: 'not-an-email',
      Category: 'general',
      Subject: 'Hello',
      Message: 'Hi there',
    });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('legal pages', () => {
  const pages = [
    [
      PrivacyPage,
      'Privacy Policy',
      ['Information we collect', 'Cookies', "Children's privacy", 'Contact us'],
    ],
    [
      TermsPage,
      'Terms of Service',
      ['Free and Premium plans', 'Payments and billing', 'Price changes', 'Refunds'],
    ],
    [
      RefundPolicyPage,
      'Refund Policy',
      ['30-day money-back guarantee', 'Processing times', 'Service outages', 'Payments through Paddle'],
    ],
  ] as const;
  for (const [Page, title, sections] of pages) {
    it(`${title} has its headed sections`, () => {
      stubApi(pricing);
      renderApp(<Page />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const section of sections)
        expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    });
  }

  it('policies use the product’s figures and the Premium price from the API', async () => {
    stubApi(pricing);
    const terms = renderApp(<TermsPage />);
    await waitFor(() => expect(document.body).toHaveTextContent(`$${PRICE}/month`));
    expect(document.body).toHaveTextContent('at least 30 days before');
    expect(document.body).toHaveTextContent('Paddle');
    terms.unmount();
    const refund = renderApp(<RefundPolicyPage />);
    const text = within(document.body);
    expect(text.getAllByText(/within 1-2 business days/).length).toBeGreaterThan(0);
    expect(document.body).toHaveTextContent('within 3-5 business days');
    expect(document.body).toHaveTextContent('more than 24 hours');
    refund.unmount();
    renderApp(<PrivacyPage />);
    expect(document.body).toHaveTextContent('children under 13');
  });
});
