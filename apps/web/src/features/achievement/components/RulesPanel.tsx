// The points rules beside the ledger on /Integral: each active rule's name, description and daily cap.
import { useTranslation } from 'react-i18next';
import { useRules } from '../api.ts';
import { PageFailed, PageLoading } from './PageState.tsx';

export function RulesPanel() {
  const { t } = useTranslation('achievement');
  const rules = useRules();
  return (
    <aside className="achievement-card achievement-rules" aria-labelledby="points-rules-title">
      <h2 id="points-rules-title">{t('integral.rules')}</h2>
      {rules.isLoading ? <PageLoading rows={4} /> : null}
      {rules.isError ? <PageFailed onRetry={() => void rules.refetch()} /> : null}
      {rules.data?.length === 0 ? <p className="achievement-muted">{t('integral.noRules')}</p> : null}
      <ul data-testid="points-rules">
        {rules.data?.map((rule) => (
          <li key={rule.source}>
            <strong>
              {rule.name} · {t('points', { count: rule.score })}
            </strong>
            <span className="achievement-muted">{rule.ruleState}</span>
            {rule.dayLimit > 0 ? (
              <span className="achievement-muted">{t('integral.dayLimit', { count: rule.dayLimit })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
