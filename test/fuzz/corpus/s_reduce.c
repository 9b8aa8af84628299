double f(int n, const double *x, unsigned *bits)
{
	double s = 0, lo = 1e300;
	long c = 0;
	unsigned b = 0;
	int any = 0;
#pragma omp target teams distribute parallel for simd reduction(+: s, c) reduction(min: lo) \
	reduction(|: b) reduction(||: any) map(to: x[0:n])
	for (long i = n - 1; i >= 0; --i) {
		s += x[i];
		lo = x[i] < lo ? x[i] : lo;
		c++;
		b |= 1u << (i & 31);
		any = any || x[i] > 0;
	}
	*bits = b;
	return s + lo + c + any;
}
