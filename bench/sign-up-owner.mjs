// A new owner signed up through the API of a server at `base`; the session cookie to send as them.
export async function signUpOwner(base) {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'bench horse battery',
      name: 'Bench Owner',
    }),
  })
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
