/** The four self-care tools, in the order their cards show. */
export const SELF_CARE_TOOLS = ['meditation', 'grounding', 'sleep', 'creative'] as const;
export type SelfCareTool = (typeof SELF_CARE_TOOLS)[number];

/** The `open` query parameter of a deep link (/chat/self-care?open=…), if it names a tool. */
export function toolFromParam(value: string | null): SelfCareTool | null {
  return (SELF_CARE_TOOLS as readonly string[]).includes(value ?? '')
    ? (value as SelfCareTool)
    : null;
}
