// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A declare target variable of a class initialized by a call of its
// constructor: its device copy would need the constructor run on the
// device; a located error that says so.
struct Counter {
	int n;
	Counter(int start) : n(start * 2) {}
	int next() { return ++n; }
};

#pragma omp declare target
Counter made(10);
#pragma omp end declare target

int
main()
{
	int got = 0;
#pragma omp target map(from: got)
	// CHECK: diag_declare_target_ctor_init.cpp:[[@LINE+1]]:8: error: declare target variable 'made' initialized by a call of its class's constructor is not supported yet
	got = made.next();
	return got;
}
