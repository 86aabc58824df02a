// The answer card (ORIGINAL-UI): one block per section titled with a Chinese numeral, a button per
// question marking answered, doubtful, locked (answer mode 2) and the current question.
import type { TPaperSection } from '@elearning/shared';
import { useTranslation } from 'react-i18next';
import { sequenceNumeral } from './numerals.ts';
import type { PaperItem } from './paper-model.ts';

type Props = {
  sections: TPaperSection[];
  items: PaperItem[];
  answered: (questionId: number) => boolean;
  doubtful: (questionId: number) => boolean;
  locked: (questionId: number) => boolean;
  current: number | null;
  onPick: (item: PaperItem) => void;
};

export function AnswerCard({ sections, items, answered, doubtful, locked, current, onPick }: Props) {
  const { t, i18n } = useTranslation('exam');
  return (
    // The paper's skip link focuses it (hence the id and tabIndex).
    <aside
      className="answer-card"
      id="answer-card"
      tabIndex={-1}
      aria-label={t('paper.answerCard')}
      data-testid="answer-card"
    >
      <h2 className="answer-card__title">{t('paper.answerCard')}</h2>
      <ul className="answer-card__legend">
        <li>
          <i className="answer-card__dot answer-card__dot--answered" /> {t('paper.legend.answered')}
        </li>
        <li>
          <i className="answer-card__dot" /> {t('paper.legend.unanswered')}
        </li>
        <li>
          <i className="answer-card__dot answer-card__dot--doubtful" /> {t('paper.legend.doubtful')}
        </li>
      </ul>
      {sections.map((section, index) => (
        <section key={section.questions[0]?.id ?? section.title} className="answer-card__section">
          <h3>
            {t('paper.section', { n: sequenceNumeral(index + 1, i18n.language), title: section.title })}
          </h3>
          <div className="answer-card__grid">
            {items
              .filter((item) => item.sectionIndex === index)
              .map((item) => {
                const id = item.question.id;
                const classes = [
                  'answer-card__item',
                  answered(id) ? 'is-answered' : '',
                  doubtful(id) ? 'is-doubtful' : '',
                  locked(id) ? 'is-locked' : '',
                  current === item.number ? 'is-current' : '',
                ].join(' ');
                return (
                  <button
                    type="button"
                    key={id}
                    className={classes}
                    onClick={() => onPick(item)}
                    data-testid={`card-${id}`}
                    data-answered={answered(id)}
                    data-doubtful={doubtful(id)}
                    aria-label={`${item.number}`}
                  >
                    {item.number}
                  </button>
                );
              })}
          </div>
        </section>
      ))}
    </aside>
  );
}
