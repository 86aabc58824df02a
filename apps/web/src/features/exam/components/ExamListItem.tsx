// One exam of the list (SPEC §2 list 5): online/offline tag, name, batch number for a CurrencyExam (Chinese
// numerals in Chinese), time range, location when offline, and — outside the exam center — the score with
// a pass/fail badge when the exam shows scores. An attempt still open shows as in progress with 继续考试.
import { EnvironmentOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { EXAM_PATTERN_ONLINE, ExamType, NAME_TRUNCATION, type TExamItem } from '@elearning/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/time.ts';
import { sequenceNumeral } from './numerals.ts';

export type ExamListContext = 'center' | 'task' | 'live';

function truncated(name: string): string {
  const chars = [...name];
  return chars.length > NAME_TRUNCATION.exam ? `${chars.slice(0, NAME_TRUNCATION.exam).join('')}…` : name;
}

export function ExamListItem({ item, context }: { item: TExamItem; context: ExamListContext }) {
  const { t, i18n } = useTranslation('exam');
  const navigate = useNavigate();
  const online = item.examPattern === EXAM_PATTERN_ONLINE;
  const showScore = context !== 'center' && item.scoreVisible;
  const resumeId = online ? item.inProgressAttemptId : null;
  const canEnter = online && item.status === 2;
  const name = truncated(item.examName);
  return (
    <li className="exam-item" data-testid="exam-item" data-exam-id={item.examId}>
      <div className="exam-item__main">
        <div className="exam-item__title">
          <Tag color={online ? 'blue' : 'orange'} data-testid="exam-pattern">
            {online ? t('list.online') : t('list.offline')}
          </Tag>
          <Link to={`/exam/detail?id=${item.batchId}`} className="exam-item__name" data-testid="exam-name">
            {name === item.examName ? name : <Tooltip title={item.examName}>{name}</Tooltip>}
          </Link>
          {item.examType === ExamType.currency && item.batchNumber !== null ? (
            <Tag className="exam-item__batch" data-testid="exam-batch">
              {t('list.batch', { n: sequenceNumeral(item.batchNumber, i18n.language) })}
            </Tag>
          ) : null}
        </div>
        <div className="exam-item__meta">
          <span>
            <FieldTimeOutlined />{' '}
            {t('list.time', {
              from: formatDateTime(item.examBeginTime),
              to: formatDateTime(item.examEndTime),
            })}
          </span>
          {!online ? (
            <span data-testid="exam-location">
              <EnvironmentOutlined /> {t('list.location', { room: item.roomName, addr: item.roomAddr })}
            </span>
          ) : null}
          {item.examSourceName ? <span>{t('list.source', { source: item.examSourceName })}</span> : null}
        </div>
      </div>
      <div className="exam-item__side">
        {showScore && item.score !== null ? (
          <span className="exam-item__score" data-testid="exam-score">
            {t('list.score', { score: item.score })}
          </span>
        ) : null}
        {showScore && item.isPass !== null ? (
          <Tag color={item.isPass === 3 ? 'success' : 'error'} data-testid="exam-pass">
            {item.isPass === 3 ? t('list.passed') : t('list.notPassed')}
          </Tag>
        ) : null}
        {showScore && item.markingState === 'pending' && item.isPass === null ? (
          <Tag color="processing">{t('list.pendingMarking')}</Tag>
        ) : null}
        <Tag
          className="exam-item__status"
          color={resumeId ? 'processing' : undefined}
          data-testid="exam-status"
        >
          {resumeId ? t('statuses.inProgress') : t(`statuses.${STATUS_KEY[item.status]}`)}
        </Tag>
        {resumeId ? (
          <Button
            type="primary"
            size="small"
            onClick={() => navigate(`/exam/paper?attemptId=${resumeId}`)}
            data-testid="exam-resume"
          >
            {t('list.resume')}
          </Button>
        ) : canEnter ? (
          <Link to={`/exam/middle?id=${item.batchId}`}>
            <Button type="primary" size="small" data-testid="exam-enter">
              {t('list.enter')}
            </Button>
          </Link>
        ) : (
          <Link to={`/exam/detail?id=${item.batchId}`}>
            <Button size="small">{t('list.view')}</Button>
          </Link>
        )}
      </div>
    </li>
  );
}

const STATUS_KEY = { 1: 'notStarted', 2: 'notTaken', 3: 'taken', 4: 'absent' } as const;
