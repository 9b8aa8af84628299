// RUN: not %omp2cuda++ --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A task in a lambda that a target region calls but that is written
// outside the region's code: the lambda's copy is generated text, which
// the edits that give the task its copies do not reach.

int
main()
{
	int out = 0;
	auto f = [](int n) {
		int s = 0;
		// CHECK: diag_cxx_device_tasks.cpp:[[@LINE+1]]:1: error: '#pragma omp task' in a lambda called from a target region, outside the region's code, is not supported yet
#pragma omp task shared(s)
		s = n;
		return s;
	};
#pragma omp target map(tofrom: out)
	out = f(10);
	return out != 10;
}
