// One resource of the knowledge base as a card: type, name (opens /knowledge/detail), catalogue, knowledge
// system, introduction, provider, upload time and the view / download / rating figures the original list read.
import type { TKnowledgeCard } from '@elearning/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/time.ts';

export function KnowledgeCard({ item }: { item: TKnowledgeCard }) {
  const { t } = useTranslation('knowledge');
  return (
    <li className="knowledge-card" data-testid="knowledge-card">
      <div className="knowledge-card-head">
        <Tag color="blue">{t(`types.${item.type}`)}</Tag>
        <h2 className="knowledge-card-title">
          <Link to={`/knowledge/detail?id=${item.id}`}>{item.resName}</Link>
        </h2>
        {item.isTop ? <Tag color="orange">{t('top')}</Tag> : null}
      </div>
      <p className="knowledge-card-tags">
        {item.catalogName ? <span>{item.catalogName}</span> : null}
        {item.knowledgeSystemName ? <span>{item.knowledgeSystemName}</span> : null}
      </p>
      {item.introduction ? <p className="knowledge-card-intro">{item.introduction}</p> : null}
      <p className="knowledge-card-meta">
        <span>{t('provider', { name: item.providerName || '-' })}</span>
        <span>{t('time', { time: formatDateTime(item.createTime, 'YYYY-MM-DD') })}</span>
        <span>{t('views', { count: item.watchNum })}</span>
        <span>{t('downloads', { count: item.downloadNum })}</span>
        <span>{t('score', { score: item.score.toFixed(1) })}</span>
      </p>
    </li>
  );
}
