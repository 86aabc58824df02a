// Share a course: records the share, then shows the course address with its QR code and a copy button.
import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Input, Popover, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { courseQrUrl, shareCourse } from '../api.ts';

export function ShareButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course');
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const [link, setLink] = useState('');

  useEffect(() => {
    if (!open || link) return;
    let cancelled = false;
    void Promise.all([shareCourse(courseId), courseQrUrl(courseId)])
      .then(([share, url]) => {
        if (cancelled) URL.revokeObjectURL(url);
        else {
          setLink(share.shareUrl);
          setQr(url);
        }
      })
      .catch(() => setOpen(false));
    return () => {
      cancelled = true;
    };
  }, [open, link, courseId]);
  useEffect(() => () => (qr ? URL.revokeObjectURL(qr) : undefined), [qr]);

  const copy = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => feedback.success(t('share.copied')))
      .catch(() => undefined);

  const content = (
    <div className="share-box" data-testid="share-box">
      {qr ? <img src={qr} alt={t('share.scan')} width={168} height={168} /> : <Spin />}
      <span className="share-box__hint">{t('share.scan')}</span>
      <Input.Search readOnly value={link} enterButton={t('share.copy')} onSearch={copy} size="small" />
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title={t('share.title')}>
      <Button icon={<ShareAltOutlined />} data-testid="course-share">
        {t('detail.share')}
      </Button>
    </Popover>
  );
}
