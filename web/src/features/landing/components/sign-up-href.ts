// 'Start Creating Free' opens the editor with its templates (issue 41): a visitor builds and
// previews a counter first, and signs up on the way to saving it (the draft is kept through it).
export const SIGN_UP_HREF = '/counter/new';
