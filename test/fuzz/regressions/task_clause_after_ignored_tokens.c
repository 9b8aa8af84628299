/* A task clause among the tokens clang ignores after "#pragma omp parallel
 * master" (it warns of extra tokens): an error, not an abort in clause
 * decoding. */
void
f(int *a, int n)
{
#pragma omp target map(tofrom: a[0:n])
	{
#pragma omp parallel master tasklo p nu[0:n]eads(8) grainsize(4)
		for (int i = 0; i < n; i++)
			a[i] += i;
	}
}
