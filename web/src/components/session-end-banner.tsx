/**
 * The banner of the last five minutes before the session's absolute end (12 h after signing in;
 * refreshing never moves it), with "Save now" where the page registered a save (the bid sheet: NEXT).
 * So no work is lost when a session ends. Loaded only when shown (lib/session-keeper.ts `useSessionEnding` says when).
 */
import { MSG } from '../../../core/domain/messages';
import { formatEst } from '../../../core/clock/eastern-format';
import { useSaveNow } from '../lib/session-keeper';
import { Button } from './button';

export default function SessionEndBanner({ endsAt }: { endsAt: number }) {
  const saveNow = useSaveNow();
  return (
    <div className="card" role="alert" style={{ margin: 'var(--gap)', display: 'flex', gap: 'var(--gap)', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>
        {MSG.SESSION_ENDING_SOON} (Session end: {formatEst(new Date(endsAt).toISOString())}.)
      </span>
      {saveNow && <Button onClick={saveNow.run}>Save now</Button>}
    </div>
  );
}
