// /medalWall: every medal type with its levels, earned (with the day) or locked, and the progress toward
// the next level (courses completed, exams passed, points earned, …).
import type { TMedal } from '@elearning/shared';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMedalWall } from '../api.ts';
import { PageFailed, PageLoading } from '../components/PageState.tsx';
import '../achievement.css';

function MedalCard({ medal }: { medal: TMedal }) {
  const { t } = useTranslation('achievement');
  const next = medal.levels.find((level) => !level.earned);
  const earnedCount = medal.levels.filter((level) => level.earned).length;
  const unit = t(`medal.unit.${medal.medalType}`);
  return (
    <article className="medal-card" data-testid={`medal-${medal.medalType}`} aria-label={medal.medalName}>
      <h3>{medal.medalName}</h3>
      <ul className="medal-levels">
        {medal.levels.map((level) => (
          <li
            key={level.level}
            className={`medal-level${level.earned ? ' medal-level--earned' : ''}`}
            title={
              level.earned && level.awardedAt
                ? t('medal.awardedAt', { date: new Date(level.awardedAt).toLocaleDateString() })
                : `${level.threshold} ${unit}`
            }
            data-testid={`medal-${medal.medalType}-level-${level.level}`}
            data-earned={level.earned}
          >
            <span>
              {t('medal.level', { level: level.level })}
              <span className="visually-hidden">
                {level.earned ? ` ${t('medal.earned')}` : ` ${t('medal.locked')}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {next ? (
        <>
          <Progress
            percent={Math.min(100, Math.floor((medal.progress / next.threshold) * 100))}
            size="small"
            showInfo={false}
            aria-label={t('medal.progress', { progress: medal.progress, threshold: next.threshold })}
          />
          <span className="achievement-muted">
            {t('medal.progress', { progress: medal.progress, threshold: next.threshold })} {unit}
          </span>
        </>
      ) : (
        <span className="achievement-muted">{t('medal.allDone')}</span>
      )}
      <span className="achievement-muted">{earnedCount > 0 ? t('medal.earned') : t('medal.locked')}</span>
    </article>
  );
}

export function MedalWallPage() {
  const { t } = useTranslation('achievement');
  const wall = useMedalWall();
  const medals = wall.data ?? [];
  const earned = medals.filter((medal) => medal.levels.some((level) => level.earned)).length;
  return (
    <div className="achievement-page" data-testid="medal-wall">
      <h1>{t('medal.title')}</h1>
      <section className="achievement-card">
        {wall.isPending ? (
          <PageLoading />
        ) : wall.isError ? (
          <PageFailed onRetry={() => void wall.refetch()} />
        ) : (
          <>
            <p>{t('medal.summary', { earned, total: medals.length })}</p>
            <div className="medal-grid">
              {medals.map((medal) => (
                <MedalCard key={medal.medalType} medal={medal} />
              ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
