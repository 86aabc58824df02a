// Unread-count badge: hidden at zero, the number up to 99, then '99+' (SPEC §2).
import { NOTIFICATION_BADGE_MAX } from '@elearning/shared';

export function badgeText(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}

export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-testid={testId} aria-hidden>
      {badgeText(count)}
    </span>
  );
}
