/**
 * Five minutes before the session's absolute end (12 h after signing in; refreshing never moves it),
 * a banner says so, with "Save now" where the page registered a save (the bid sheet: NEXT). Issue 26.
 */
import { useEffect, useState } from 'react';
import { MSG } from '../../../core/domain/messages';
import { formatEst } from '../../../core/clock/eastern-format';
import { useSaveNow } from '../lib/save-now';
import { useSession } from '../lib/session';
import { Button } from './button';

export const SESSION_WARNING_MS = 5 * 60 * 1000;

export function SessionEndBanner() {
  const { token, sessionEndsAt } = useSession();
  const saveNow = useSaveNow();
  const [now, setNow] = useState(() => Date.now());
  const end = token && typeof sessionEndsAt === 'number' ? sessionEndsAt : null;
  // Wake up at the next boundary only (the warning's start, then the end), not every second.
  useEffect(() => {
    if (end === null) return;
    const next = [end - SESSION_WARNING_MS, end].find((at) => at > now);
    if (next === undefined) return;
    const t = setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [end, now]);
  if (end === null || now < end - SESSION_WARNING_MS || now >= end) return null;
  return (
    <div className="card session-end-banner" role="alert" style={{ margin: 'var(--gap)', display: 'flex', gap: 'var(--gap)', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {MSG.SESSION_ENDING_SOON} (Session end: {formatEst(new Date(end).toISOString())}.)
      </span>
      {saveNow && <Button onClick={saveNow.run}>Save now</Button>}
    </div>
  );
}
