import { useId, type ReactNode } from 'react';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and the inline validation message, wired for screen readers. */
export function FieldShell({ label, error, hint, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errId = error ? `${id}-err` : undefined;
  const describedBy = [hintId, errId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'number' | 'tel';
  name?: string;
  autoComplete?: string;
  disabled?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric';
}

export function TextField({ label, value, onChange, error, hint, type = 'text', name, autoComplete, disabled, inputMode }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          type={type === 'number' ? 'text' : type}
          inputMode={inputMode ?? (type === 'number' ? 'decimal' : undefined)}
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A select's `<option>`s: an empty first choice when `placeholder` is given, then `options`. */
export function Choices({ options, placeholder }: { options: readonly { value: string | number; label: string }[]; placeholder?: string | undefined }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: readonly Option[];
  error?: string | undefined;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
}

export function SelectField({ label, value, onChange, options, error, placeholder, name, disabled }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select id={id} name={name} value={value} disabled={disabled} aria-invalid={invalid} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
          <Choices options={options} placeholder={placeholder} />
        </select>
      )}
    </FieldShell>
  );
}

interface MultiSelectFieldProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  options: readonly { id: number; label: string }[];
  error?: string | undefined;
  minHeight?: number;
}

/** A multi-select list of records by id (ctrl/shift-click, or the keyboard). */
export function MultiSelectField({ label, value, onChange, options, error, minHeight }: MultiSelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          multiple
          value={value.map(String)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => Number(o.value)))}
          style={minHeight ? { minHeight } : undefined}
        >
          <Choices options={options.map((o) => ({ value: o.id, label: o.label }))} />
        </select>
      )}
    </FieldShell>
  );
}

interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  name?: string;
}

export function Checkbox({ label, checked, onChange, disabled, name }: CheckboxProps) {
  return (
    <label className="check">
      <input type="checkbox" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** A form-level message (the summary of a failed submit, or a group's rule), announced when it appears. */
export function FormMessage({ text, id }: { text: string | undefined; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  );
}

interface CellInputProps {
  /** The accessible name (a table cell has no visible label of its own). */
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** A one-line input across the whole cell. */
  wide?: boolean;
}

/** An editable table cell: its input, labelled by `label`, with the inline validation message under it. */
export function CellInput({ label, value, onChange, error, rows, wide }: CellInputProps) {
  const errId = useId();
  const shared = { className: 'input', 'aria-label': label, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errId : undefined, value };
  return (
    <>
      {rows ? (
        <textarea {...shared} rows={rows} cols={60} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} style={wide ? { width: '100%' } : undefined} onChange={(e) => onChange(e.target.value)} />
      )}
      <FormMessage id={errId} text={error} />
    </>
  );
}
