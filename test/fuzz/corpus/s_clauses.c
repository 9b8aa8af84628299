#define N 100
#define C 2
enum { K = 3 };
void f(int n, int m, double *a, double *b, double s)
{
	int t, u;
#pragma omp target teams distribute parallel for collapse(C) map(always, to: a[0:n*m]) \
	map(tofrom: b[:n*m]) firstprivate(s) private(t) shared(u) num_teams(n/2) thread_limit(128)
	for (int i = 0; i < n; i++)
		for (int j = m; j > 0; j -= K) {
			t = i * m + j - 1;
			b[t] = a[t] * s;
		}
}
