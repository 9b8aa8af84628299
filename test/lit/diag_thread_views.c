// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda --emit-cuda -DACCEPTED %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --explain -DACCEPTED --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// A pointer captured by a teams region, written in a parallel region nested
// in it: the threads keep their own copies only where every thread writes it
// (a statement of the region's body) or no thread can see another's write.
// A write one thread makes for the others to read is located, never compiled
// into each thread's own copy.

#include <omp.h>

#ifndef ACCEPTED
void
one_writer(float *p, float *q, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n], q[0:n])
	{
#pragma omp parallel
		{
			// CHECK: diag_thread_views.c:[[@LINE+2]]:5: error: 'p' is declared outside the target region: the threads of a team share it, and another thread (or the team's code) may read this write
			if (omp_get_thread_num() == 0)
				p = q;
#pragma omp barrier
			p[omp_get_thread_num()] += 1;
		}
	}
}

void
read_after(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
#pragma omp parallel
		{
			// CHECK: diag_thread_views.c:[[@LINE+2]]:5: error: 'p' is declared outside the target region
			if (omp_get_thread_num() == 1)
				p += 1;
		}
		p[0] = 2;
	}
}

void
in_team_loop(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
		for (int k = 0; k < 3; k++) {
#pragma omp parallel
			{
				// CHECK: diag_thread_views.c:[[@LINE+2]]:6: error: 'p' is declared outside the target region
				if (omp_get_thread_num() == k)
					p += 1;
				p[0] += 1;
			}
		}
	}
}

void
team_write(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
		// CHECK: diag_thread_views.c:[[@LINE+1]]:3: error: 'p' is declared outside the target region: each team has one copy, which its threads share; writing it in a teams region with nested parallel regions is not supported yet
		p += omp_get_team_num();
#pragma omp parallel
		p[omp_get_thread_num()] = 1;
	}
}

void
critical_write(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
#pragma omp parallel
		{
			if (omp_get_thread_num() == 2) {
				// CHECK: diag_thread_views.c:[[@LINE+1]]:5: error: 'p' is declared outside the target region
				p += 1;
			}
#pragma omp critical
			p[0] += 1;
		}
	}
}

#pragma omp declare target
static void
wait_all(void)
{
#pragma omp barrier
}
#pragma omp end declare target

void
called_barrier(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
#pragma omp parallel
		{
			// CHECK: diag_thread_views.c:[[@LINE+2]]:5: error: 'p' is declared outside the target region
			if (omp_get_thread_num() == 0)
				p += 1;
			wait_all();
			p[omp_get_thread_num()] = 1;
		}
	}
}

void
address_taken(float *p, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
#pragma omp parallel
		{
			float **pp = &p;
			// CHECK: diag_thread_views.c:[[@LINE+1]]:4: error: 'p' is declared outside the target region
			p += omp_get_thread_num();
			(*pp)[0] = 1;
		}
	}
}

void
team_control(float *p, float *end, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: p[0:n])
	{
		while (p < end) {
#pragma omp parallel
			{
				// CHECK: diag_thread_views.c:[[@LINE+1]]:5: error: 'p' is declared outside the target region
				p += 32;
				p[omp_get_thread_num()] = 1;
			}
		}
	}
}
#else
// EXPLAIN: 'src': each thread's own copy, which it writes
// CUDA-LABEL: o2c_diag_thread_views_{{[0-9]+}}(
// CUDA: src += omp_get_team_num() * 32;
// CUDA: src[omp_get_thread_num()] = 1;
void
every_thread(float *src, int n)
{
#pragma omp target teams num_teams(4) thread_limit(32) map(tofrom: src[0:n])
	{
#pragma omp parallel
		{
			src += omp_get_team_num() * 32;
#pragma omp barrier
			src[omp_get_thread_num()] = 1;
		}
	}
}
#endif
