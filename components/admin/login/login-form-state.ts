/** The login Server Action's answer: why it refused, and the email to show again. */
export interface LoginFormState {
  error?: string;
  email: string;
}

export const LOGIN_IDLE: LoginFormState = { email: '' };
