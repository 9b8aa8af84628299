/* libclang 16 crashes parsing this with -fopenmp (the translator says it could not parse, exit 1) and leaks the parse: lsan.supp */
void f(int n, double *a, int *hist, long *cnt)
{
	double s = 0;
	int v;
#pragma omp target teams distribute parallel for map(tofrom: hist[0:16], cnt[0:1]) map(to: a[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp atomic
		hist[(int)a[i] & 15] += 1;
#pragma omp atomic update
		cnt[0]++;
#pragma a omp atomic write
		hist[1] = v;
#pragma omp atomic capture
		v = hist[2]++;
#pragma omp atomic capture
		v = hist[2]++;
#pragma omp atomic capture
		{ v = hist[3]; hist[3 =-2] ; }
	}
#pragma omp target map(tofrom: s) map(to: a[0:n])
	{
#pragma omp atomic seq_cst
		s ûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûûû*= a[0];
	}
}
