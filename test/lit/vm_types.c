// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// Variably modified types: the kernel takes a pointer to the scalars and
// each variable extent, which the host computes from the type as declared
// (sizeof); region code computes each row's address and sizeof from the
// extents; the host fallback declares C's own type over them; a section
// over a variable extent is checked whole at run time.

void
rows(int n, int m, double a[n][m], const double (*restrict in)[m][4])
{
	double b[n][m];

	// CUDA: __global__ void
	// CUDA-NEXT: o2c_vm_types_[[@LINE+10]](int n, long o2c_a_d1, double *__restrict__ a, long o2c_in_d1, const double *__restrict__ in, long o2c_b_d1, double *__restrict__ b, O2cDone o2c_done)
	// CUDA: (a + (i) * o2c_a_d1)[0] = ((in + (i) * o2c_in_d1 * 4) + (1) * 4)[2] + ((size_t)(o2c_a_d1) * sizeof(double));
	// CUDA-NEXT: (b + (i) * o2c_b_d1)[1] = ((in) + (0) * 4)[3] + ((size_t)(o2c_in_d1 * 4) * sizeof(const double));
	// HOST: {{^}}o2c_vm_types_[[@LINE+7]]_host(int n, long o2c_a_d1, double (*a)[o2c_a_d1], long o2c_in_d1, const double (*in)[o2c_in_d1][4], long o2c_b_d1, double (*b)[o2c_b_d1])
	// HOST: {.host = (void *)&(a)[0][0], .bytes = (size_t)(n) * (size_t)o2c_map_whole("{{.*}}vm_types.c:[[@LINE+6]]:62", "a[0:n][0:m]", (long long)(0), (long long)(m), (long long)(sizeof((a)[0]) / sizeof((a)[0][0]))) * sizeof((a)[0][0]), .type = O2C_MAP_TOFROM, .name = "a[0:n][0:m]"},
	// HOST: {.host = (void *)(b), .bytes = sizeof(b), .type = O2C_MAP_FROM, .name = "b"},
	// HOST: long o2c_a_d1 = (long)(sizeof (a)[0] / sizeof (a)[0][0]);
	// HOST-NEXT: long o2c_in_d1 = (long)(sizeof (in)[0] / sizeof (in)[0][0]);
	// HOST-NEXT: long o2c_b_d1 = (long)(sizeof (b)[0] / sizeof (b)[0][0]);
	// HOST: {.value = (void *)&o2c_a_d1, .type = O2C_ARG_I64, .map = -1, .name = "o2c_a_d1", .flags = 0},
#pragma omp target teams distribute parallel for map(tofrom: a[0:n][0:m]) map(to: in[0:n]) map(from: b)
	for (int i = 0; i < n; i++) {
		a[i][0] = in[i][1][2] + sizeof a[i];
		b[i][1] = (*in)[0][3] + sizeof(in[0]);
	}
}
