import { PageContainer } from '@web/components/layout/app-layout';
import { Card } from '@web/components/ui/card';
import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { ContactForm } from './contact-form';
import { PageHero } from './page-hero';
import { ResponseTimesList, SupportAddressList } from './support-info';

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Contact Support"
        description="Questions, billing, a bug or an idea for a feature — send us a message and a real person will answer."
      />
      <PageContainer>
        <div className="grid gap-8 lg:grid-cols-[1fr_21rem]">
          <Card className="p-6 sm:p-8">
            <h2 className="text-xl font-bold text-brand-950">Send us a message</h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">
              Pick the category that fits best so your message reaches the right person.
            </p>
            <ContactForm />
          </Card>
          <aside className="grid content-start gap-6">
            <Card className="p-6">
              <h2 className="text-base font-bold text-brand-950">Response times</h2>
              <div className="mt-4">
                <ResponseTimesList />
              </div>
            </Card>
            <Card className="p-6">
              <h2 className="text-base font-bold text-brand-950">Email us directly</h2>
              <div className="mt-4">
                <SupportAddressList />
              </div>
            </Card>
            <Card className="flex items-start gap-3 p-6">
              <BookOpen className="mt-0.5 size-5 shrink-0 text-accent-purple" aria-hidden />
              <p className="text-sm text-slate-600">
                Looking for a quick answer? The{' '}
                <Link
                  href="/help"
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Help Center
                </Link>{' '}
                covers setup, customization, billing, embedding and OBS.
              </p>
            </Card>
          </aside>
        </div>
      </PageContainer>
    </>
  );
}
