// The paper's dialogs: the pre-submit counts (继续作答 / 继续交卷), the time-out notice that submits after
// 3 s, the closed-book warning after leaving the tab, and the guard when navigating away.
import { EXAM_RULES } from '@elearning/shared';
import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SubmitConfirm(props: {
  open: boolean;
  unanswered: number;
  doubtful: number;
  onContinue: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('exam');
  const complete = props.unanswered === 0 && props.doubtful === 0;
  return (
    <Modal
      open={props.open}
      title={t('paper.confirmTitle')}
      onCancel={props.onContinue}
      maskClosable={false}
      footer={[
        <Button key="continue" onClick={props.onContinue} data-testid="submit-continue-answering">
          {t('paper.continueAnswering')}
        </Button>,
        <Button key="submit" type="primary" onClick={props.onSubmit} data-testid="submit-continue-submitting">
          {t('paper.continueSubmitting')}
        </Button>,
      ]}
    >
      <p data-testid="submit-counts" data-unanswered={props.unanswered} data-doubtful={props.doubtful}>
        {complete
          ? t('paper.confirmAll')
          : t('paper.confirmCounts', { count: props.unanswered, doubtful: props.doubtful })}
      </p>
    </Modal>
  );
}

/** "知道了（3s）": counts down and then submits by itself; the button submits at once. */
export function TimeUpNotice({ open, onSubmit }: { open: boolean; onSubmit: () => void }) {
  const { t } = useTranslation('exam');
  const [seconds, setSeconds] = useState<number>(EXAM_RULES.timeoutNoticeSeconds);
  useEffect(() => {
    if (!open) return;
    setSeconds(EXAM_RULES.timeoutNoticeSeconds);
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [open]);
  useEffect(() => {
    if (open && seconds === 0) onSubmit();
  }, [open, seconds, onSubmit]);
  return (
    <Modal
      open={open}
      title={t('paper.timeUpTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onSubmit} data-testid="time-up-ok">
          {t('paper.timeUpOk', { seconds })}
        </Button>
      }
    >
      <p data-testid="time-up">{t('paper.timeUp')}</p>
    </Modal>
  );
}

export function LeaveWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('exam');
  return (
    <Modal
      open={open}
      title={t('paper.leaveWarningTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="leave-warning-ok">
          {t('paper.understood')}
        </Button>
      }
    >
      <p data-testid="leave-warning">{t('paper.leaveWarning')}</p>
    </Modal>
  );
}

export function LeaveGuard({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('exam');
  return (
    <Modal
      open={open}
      title={t('paper.leaveTitle')}
      onCancel={onStay}
      footer={[
        <Button key="stay" type="primary" onClick={onStay} data-testid="leave-stay">
          {t('paper.stay')}
        </Button>,
        <Button key="leave" danger onClick={onLeave} data-testid="leave-go">
          {t('paper.leave')}
        </Button>,
      ]}
    >
      <p>{t('paper.leaveContent')}</p>
    </Modal>
  );
}
