// /approvalCenter/submitSucceed and /approvalCenter/applyError: what became of a submitted application.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

export function SubmitSucceedPage() {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  const apprNo = useSearchParams()[0].get('apprNo');
  return (
    <Result
      status="success"
      title={t('submitted')}
      subTitle={apprNo ? t('submittedNo', { apprNo }) : undefined}
      data-testid="approval-submit-succeed"
      extra={[
        <Button key="center" type="primary" onClick={() => navigate('/approvalCenter/center?tab=my')}>
          {t('toMine')}
        </Button>,
        apprNo ? (
          <Button key="detail" onClick={() => navigate(`/approvalCenter/details?apprNo=${apprNo}`)}>
            {t('toDetail')}
          </Button>
        ) : null,
      ]}
    />
  );
}

export function ApplyErrorPage() {
  const { t } = useTranslation('approval');
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title={t('applyFailed')}
      subTitle={t('applyFailedHint')}
      data-testid="approval-apply-error"
      extra={
        <Button type="primary" onClick={() => navigate('/approvalCenter/chapter')}>
          {t('back')}
        </Button>
      }
    />
  );
}
