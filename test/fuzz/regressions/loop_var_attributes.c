/* loops.c read the loop variable's initializer as its 5th child from an array of 4 (UBSan: index out of bounds) */
void f(int n, double *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int __attribute__((aligned(8))) __attribute__((aligned(8))) __attribute__((aligned(8))) __attribute__((aligned(8))) __attribute__((aligned(8))) i = 0; i < n; i++) a[i] = 1;
}
