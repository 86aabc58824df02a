// The type tag of a notification: marketing (runMsg) in orange, the other kinds in blue, unknown kinds as
// system messages.
import { NotificationType } from '@elearning/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const KNOWN = ['system', 'course', 'exam', 'train', 'live'] as const;
type Known = (typeof KNOWN)[number];

function isKnown(type: string): type is Known {
  return (KNOWN as readonly string[]).includes(type);
}

export function NoticeType({ type }: { type: string }) {
  const { t } = useTranslation('message');
  if (type === NotificationType.runMsg) return <Tag color="orange">{t('types.runMsg')}</Tag>;
  return <Tag color="blue">{t(`types.${isKnown(type) ? type : 'system'}`)}</Tag>;
}
