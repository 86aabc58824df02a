// The sub-menu panel of a header menu (SPEC §2): 196 px tall, one card per destination with its icon and a
// line of description. Loaded on demand (prefetched when the browser is idle).
import {
  BookOutlined,
  DeploymentUnitOutlined,
  EditOutlined,
  FileDoneOutlined,
  FormOutlined,
  ProfileOutlined,
  ReadOutlined,
  ScheduleOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { SUBMENU } from '@elearning/shared';
import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavIcon, NavMenu } from './nav-model.ts';

const icons: Record<NavIcon, ComponentType> = {
  course: ReadOutlined,
  live: VideoCameraOutlined,
  training: TeamOutlined,
  exam: FormOutlined,
  myLearn: BookOutlined,
  homework: EditOutlined,
  myExam: FileDoneOutlined,
  questionnaire: ProfileOutlined,
  studyMap: DeploymentUnitOutlined,
  studyPlan: ScheduleOutlined,
};

export function NavPanel({
  menu,
  onLeave,
  onEnter,
  onClose,
}: {
  menu: NavMenu;
  onLeave: () => void;
  onEnter: () => void;
  onClose: (focusTrigger: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose(true);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover keeps the panel open; links inside are the controls
    <div
      id={`nav-panel-${menu.key}`}
      className="nav-panel"
      style={{ height: SUBMENU.panelHeight }}
      data-testid={`nav-panel-${menu.key}`}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      onKeyDown={onKeyDown}
    >
      <ul className="nav-panel__items">
        {menu.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className="nav-panel__item"
                data-testid={`nav-${menu.key}-${item.key}`}
                onClick={() => onClose(false)}
              >
                <span className="nav-panel__icon" aria-hidden>
                  <Icon />
                </span>
                <span className="nav-panel__text">
                  <strong>{item.title(t)}</strong>
                  <small>{item.description(t)}</small>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
