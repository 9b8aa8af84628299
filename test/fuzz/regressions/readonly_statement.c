/* a one-thread region whose statement is the write: the pointer was declared const (nvcc error) */
void f(int n, double *a)
{
#pragma omp target map(tofrom: a[0:n])
	a[0] = 1;
}
