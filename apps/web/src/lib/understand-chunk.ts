/**
 * What the chat fetches once it has settled, as one file (the `understand` chunk): the on-device
 * model and the safety net's words for a doubtful reading of it, which only it can give.
 */
export {
  aboutSomeoneElse,
  isClearCrisis,
  understand,
} from '@mentora/understanding/understand-default';
export * as doubt from '@mentora/domain/crisis-doubt';
