import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'link';
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

const CLASS: Record<Variant, string> = {
  primary: 'btn',
  secondary: 'btn btn-secondary',
  danger: 'btn btn-danger',
  link: 'btn-link',
};

/** A button that never submits a form by accident (type defaults to "button"). */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  return <button type={type} className={[CLASS[variant], className].filter(Boolean).join(' ')} {...rest} />;
}
