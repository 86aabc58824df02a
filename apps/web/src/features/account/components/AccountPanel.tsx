// Card frame of the signed-in account screens (change password, change or bind phone).
import type { ReactNode } from 'react';
import { AuthHeading } from './AuthHeading.tsx';
import '../account.css';

type Props = { title: string; subtitle?: string; testId: string; children: ReactNode };

export function AccountPanel({ title, subtitle, testId, children }: Props) {
  return (
    <div className="page-container">
      <section className="account-panel" data-testid={testId}>
        <AuthHeading title={title} subtitle={subtitle} />
        {children}
      </section>
    </div>
  );
}
