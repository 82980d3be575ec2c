import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** The centred card of the public sign-in screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-wrap">
      <div className="card auth-card">
        <p className="muted" style={{ textAlign: 'center', margin: 0 }}>
          eSec Auction
        </p>
        <PageTitle text={title} />
        {children}
      </div>
    </main>
  );
}
