// RUN: %omp2cuda -O2 -fPIC -shared %S/Inputs/dlopen_lib.c -o %t.so
// RUN: cc -O2 %s -ldl -o %t.cc
// RUN: %run %t.cc %t.so | FileCheck %s
// RUN: %run OMP2CUDA_TEARDOWN=full %t.cc %t.so | FileCheck %s
// RUN: %omp2cuda -O2 -DOMP2CUDA_MAIN %s -o %t.o2c
// RUN: %run %t.o2c %t.so | FileCheck %s
// One runtime reports, the program's: the library's libomp2cuda_rt_shared.so is
// inert, and would report that it saw nothing.
// RUN: %run OMP2CUDA_PROFILE=1 %t.o2c %t.so 2>&1 | FileCheck %s --check-prefix=ONE
// ONE-NOT: was recorded (the GPU was never used)
// ONE: GPU-total
// ONE-NOT: was recorded (the GPU was never used)
// CHECK: PASS
/* A shared library of target regions, built by omp2cuda -shared, in a
 * program that dlopens it, calls it, dlcloses it and does it all again.
 * Built by plain cc the program has no runtime of its own: the library
 * brings libomp2cuda_rt_shared.so.  Built by omp2cuda it has one, which
 * the library's regions share (its data mapped by the program is present
 * for them).  Each load registers the library's module and each dlclose
 * unregisters it: the second load's declare target variable starts from
 * its initializer again, and the program's data mapped across the
 * dlclose stays mapped. */
#include <dlfcn.h>
#include <stdio.h>

#define N 1000

static double x[N];
static int bad;

static void *
sym(void *lib, const char *name)
{
	void *f = dlsym(lib, name);
	if (!f) {
		printf("FAIL: %s\n", dlerror());
		bad++;
	}
	return f;
}

static void
check(int ok, const char *what, int load)
{
	if (!ok) {
		printf("FAIL: %s (load %d)\n", what, load);
		bad++;
	}
}

int
main(int argc, char **argv)
{
	for (int i = 0; i < N; i++)
		x[i] = i;
	for (int load = 1; load <= 2; load++) {
		void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
		if (!lib) {
			printf("FAIL: %s\n", dlerror());
			return 1;
		}
		void (*enter)(double *, int) = (void (*)(double *, int))sym(lib, "lib_enter");
		void (*exit_)(double *, int) = (void (*)(double *, int))sym(lib, "lib_exit");
		void (*scale)(double *, int, double) =
		        (void (*)(double *, int, double))sym(lib, "lib_scale");
		int (*count)(void) = (int (*)(void))sym(lib, "lib_count");
		double (*leave)(void) = (double (*)(void))sym(lib, "lib_leave_mapped");
		if (bad)
			return 1;
		if (load == 1) {
#ifdef OMP2CUDA_MAIN
#pragma omp target enter data map(to: x[0:N])
			(void)enter;
#else
			enter(x, N); /* mapped across the dlclose */
#endif
		}
		scale(x, N, 2.0);
		check(x[N - 1] == (N - 1) * (load == 1 ? 2.0 : 4.0), "scale", load);
		check(count() == 1 && count() == 2, "declare target counter", load);
		check(leave() == N * (N - 1) / 2.0, "library data", load);
		if (load == 2) {
#ifdef OMP2CUDA_MAIN
#pragma omp target exit data map(from: x[0:N])
			(void)exit_;
#else
			exit_(x, N);
#endif
		}
		if (dlclose(lib)) {
			printf("FAIL: %s\n", dlerror());
			return 1;
		}
		check(!dlopen(argv[1], RTLD_NOW | RTLD_NOLOAD), "the library unloaded", load);
	}
	for (int i = 0; i < N; i++)
		check(x[i] == 4.0 * i, "values", 2);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
