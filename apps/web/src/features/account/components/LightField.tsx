// A labelled text or password field in plain markup (the sign-in page's fields: no form library on the
// first page most people see). The error is tied to the input and announced as it appears.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: 'text' | 'password';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  icon?: ReactNode;
  testId: string;
  /** Extra content after the input (e.g. the captcha image). */
  addon?: ReactNode;
};

export function LightField(props: Props) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    error,
    type = 'text',
    placeholder,
    autoComplete,
    maxLength,
  } = props;
  const { t } = useTranslation('account');
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`light-field${error ? ' light-field--error' : ''}`}>
      <label htmlFor={id} className="light-field__label">
        {label}
      </label>
      <div className="light-field__row">
        <div className="light-field__control">
          {props.icon ? <span className="light-field__icon">{props.icon}</span> : null}
          <input
            id={id}
            type={type === 'password' && !shown ? 'password' : 'text'}
            value={value}
            placeholder={placeholder}
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            data-testid={props.testId}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {type === 'password' ? (
            <button
              type="button"
              className="light-field__toggle"
              aria-label={shown ? t('fields.hidePassword') : t('fields.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
            >
              {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          ) : null}
        </div>
        {props.addon}
      </div>
      <div
        id={errorId}
        className="light-field__error"
        aria-live="polite"
        data-testid={`${props.testId}-error`}
      >
        {error}
      </div>
    </div>
  );
}
