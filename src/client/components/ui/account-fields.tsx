import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './fields.tsx';
import type { FieldBinding } from './form.tsx';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | keyof FieldBinding>;

/** The e-mail field of every account form (the login forms, sign-up, the partner application). */
export function EmailField({ binding, ...input }: { binding: FieldBinding } & InputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...input}
      {...binding}
    />
  );
}

/** First and last name side by side: sign-up and the account settings. */
export function NameFields({ first, last }: { first: FieldBinding; last: FieldBinding }) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t('fields.firstName')} autoComplete="given-name" required {...first} />
      <TextField label={t('fields.lastName')} autoComplete="family-name" required {...last} />
    </div>
  );
}

/** The phone field of sign-up and the partner application. */
export function PhoneField({ binding, ...input }: { binding: FieldBinding } & InputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.phone')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder={t('fields.phonePlaceholder')}
      required
      {...input}
      {...binding}
    />
  );
}

/** A password being chosen (sign-up, the partner application): the browser may suggest one. */
export function NewPasswordField({
  binding,
  label,
  ...input
}: { binding: FieldBinding; label?: string } & InputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.password')}
      type="password"
      autoComplete="new-password"
      required
      {...input}
      {...binding}
    />
  );
}

/** A new password and the same again, side by side: sign-up, reset and change of password. */
export function NewPasswordFields({
  password,
  confirm,
  labels,
}: {
  password: FieldBinding;
  confirm: FieldBinding;
  /** The change-password form says "new password", beside the current one. */
  labels?: { password: string; confirm: string };
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <NewPasswordField
        binding={password}
        hint={t('fields.passwordHint')}
        {...(labels ? { label: labels.password } : {})}
      />
      <NewPasswordField binding={confirm} label={labels?.confirm ?? t('fields.confirmPassword')} />
    </div>
  );
}

/** The password someone already has, asked again to prove it is them. */
export function CurrentPasswordField({
  binding,
  label,
}: {
  binding: FieldBinding;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('fields.password')}
      type="password"
      autoComplete="current-password"
      required
      {...binding}
    />
  );
}

/** E-mail and password of a login form: the Login and Admin tabs and the Partner Portal. */
export function CredentialsFields({
  email,
  password,
  emailAutoComplete = 'email',
  emailPlaceholder,
}: {
  email: FieldBinding;
  password: FieldBinding;
  /** `username` where a password manager should offer a staff account. */
  emailAutoComplete?: 'email' | 'username';
  emailPlaceholder?: string;
}) {
  return (
    <>
      <EmailField
        binding={email}
        autoComplete={emailAutoComplete}
        {...(emailPlaceholder ? { placeholder: emailPlaceholder } : {})}
      />
      <CurrentPasswordField binding={password} />
    </>
  );
}
