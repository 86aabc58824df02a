// Reply shapes of classrooms and the training catalogue, as the original back office reads them.
import type { TCategoryNodeBase } from '../common/replies.ts';

/** A row of the classroom page and the classroom itself (queryClassroomInfo adds nothing else). */
export type TClassroom = {
  id: number;
  roomNo: string;
  roomName: string;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  categoryId: number | null;
  categoryName: string;
  roomAddr: string;
  /** Null: no limit. */
  maxCapacity: number | null;
  hasProjector: 0 | 1;
  roomArea: number;
  picReqList: { fileName: string; fileUrl: string }[];
  /** Booked by a session still to come or under way: not deletable. */
  isReserve: boolean;
  createTime: number;
  creatorName: string;
};

/** One booking of a classroom: the session of a training that holds it. */
export type TClassroomReservation = {
  id: number;
  trainId: number;
  trainName: string;
  usedPurpose: string;
  creatorId: number | null;
  creatorName: string;
  creatorPhone: string;
  startTime: number;
  endTime: number;
};

export type TClassroomApplicant = { creatorId: number; creatorName: string };

/** A node of the training catalogue (or classroom categories) tree. */
export type TTrainCategoryNode = TCategoryNodeBase & {
  /** Trainings (or classrooms) filed directly under it. */
  trainNum: number;
  children?: TTrainCategoryNode[];
};
