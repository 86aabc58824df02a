// A cover card of the home page's resource sections (course, live, training, news).
import { PictureOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EllipsisTooltip } from '../../../components/EllipsisTooltip.tsx';

type Props = { to: string; title: string; cover?: string; meta?: ReactNode; badge?: ReactNode };

export function ResourceCard({ to, title, cover, meta, badge }: Props) {
  return (
    <Link to={to} className="resource-card">
      <div className="resource-card__cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <PictureOutlined aria-hidden />}
        {badge ? <span className="resource-card__badge">{badge}</span> : null}
      </div>
      <div className="resource-card__body">
        <EllipsisTooltip text={title} className="resource-card__title" />
        {meta ? <div className="resource-card__meta">{meta}</div> : null}
      </div>
    </Link>
  );
}
