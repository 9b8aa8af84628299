/* a captured variable named like the kernel's own o2c_ locals: o2c_iv would silently read the loop counter */
void f(int n, double *a)
{
	double o2c_trip = 2.0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = o2c_trip;
}
