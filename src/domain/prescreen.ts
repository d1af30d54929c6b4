export interface PrescreenQueueRow {
  submissionId: string;
  customerId: string | null;
  customerName: string;
  numberOfCards: number;
  stepCreatedDate: string | null;
}

export type PrescreenSortField = 'submissionId' | 'customerName' | 'numberOfCards' | 'stepCreatedDate';

export interface PrescreenSearch {
  pageNumber: number;
  pageSize: number;
  sort?: readonly { field: PrescreenSortField; desc: boolean }[];
}

/** Body of POST /employee/prescreening/cards/{cardId}. Empty selections are null. */
export interface PrescreenSave {
  cardId: number;
  prescreenRecommendationTypeId: number | null;
  estimatedGrade: number | null;
  /** Typed notes and drawing markup combined into one text (JSON {text, markup} when markup exists). */
  notes: string | null;
}
