// The dispatch construct (OpenMP 5.1 2.14.6) in host code: the host file
// calls the variant chosen with dispatch among the construct traits,
// the base where novariants is true, the choice without dispatch where
// nocontext is; device sets default-device-var around the call, depend
// waits as a taskwait would.  The host compiler sees neither the
// construct nor the declare variant directive naming dispatch.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda %s -DBAD -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

int twice(int *a);
int in_parallel(int *a);

#pragma omp declare variant(twice) match(construct = {dispatch})
#pragma omp declare variant(in_parallel) match(construct = {parallel})
int once(int *a) { return a[0]; }
int twice(int *a) { return 2 * a[0]; }
int in_parallel(int *a) { return 3 * a[0]; }

int
f(int *a, int c, int d)
{
	int x = 0;
	// CHECK: /* omp2cuda: #pragma omp declare variant(twice) match(construct = {dispatch}) */
	// CHECK-NEXT: #pragma omp declare variant(in_parallel)
	// CHECK: /* omp2cuda: dispatch */ {
	// CHECK-NEXT: twice(a); }
#pragma omp dispatch
	once(a);
	// CHECK: /* omp2cuda: dispatch */ { _Pragma("omp taskwait depend(in: x)") o2c_taskwait();
	// CHECK-NEXT: x = ((c) ? ((void)0, once) : ((d) ? ((void)0, once) : twice))(a); }
#pragma omp dispatch depend(in: x) novariants(c) nocontext(d) nowait
	x = once(a);
	// CHECK: { const int o2c_dispatch_device = omp_get_default_device(); omp_set_default_device((int)(c + 1));
	// CHECK-NEXT: x = twice(a); omp_set_default_device(o2c_dispatch_device); }
#pragma omp dispatch device(c + 1)
	x = once(a);
	return x;
}

#ifdef BAD

int
g(int *a)
{
	int x;
	// ERR: :[[@LINE+2]]:2: error: statement after '#pragma omp dispatch' must be a direct call
#pragma omp dispatch
	x = once(a) + 1;
	int (*p)(int *) = once;
	// ERR: :[[@LINE+2]]:2: error: statement after '#pragma omp dispatch' must be a direct call
#pragma omp dispatch
	p(a);
	return x;
}
#endif

// taskwait depend(...) nowait (OpenMP 5.1), which gcc 12 does not know,
// is the task with those dependences and nothing to do.
void
h(int *a)
{
	// CHECK: /* omp2cuda: taskwait nowait */ { o2c_taskwait(); _Pragma("omp task depend(out: a[0]) depend(in: a[1])") {} }
#pragma omp taskwait depend(out: a[0]) depend(in: a[1]) nowait
}
