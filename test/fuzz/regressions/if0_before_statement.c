/* lines an #if skips between a loop directive and its loop: rejected (the host fallback copies the loop alone and would unpair #if and #endif) */
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#if 0
	for (int i = 0; i < 2 * n; i++)
#else
	for (int i = 0; i < n; i++)
#endif
		a[i] = 1;
}
