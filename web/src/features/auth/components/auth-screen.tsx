import { Card } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register' | 'forgot';
const MODES: Mode[] = ['login', 'register', 'forgot'];

const headings: Record<Mode, { title: string; description: string }> = {
  login: { title: 'Welcome back', description: 'Sign in to manage your counters and countdowns.' },
  register: {
    title: 'Create your free account',
    description: 'Build your first animated counter in minutes.',
  },
  forgot: { title: 'Reset your password', description: "We'll email you a secure link to set a new one." },
};

function isMode(value: string | null): value is Mode {
  return MODES.includes(value as Mode);
}

// /auth: Sign In, Sign Up and Reset Password in one screen (docs/product.md §2).
export function AuthScreen() {
  const search = useSearch();
  const requested = new URLSearchParams(search).get('mode');
  const [mode, setMode] = useState<Mode>(isMode(requested) ? requested : 'login');
  const heading = headings[mode];

  return (
    <AuthShell>
      <div className="mb-6 grid gap-1.5 text-center sm:mb-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{heading.title}</h1>
        <p className="text-slate-600">{heading.description}</p>
      </div>
      <Card className="p-5 shadow-xl shadow-brand-950/5 sm:p-8">
        <Tabs value={mode} onValueChange={(value) => isMode(value) && setMode(value)} className="grid gap-6">
          <TabsList aria-label="Account">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Sign Up</TabsTrigger>
            <TabsTrigger value="forgot">Reset Password</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onForgotPassword={() => setMode('forgot')} />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm />
          </TabsContent>
          <TabsContent value="forgot">
            <ForgotPasswordForm onBackToSignIn={() => setMode('login')} />
          </TabsContent>
        </Tabs>
      </Card>
    </AuthShell>
  );
}
