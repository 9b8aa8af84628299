/* found by reading, as the fuzzer would: a loop that a macro expands to; the region took the next statement written out (here the next function's body) */
#define LOOP for (int i = 0; i < n; i++) a[i] = 0
#define SQ(x) ((x) * (x))
#define ID(x) x
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	LOOP;
}
void g(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) a[i] = SQ(i);
}
void h(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) a[i] = ID(i)
	;
}
