import type { CurrentUser, RegisterBody, RegisterForm } from '@core/api/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';

// confirmPassword is never sent, and empty optional names are left out (docs/product.md §7).
export function toRegisterBody(form: RegisterForm): RegisterBody {
  const body: RegisterBody = { email: form.email, password: form.password };
  if (form.firstName) body.firstName = form.firstName;
  if (form.lastName) body.lastName = form.lastName;
  return body;
}

export function register(body: RegisterBody): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
