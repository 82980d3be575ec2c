import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../../../../core/domain/messages';
import { Button } from '../../../components/button';
import { AuthCard } from './auth-card';

const CHOICES = [
  { value: '/infocenterlist', label: 'Auction Information Center' },
  { value: '/home', label: 'Auction Report Center' },
] as const;

export default function RedirectPage() {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState('');
  const [, navigate] = useLocation();
  const go = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return setError(MSG.PLEASE_SELECT_ONE);
    navigate(choice);
  };
  return (
    <AuthCard title="Where would you like to go?">
      <form onSubmit={go} noValidate>
        <fieldset aria-describedby={error ? 'redirect-err' : undefined}>
          <legend>Choose a destination</legend>
          {CHOICES.map((c) => (
            <label key={c.value} className="check" style={{ display: 'flex', margin: '8px 0' }}>
              <input type="radio" name="destination" value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} />
              {c.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <p id="redirect-err" className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit">Go</Button>
      </form>
    </AuthCard>
  );
}
