// 'Start Creating Free' is for newcomers: it opens the Sign Up tab, then the dashboard (issue 16).
export const SIGN_UP_HREF = '/auth?mode=register&next=%2Faccount';
