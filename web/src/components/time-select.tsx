/** Half-hour time choice, 12:00 am to 11:30 pm (value `HH:mm`), from core/clock. */
import { HALF_HOUR_TIME_CHOICES } from '../lib/time-choices';
import { SelectField } from './form-field';

interface TimeSelectProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}

export function TimeSelect({ label, value, onChange, error }: TimeSelectProps) {
  return <SelectField label={`${label} (EST)`} value={value} onChange={onChange} options={HALF_HOUR_TIME_CHOICES} error={error} placeholder="Select time" />;
}
