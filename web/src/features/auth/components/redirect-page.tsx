import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-field';
import { REDIRECT_CHOICES } from '../../../lib/access';
import { validateRedirectChoice } from '../../../../../core/validation/auth-forms';
import { AuthCard } from './auth-card';


export default function RedirectPage() {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState('');
  const [, navigate] = useLocation();
  const go = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateRedirectChoice(choice);
    if (!checked.ok) return setError(checked.fields?.choice ?? MSG.REDIRECT_CHOICE_REQUIRED);
    navigate(REDIRECT_CHOICES.find((c) => c.value === checked.value)?.route ?? '/home');
  };
  return (
    <AuthCard title="Where would you like to go?">
      <form onSubmit={go} noValidate>
        <fieldset aria-describedby={error ? 'redirect-err' : undefined}>
          <legend>Choose a destination</legend>
          {REDIRECT_CHOICES.map((c) => (
            <label key={c.value} className="check" style={{ display: 'flex', margin: '8px 0' }}>
              <input type="radio" name="destination" value={c.value} checked={choice === c.value} onChange={() => setChoice(c.value)} />
              {c.label}
            </label>
          ))}
        </fieldset>
        <FormMessage id="redirect-err" text={error} />
        <Button type="submit">Go</Button>
      </form>
    </AuthCard>
  );
}
