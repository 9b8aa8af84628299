// The compiler's side of test/unit/contract.test: regions whose --explain
// names the default geometry and the table limit the compiler assumes of
// the runtime.

void
loop(float *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;
}

void
team_loop(float *a, int n, int m)
{
#pragma omp target teams distribute map(tofrom: a[0:n * m])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < m; j++)
			a[i * m + j] += 1.0f;
	}
}

void
table(const float *feat, const float *ctr, int *member, int n, int k, int nf)
{
#pragma omp target teams distribute parallel for map(to: feat[0:n * nf], ctr[0:k * nf]) map(from: member[0:n])
	for (int i = 0; i < n; i++) {
		int best = 0;
		float bd = 3e38f;
		for (int c = 0; c < k; c++) {
			float d = 0.0f;
			for (int f = 0; f < nf; f++) {
				float t = feat[(long)i * nf + f] - ctr[c * nf + f];
				d += t * t;
			}
			if (d < bd)
				bd = d, best = c;
		}
		member[i] = best;
	}
}
