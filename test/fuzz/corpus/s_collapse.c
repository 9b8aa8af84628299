enum { TWO = 2 };
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for collapse(9) map(tofrom: a[0:n])
	for (int i0 = 0; i0 < n; i0++)
	for (int i1 = 0; i1 < n; i1++)
	for (int i2 = 0; i2 < n; i2++)
	for (int i3 = 0; i3 < n; i3++)
	for (int i4 = 0; i4 < n; i4++)
	for (int i5 = 0; i5 < n; i5++)
	for (int i6 = 0; i6 < n; i6++)
	for (int i7 = 0; i7 < n; i7++)
	for (int i8 = 0; i8 < n; i8++)
		a[i8] = i0;
#pragma omp target teams distribute parallel for collapse(TWO) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j = 2 + j)
			a[j] = i;
#pragma omp target teams distribute parallel for collapse(1 + 1) map(tofrom: a[0:n])
	for (int i = 0; i < n; i = i + 3)
		for (int j = n; j > 0; j = j - 1)
			a[j - 1] = i;
}
