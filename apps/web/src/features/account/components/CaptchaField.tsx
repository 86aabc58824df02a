// Image captcha (shown once the server requires the captcha grant): the image from
// GET /api/blade-auth/oauth/captcha, the answer field, and a new image on click.
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api.ts';
import { LightField } from './LightField.tsx';

type Props = {
  captcha: Captcha | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onRefresh: () => void;
};

export function CaptchaField({ captcha, value, onChange, error, onRefresh }: Props) {
  const { t } = useTranslation('account');
  return (
    <LightField
      id="login-captcha"
      label={t('fields.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={8}
      autoComplete="off"
      placeholder={t('fields.captchaPlaceholder')}
      icon={<SafetyOutlined aria-hidden />}
      testId="captcha-input"
      addon={
        <button
          type="button"
          className="captcha-field__image"
          onClick={onRefresh}
          title={t('fields.refreshCaptcha')}
          aria-label={t('fields.captchaImage')}
          data-testid="captcha-refresh"
        >
          {captcha ? <img src={captcha.image} alt="" /> : <span>{t('fields.refreshCaptcha')}</span>}
        </button>
      }
    />
  );
}
