// Type aliases that device code declares itself: `using vec_t =
// data_t<T, V>` in the region of a function template (instantiated for
// two widths), a typedef in a region, a typedef in a function a region
// calls.  The code's copies declare them; the class template they name
// comes into the .cu file.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <typename T, int V>
struct alignas(sizeof(T) * V) data_t {
	T d[V];
};

template <typename T, int V>
void copy_vec(const T *in, T *out, int n)
{
	#pragma omp target teams distribute parallel for map(to: in[:n]) map(from: out[:n])
	for (int i = 0; i < n / V; i++) {
		using vec_t = data_t<T, V>;
		auto a = reinterpret_cast<const vec_t *>(in + V * i);
		auto b = reinterpret_cast<vec_t *>(out + V * i);
		*b = *a;
	}
}

static int twice(int x)
{
	typedef long long wide;
	wide w = x;
	return (int)(w * 2);
}

int main()
{
	const int n = 4096;
	static float in[n], out2[n], out4[n];
	static int tw[n];
	for (int i = 0; i < n; i++)
		in[i] = 0.5f * i;
	copy_vec<float, 2>(in, out2, n);
	copy_vec<float, 4>(in, out4, n);
	#pragma omp target teams distribute parallel for map(from: tw)
	for (int i = 0; i < n; i++) {
		typedef unsigned short half_t;
		half_t h = (half_t)i;
		tw[i] = twice(h) + 1;
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += out2[i] != 0.5f * i || out4[i] != 0.5f * i || tw[i] != 2 * i + 1;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
