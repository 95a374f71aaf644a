/**
 * What an import needs, fetched together on the click: the domain's reader and merger of export
 * files, and the view of safety plan items an import left out.
 */
export * from '@mentora/domain/export';
export { LeftOutPlan } from './left-out-plan';
