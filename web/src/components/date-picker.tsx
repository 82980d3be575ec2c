/**
 * Date as three selects: day, month (JAN to DEC) and year (2001 to 2050), value `yyyy-mm-dd`
 * (a New York calendar date). The choice lists come from core/clock.
 */
import { useId } from 'react';
import { dayChoices, MONTH_CHOICES, YEAR_CHOICES } from '../../../core/clock/time-choices';

interface DatePickerProps {
  label: string;
  /** `yyyy-mm-dd` or '' */
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function DatePicker({ label, value, onChange, error }: DatePickerProps) {
  const id = useId();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const year = m ? Number(m[1]) : 0;
  const month = m ? Number(m[2]) : 0;
  const day = m ? Number(m[3]) : 0;
  const set = (y: number, mo: number, d: number) => {
    const y2 = y || YEAR_CHOICES[0].value;
    const mo2 = mo || 1;
    const maxDay = dayChoices(y2, mo2).length;
    onChange(`${y2}-${pad(mo2)}-${pad(Math.min(d || 1, maxDay))}`);
  };
  const errId = error ? `${id}-err` : undefined;
  return (
    <fieldset className="field" aria-describedby={errId}>
      <legend>{label}</legend>
      <div className="date-time">
        <label className="sr-only" htmlFor={`${id}-d`}>{`${label} day`}</label>
        <select id={`${id}-d`} className="input" value={day || ''} onChange={(e) => set(year, month, Number(e.target.value))} aria-invalid={Boolean(error)}>
          {!day && <option value="">Day</option>}
          {dayChoices(year || 2001, month || 1).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-m`}>{`${label} month`}</label>
        <select id={`${id}-m`} className="input" value={month || ''} onChange={(e) => set(year, Number(e.target.value), day)} aria-invalid={Boolean(error)}>
          {!month && <option value="">Month</option>}
          {MONTH_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-y`}>{`${label} year`}</label>
        <select id={`${id}-y`} className="input" value={year || ''} onChange={(e) => set(Number(e.target.value), month, day)} aria-invalid={Boolean(error)}>
          {!year && <option value="">Year</option>}
          {YEAR_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <span id={errId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
