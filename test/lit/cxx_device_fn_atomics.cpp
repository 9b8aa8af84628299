// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DTEMPLATE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// Atomic constructs in the functions target regions call, in member
// functions of the classes device code uses and in functions of a
// namespace: the .cu file's copy performs each as an atomic operation,
// as in a region's code, on as many lines as the construct.  (The
// checks stand outside the functions, whose text the .cu file copies.)

// CHECK-LABEL: void spread(double at, float w, float *bins)
// CHECK: o2c_atomic_update<O2C_RED_ADD>(&(bins[i]), (float)(w * (1 - f))); /* #pragma omp atomic */
// CHECK-EMPTY:
// CHECK-NEXT: o2c_atomic_update<O2C_RED_ADD>(&(bins[i + 1]), (float)(w * f)); /* #pragma omp atomic */
// CHECK-EMPTY:
// CHECK-NEXT: }
static void spread(double at, float w, float *bins)
{
	int i = (int)at;
	float f = (float)(at - i);
#pragma omp atomic update
	bins[i] += w * (1 - f);
#pragma omp atomic update
	bins[i + 1] += w * f;
}

// CHECK-LABEL: int claim(int *flags, int k)
// CHECK: was = o2c_atomic_exchange(&(flags[k]), (int)(1)); /* #pragma omp atomic */
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: return was == 0;
static int claim(int *flags, int k)
{
	int was;
#pragma omp atomic capture
	{
		was = flags[k];
		flags[k] = 1;
	}
	return was == 0;
}

// CHECK-LABEL: long long add(long long k)
// CHECK: before = o2c_atomic_capture<O2C_RED_ADD>(&(n), (long long)(k), false); /* #pragma omp atomic */
struct Counter {
	long long n;
	long long add(long long k)
	{
		long long before;
#pragma omp atomic capture
		before = n += k;
		return before;
	}
};

// CHECK-LABEL: void set(int *f, int k, int v)
// CHECK: { __threadfence(); /* release */ o2c_atomic_write(&(f[k]), (int)(v)); __threadfence(); /* acquire */ } /* #pragma omp atomic */
namespace flags {
void set(int *f, int k, int v)
{
#pragma omp atomic write seq_cst
	f[k] = v;
}
}

// CHECK-LABEL: void store(int *addr, int v)
// CHECK: o2c_atomic_write((int *)&(*p), (int)(v)); /* #pragma omp atomic */
// CHECK-LABEL: T fetch_add(T *h, int k, T v)
// CHECK: w = o2c_atomic_capture<O2C_RED_ADD>((typename std::remove_cv<typename std::remove_reference<decltype(h[k])>::type>::type *)&(h[k]), (typename std::remove_cv<typename std::remove_reference<decltype(h[k])>::type>::type)(1), true); /* #pragma omp atomic */
static void store(int *addr, int v)
{
	volatile int *p = addr;
#pragma omp atomic write
	*p = v;
}

template <typename T> T fetch_add(T *h, int k, T v)
{
	T w;
#pragma omp atomic capture
	w = h[k]++;
	return w;
}

#ifdef TEMPLATE
template <typename T> void add_to(T *h, int k, T v)
{
	// ERR: cxx_device_fn_atomics.cpp:[[@LINE+1]]:1: error: atomic on 'h[k]' of type 'long double' is not supported yet: 1-, 2-, 4- and 8-byte types are
#pragma omp atomic
	h[k] += v;
}
#endif

void f(int n, float *bins, int *taken, Counter *c)
{
#pragma omp target teams distribute parallel for map(tofrom: bins[0:9], taken[0:64], c[0:1])
	for (int j = 0; j < n; j++) {
		spread(j % 8, 1.0f, bins);
		if (claim(taken, j % 64))
			c->add(1);
		flags::set(taken, j % 64, 2);
		store(taken + j % 64, 3);
		fetch_add(bins, j % 8, 1.0f);
		fetch_add(taken, j % 8, 1);
#ifdef TEMPLATE
		add_to(bins, j % 8, 1.0f);
		add_to((long double *)taken, j % 8, (long double)1);
#endif
	}
}
