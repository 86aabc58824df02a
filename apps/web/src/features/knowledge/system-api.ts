// The knowledge system's learner calls: its taxonomy tree and everything filed under one node (courses,
// lives, trainings, study plans, knowledge resources), read from the search index by the server.
import { knowledgePaths as P, type TCourseCard, type TPage } from '@elearning/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http/index.ts';

export type SystemNode = { id: number; name: string; parentId: number | null; children: SystemNode[] };
export const FILED_KINDS = ['course', 'live', 'training', 'study-plan', 'knowledge'] as const;
export type FiledKind = (typeof FILED_KINDS)[number];
export type FiledItem = {
  kind: FiledKind;
  id: number;
  name: string;
  cover: string | null;
  createTime: number | null;
};
export type SystemItemsQuery = {
  knowledgeSystemId: number;
  kind?: FiledKind;
  pageNo: number;
  pageSize: number;
};

export function useSystemTree() {
  return useQuery({
    queryKey: ['knowledge', 'systemTree'],
    queryFn: () => http.post<SystemNode[]>(P.systemTree, {}),
    staleTime: 60_000,
  });
}

export function useSystemItems(query: SystemItemsQuery | undefined) {
  return useQuery({
    queryKey: ['knowledge', 'systemItems', query],
    queryFn: () =>
      query?.kind === 'course' ? nodeCourses(query) : http.get<TPage<FiledItem>>(P.systemItems, query),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

// The course tab reads the node's courses from the catalogue itself (getPcKsCourseList, as the original
// page did), so a course counts here as soon as it names the node, whatever the search index holds.
async function nodeCourses(query: SystemItemsQuery): Promise<TPage<FiledItem>> {
  const { knowledgeSystemId, pageNo, pageSize } = query;
  const page = await http.get<TPage<TCourseCard>>(P.systemCourses, { knowledgeSystemId, pageNo, pageSize });
  return {
    ...page,
    data: page.data.map((c) => ({
      kind: 'course',
      id: c.id,
      name: c.name,
      cover: c.coverUrl,
      createTime: c.startTime,
    })),
  };
}

/** Where an item filed under a node opens, by kind (the same pages the search results open). */
export function filedItemLink(item: FiledItem): string {
  const links: Record<FiledKind, string> = {
    course: `/course/detail?id=${item.id}`,
    live: `/live/Detail?id=${item.id}`,
    training: `/train/detail?trainId=${item.id}&type=0`,
    'study-plan': `/learningPlanDetail?id=${item.id}`,
    knowledge: `/knowledge/detail?id=${item.id}`,
  };
  return links[item.kind];
}
