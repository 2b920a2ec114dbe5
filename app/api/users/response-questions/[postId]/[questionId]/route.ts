import { route } from "@/lib/api/route";
import { answerQuestion } from "@/lib/applications/answer-question";
import { questionResponseSchema, responseQuestionParamsSchema } from "@/lib/applications/schemas";

/** The spec's POST users/response-questions/{postId}/{questionId} (body is the answer): the caller's answer to one question of a job they applied to. */
export const POST = route(
  { params: responseQuestionParamsSchema, body: questionResponseSchema },
  ({ params, body, user }) => answerQuestion(user, params.postId, params.questionId, body),
  { auth: "candidate" },
);
