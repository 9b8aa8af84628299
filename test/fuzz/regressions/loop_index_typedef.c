/* an index declared before its loop with a typedef type: the kernel used the typedef without its declaration (nvcc error) */
typedef long idx_t;
enum Color { RED, GREEN, BLUE };
void f(int n, double *a)
{
	idx_t i;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (i = 0; i < n; i++)
		a[i] = 1;
}
