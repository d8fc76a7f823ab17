import { browserPlatformClient } from '@/lib/api/client';
import { answerEddQuestionnaire, getEddOccupations, getEddQuestionnaire, getEddSalaryRanges, getEddSourcesOfFunds } from './contracts';
import type { EddQuestionnaireAnswerBody } from './schemas';

/** The questionnaire's calls, through the one client and the EDD contracts (session in the httpOnly cookie). */
export const eddApi = {
  status: () => browserPlatformClient().request(getEddQuestionnaire, {}),
  occupations: () => browserPlatformClient().request(getEddOccupations, {}),
  sourcesOfFunds: () => browserPlatformClient().request(getEddSourcesOfFunds, {}),
  salaryRanges: () => browserPlatformClient().request(getEddSalaryRanges, {}),
  answer: (body: EddQuestionnaireAnswerBody) => browserPlatformClient().request(answerEddQuestionnaire, { body }),
};

export const EDD_QUERY_KEYS = {
  status: ['edd', 'status'] as const,
  options: ['edd', 'options'] as const,
};
