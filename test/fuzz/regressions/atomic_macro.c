/* an atomic whose statement a macro expands to: the next statement was made atomic and the macro's dropped from the kernel */
#define BUMP(x) x += 1
void f(int n, int *hist, int *other)
{
#pragma omp target teams distribute parallel for map(tofrom: hist[0:16], other[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp atomic
		BUMP(hist[i & 15]);
		other[i] += i;
	}
}
