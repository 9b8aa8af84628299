/* access.c read a pointer's initializer as its 4th child from an array of 3 (UBSan: index out of bounds) */
void f(int n, double *a, double *b)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n], b[0:n])
	for (int i = 0; i < n; i++) {
		double __attribute__((aligned(8))) __attribute__((aligned(8))) __attribute__((aligned(8))) *p = a;
		p[i] = b[i];
	}
}
