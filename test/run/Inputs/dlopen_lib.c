/* The library of dlopen_lib.c, loaded and unloaded by a program that
 * may not be omp2cuda's: regions over the program's data, a declare
 * target variable of its own, and its own data left mapped. */
#define N 1000

#pragma omp declare target
int calls;
#pragma omp end declare target

static double own[N];

void
lib_enter(double *x, int n)
{
#pragma omp target enter data map(to: x[0:n])
}

void
lib_exit(double *x, int n)
{
#pragma omp target exit data map(from: x[0:n])
}

/* Scales x where it is (present on the device once lib_enter ran) and
 * brings it back. */
void
lib_scale(double *x, int n, double k)
{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (int i = 0; i < n; i++)
		x[i] *= k;
#pragma omp target update from(x[0:n])
}

/* How many times this load of the library counted, on the device. */
int
lib_count(void)
{
#pragma omp target
	calls++;
#pragma omp target update from(calls)
	return calls;
}

/* The library's own array mapped and never unmapped: the program's
 * error across dlclose, which the runtime survives (a warning on a GPU,
 * the mapping dropped). */
double
lib_leave_mapped(void)
{
	double s = 0;

	for (int i = 0; i < N; i++)
		own[i] = i;
#pragma omp target enter data map(to: own[0:N])
#pragma omp target teams distribute parallel for reduction(+: s)
	for (int i = 0; i < N; i++)
		s += own[i];
	return s;
}
