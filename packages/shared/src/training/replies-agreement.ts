// Reply shapes of training leave review, agreements and classroom bookings (lecturer tab and back office).

export type TTrainLeaveState = 'pending' | 'approved' | 'rejected';

export type TTrainLeaveRow = {
  id: number;
  userId: number;
  userName: string;
  /** The offline session asked off; null: all of them. */
  sessionId: number | null;
  sessionTitle: string;
  reason: string;
  state: TTrainLeaveState;
  remark: string;
  reviewTime: number | null;
  createTime: number;
};

/** `listTrainAgreement`: one line per training with agreements. */
export type TTrainAgreementLine = {
  trainId: number;
  trainName: string;
  name: string;
  peopleNum: number;
  signedNum: number;
  brokenNum: number;
  agreementStartTime: number;
  agreementEndTime: number;
  createTime: number;
};

/** A person of an agreement (made, or as `returnTrainUser` previews it). */
export type TTrainAgreementPerson = {
  id: number | null;
  userId: number;
  workNo: string;
  name: string;
  orgName: string;
  positionName: string;
  /** 'unsigned' | 'signed' | 'broken', or '' before the agreement is made. */
  status: string;
  agreementStartTime: number | null;
  agreementEndTime: number | null;
  signTime: number | null;
  breakAmount: number;
};

export type TClassroomBooking = {
  id: number;
  trainId: number;
  trainName: string;
  title: string;
  classroom: string;
  startTime: number;
  endTime: number;
};
