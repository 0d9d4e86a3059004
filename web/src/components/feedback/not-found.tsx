import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Compass } from 'lucide-react';
import { Link } from 'wouter';

// The fallback for unknown routes (docs/product.md §8), also shown to non-admins at /admin.
export function NotFound() {
  return (
    <div className="mx-auto grid w-full max-w-6xl place-items-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-lg">
        <div className="flex flex-col items-center gap-4 px-6 py-12 text-center sm:px-10">
          <span className="grid size-14 place-items-center rounded-2xl bg-red-50 text-red-600">
            <Compass className="size-7" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
          <p className="text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
          <Button asChild className="mt-2">
            <Link href="/">Go to homepage</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
