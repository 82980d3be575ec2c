import type { CountdownView } from '../lib/countdown-view';
import { padCountdown } from '../../../core/clock/auction-clock';

/** A countdown of core/clock countdown-view: its label, then Days / Hrs / Mins / Secs, or the ended text. */
export function Countdown({ view }: { view: CountdownView }) {
  if (view.kind === 'NONE') return null;
  if (view.kind === 'ENDED') return <p className="countdown ended" role="status">{view.label}</p>;
  const parts: [string, number][] = [
    ...(view.showDays ? ([['Days', view.parts.days]] as [string, number][]) : []),
    ['Hrs', view.parts.hrs],
    ['Mins', view.parts.mins],
    ['Secs', view.parts.secs],
  ];
  return (
    <div className="countdown" role="timer" aria-label={view.label}>
      <span className="countdown-label">{view.label}</span>
      {parts.map(([label, n]) => (
        <span key={label} className="countdown-part">
          <strong>{padCountdown(n)}</strong> {label}
        </span>
      ))}
    </div>
  );
}
