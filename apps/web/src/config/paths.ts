/** Every route path of the app, defined once. */
export const paths = {
  landing: '/',
  login: '/login',
  chat: '/chat',
  chatbot: '/chat/chatbot',
  moodTracker: '/chat/mood-tracker',
  selfCare: '/chat/self-care',
  copingSkills: '/chat/coping-skills',
  grounding: '/question-ans',
  sleepTool: '/sleeptool',
  creative: '/creative',
  profile: '/profile',
  settings: '/settings',
  safetyPlan: '/safety-plan',
  privacy: '/privacy',
  report: '/report',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
