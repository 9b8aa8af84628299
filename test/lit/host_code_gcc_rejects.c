// Host code outside target regions that clang, the front end, takes and
// gcc rejects (an orphaned loop construct whose reduction variable is
// private in the implicit parallel region around it: gcc checks that past
// its syntax): gcc's message at the user's line, and the driver's own line
// says the host compiler rejects the source as written, not that omp2cuda
// made an error.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: host_code_gcc_rejects.c:[[@LINE+8]]:{{[0-9]+}}: error: reduction variable {{.*}}sum{{.*}} is private in outer context
// CHECK: omp2cuda: error: {{.*}} rejects {{.*}}host_code_gcc_rejects.c as you wrote it too (its messages above), where clang, omp2cuda's front end, takes it
// CHECK-NOT: internal error
int
total(int n)
{
	int sum = 0;

#pragma omp loop reduction(+: sum) bind(parallel)
	for (int k = 0; k < n; k++)
		sum += k;
	return sum;
}
