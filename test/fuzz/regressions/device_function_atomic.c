/* an atomic in a function a region calls: copied to the .cu as written, where nvcc ignored it (a race) */
static void
bump(int *h, int k)
{
#pragma omp atomic
	h[k] += 1;
}

void f(int n, int *hist)
{
#pragma omp target teams distribute parallel for map(tofrom: hist[0:16])
	for (int i = 0; i < n; i++)
		bump(hist, i & 15);
}
