// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda --explain --emit-cuda -DGOOD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// sections constructs in kernels: what omp2cuda does not compile yet is
// a located error (lastprivate and reduction on sections, a first
// section without its directive); --explain says which thread runs each
// section.
// EXPLAIN: #pragma omp sections nowait
// EXPLAIN-NEXT: every thread of the team meets it, each section run by the thread of the section's number modulo the team's size (nowait: no barrier)
// EXPLAIN: #pragma omp section
// EXPLAIN-NEXT: section 0 of its sections construct: the thread whose number is 0 modulo the team's size runs it
// EXPLAIN: #pragma omp section
// EXPLAIN-NEXT: section 1 of its sections construct: the thread whose number is 1 modulo the team's size runs it
// EXPLAIN: #pragma omp section
// EXPLAIN-NEXT: a team of one thread (the initial thread of its team), which runs it

void
f(int *a)
{
	int x = 0, s = 0;
#ifndef GOOD
#pragma omp target parallel map(tofrom: a[0:4], x, s)
	{
		// CHECK: sections_device.c:[[@LINE+1]]:22: error: clause 'lastprivate' is not supported yet on '#pragma omp sections'
#pragma omp sections lastprivate(x)
		{
#pragma omp section
			x = 1;
#pragma omp section
			x = 2;
		}
		// CHECK: sections_device.c:[[@LINE+1]]:22: error: clause 'reduction' is not supported yet on '#pragma omp sections'
#pragma omp sections reduction(+: s)
		{
#pragma omp section
			s += 1;
#pragma omp section
			s += 2;
		}
#pragma omp sections
		{
			// CHECK: sections_device.c:[[@LINE+1]]:4: error: a section of '#pragma omp sections' without its '#pragma omp section' is not supported yet in device code: write the directive before the first section's block too
			a[0] = 1;
#pragma omp section
			a[1] = 2;
		}
	}
#else
#pragma omp target parallel map(tofrom: a[0:4])
#pragma omp sections nowait
	{
#pragma omp section
		a[0] = 1;
#pragma omp section
		a[1] = 2;
	}
#pragma omp target map(tofrom: a[0:4])
#pragma omp sections
	{
#pragma omp section
		a[2] = 1;
	}
#endif
}
