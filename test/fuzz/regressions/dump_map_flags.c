/* map-type flags (always, delete) in the IR dumps: the dump indexed its
 * table of map types with the flags set (out of bounds) */
void
f(int n, double *a)
{
#pragma omp target enter data map(always, to: a[0:n])
#pragma omp target exit data map(delete: a[0:n])
}
