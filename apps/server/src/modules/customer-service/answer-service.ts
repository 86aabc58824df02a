// The bot's answer to a learner's question, from the tenant's FAQ and knowledge base through the one
// search index: an FAQ entry holding enough of the question's words is the answer; otherwise the best
// knowledge resources and news articles are quoted and cited; otherwise the bot says it found nothing
// and offers a person. No outside service is called.
import {
  type Lang,
  CUSTOMER_SERVICE_RULES as R,
  SearchKind,
  type TChatCitation,
  translate,
} from '@elearning/shared';
import type { Actor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { retrieveForQuestion } from '../search/retrieve-service.ts';

export type BotAnswer = { content: string; citations: TChatCitation[] };

const citationKind = (kind: string): TChatCitation['kind'] | null =>
  kind === SearchKind.faq
    ? 'faq'
    : kind === SearchKind.knowledge
      ? 'knowledge'
      : kind === SearchKind.news
        ? 'news'
        : null;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > R.excerptMax ? `${flat.slice(0, R.excerptMax)}…` : flat;
}

export async function answerQuestion(
  db: DbOrTx,
  actor: Actor,
  question: string,
  lang: Lang,
): Promise<BotAnswer> {
  const [faq] = await retrieveForQuestion(db, actor, question, [SearchKind.faq], 1);
  if (faq && faq.share >= R.faqMatchShare)
    return { content: faq.body, citations: [{ kind: 'faq', id: faq.ref_id, title: faq.title }] };
  const articles = await retrieveForQuestion(
    db,
    actor,
    question,
    [SearchKind.knowledge, SearchKind.news],
    R.citationsMax,
  );
  const cited = articles.flatMap((row) => {
    const kind = citationKind(row.kind);
    return kind ? [{ row, citation: { kind, id: row.ref_id, title: row.title } }] : [];
  });
  const [best] = cited;
  if (!best) return { content: translate('customerService.bot.none', lang), citations: [] };
  const lines = [
    translate('customerService.bot.articles', lang),
    ...cited.map(({ row }) => `· ${row.title}`),
  ];
  const quote = excerpt(best.row.body);
  return {
    content: quote ? `${lines.join('\n')}\n\n${quote}` : lines.join('\n'),
    citations: cited.map(({ citation }) => citation),
  };
}
