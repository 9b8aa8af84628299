/* comments in directive lines: the quoted directive's '*/' ended the generated comment (nvcc error) */
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) /* scale a */
	for (int i = 0; i < n; i++)
		a[i] *= 2;
#pragma omp target data map(tofrom: a[0:n]) /* keep */ // and more
	{
#pragma omp target /* one thread */ map(tofrom: a[0:n])
		a[0] = 1;
	}
}
void g(int n, double *a)
{
#pragma omp target teams distribute parallel for /* a comment
	that goes on */ map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= 2;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) // line comment \
	continued
	for (int i = 0; i < n; i++)
		a[i] *= 2;
}
