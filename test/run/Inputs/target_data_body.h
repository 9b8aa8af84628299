/* The body of test/run/include_in_target_data.c's target data region: a
 * kernel region and a target update, included inside the construct. */
#pragma omp target teams distribute parallel for
for (int i = 0; i < n; i++)
	a[i] = 2 * a[i] + 1;
#pragma omp target update from(a[0:n])
