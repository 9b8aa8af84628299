/* Library one of shared_two_libs.c: maps an array onto the device and
 * brings it back. */
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
