/**
 * Date as three selects: day, month (JAN to DEC) and year (2001 to 2050), value `yyyy-mm-dd`
 * (a New York calendar date). The choice lists come from core/clock.
 */
import { useId } from 'react';
import { dayChoices, MONTH_CHOICES, YEAR_CHOICES, type Choice } from '../lib/time-choices';
import { Choices } from './form-field';

interface DatePickerProps {
  label: string;
  /** `yyyy-mm-dd` or '' */
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

interface DatePartProps {
  id: string;
  label: string;
  placeholder: string;
  /** 0 while not chosen: the placeholder is then offered. */
  value: number;
  choices: readonly Choice<number>[];
  invalid: boolean;
  onChange: (v: number) => void;
}

/** One of the three selects, named for screen readers only (the fieldset's legend is the visible label). */
function DatePart({ id, label, placeholder, value, choices, invalid, onChange }: DatePartProps) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value || ''} onChange={(e) => onChange(Number(e.target.value))} aria-invalid={invalid}>
        <Choices options={choices} placeholder={value ? undefined : placeholder} />
      </select>
    </>
  );
}

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
        <DatePart id={`${id}-d`} label={`${label} day`} placeholder="Day" value={day} choices={dayChoices(year || 2001, month || 1)} invalid={Boolean(error)} onChange={(d) => set(year, month, d)} />
        <DatePart id={`${id}-m`} label={`${label} month`} placeholder="Month" value={month} choices={MONTH_CHOICES} invalid={Boolean(error)} onChange={(mo) => set(year, mo, day)} />
        <DatePart id={`${id}-y`} label={`${label} year`} placeholder="Year" value={year} choices={YEAR_CHOICES} invalid={Boolean(error)} onChange={(y) => set(y, month, day)} />
      </div>
      {error && (
        <span id={errId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
