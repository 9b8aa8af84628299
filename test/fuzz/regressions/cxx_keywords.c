/* C names that are C++ keywords in device code: nvcc failed on them */
typedef struct { double new, delete; } Pair;
static double this(double class) { return class * 2; }
void f(int n, double *a, Pair p)
{
	double template = 3;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		double virtual = p.new + p.delete;
		a[i] = this(template) + virtual;
	}
}
