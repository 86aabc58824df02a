// The error (or success) line of a form, announced to screen readers as it appears.
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';

type Props = { message?: string; type?: 'error' | 'success' };

export function FormAlert({ message, type = 'error' }: Props) {
  return (
    <div aria-live="assertive" className="form-alert">
      {message ? (
        <div className={`form-alert__box form-alert__box--${type}`} role="alert" data-testid={`form-${type}`}>
          {type === 'error' ? <CloseCircleFilled aria-hidden /> : <CheckCircleFilled aria-hidden />}
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}
