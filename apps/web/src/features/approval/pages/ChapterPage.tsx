// /approvalCenter/chapter: the application forms a learner may start, one link each.
import { ApprovalForm } from '@elearning/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../approval.css';

const FORM_NAMES = Object.keys(ApprovalForm) as (keyof typeof ApprovalForm)[];

export function ChapterPage() {
  const { t } = useTranslation('approval');
  return (
    <main className="approval-page" data-testid="approval-chapter">
      <h1>{t('newApplication')}</h1>
      <ul className="approval-chapter">
        {FORM_NAMES.map((name) => (
          <li key={name}>
            <Link to={`/approvalCenter/${name}`} data-testid={`approval-chapter-${name}`}>
              <Card hoverable size="small">
                <strong>{t(`form.${name}`)}</strong>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
