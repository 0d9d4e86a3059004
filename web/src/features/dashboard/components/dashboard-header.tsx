import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Crown, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';

type Props = { premium: boolean; admin: boolean };

// Title, plan badge and, for admins, the Admin badge and Admin Panel button (docs/product.md §2).
export function DashboardHeader({ premium, admin }: Props) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">Dashboard</h1>
        {premium ? (
          <Badge variant="gradient">
            <Crown className="size-3.5" aria-hidden />
            Premium
          </Badge>
        ) : (
          <Badge variant="outline">Free Plan</Badge>
        )}
        {admin && (
          <Badge variant="default">
            <ShieldCheck className="size-3.5" aria-hidden />
            Admin
          </Badge>
        )}
      </div>
      {admin && (
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link href="/admin">
            <ShieldCheck aria-hidden />
            Admin Panel
          </Link>
        </Button>
      )}
    </div>
  );
}
