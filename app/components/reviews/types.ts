export type ReviewView = {
  id: number;
  author: string;
  rating: number | null;
  body: string;
  date: string;
  /** Written by the person viewing: they may edit or delete it. */
  mine: boolean;
};

/** What the page's review action answers: a message, or what was wrong with the form. */
export type ReviewResult =
  | { ok?: boolean; message?: string; formError?: string; fieldErrors?: Record<string, string> }
  | undefined;
