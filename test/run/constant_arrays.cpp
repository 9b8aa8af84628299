// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -std=c++17 -O2 -fno-constant-arrays %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %omp2cuda -std=c++17 --explain %s | FileCheck %s --check-prefix=EXPLAIN
// CHECK: PASS
// Constant lookup tables in device code (frontend/const_arrays.c), static in
// the .cu file: in a declare target function, a function template, a lambda,
// a member function and region code; a constexpr function's stays automatic
// (C++17 gives those no static variables).  Every value the GPU computes is
// compared with the host's.
#include <cstdio>
#include <cstdint>

#pragma omp declare target
static inline uint32_t hensel(uint32_t a)
{
	const unsigned char mask[16] = {255, 85, 51, 73, 199, 93, 59, 17,
	                                15, 229, 195, 89, 215, 237, 203, 33};
	uint32_t r = mask[(a >> 1) & 15];
	r *= 2 + a * r;
	return r;
}

template <typename T>
T weigh(int i)
{
	const T w[2][4] = {{T(1), T(2), T(3), T(4)}, {T(-1), T(-2), T(0.5), T(8)}};
	const int bias[2] = {5, -5};
	return w[i & 1][(i >> 1) & 3] + bias[(i >> 3) & 1];
}

constexpr int digits(int i)
{
	const int d[4] = {10, 20, 30, 40};
	return d[i & 3];
}

static inline int bound(const int &r)
{
	return r + 1;
}

/* Stays automatic: a reference is bound to an element. */
static inline int refs(int i)
{
	const int q[3] = {4, 5, 6};
	return bound(q[i % 3]);
}

struct Coder {
	int shift;
	int code(int i) const
	{
		const short table[5] = {-3, 1, 4, 1, 5};
		return table[i % 5] << shift;
	}
};
#pragma omp end declare target

// A template's table whose type or values name its parameters stays
// automatic (`w`: an instance of another T might construct it), so do a
// constexpr function's (`d`), a lambda's (`o`) and one whose element a
// reference is bound to (`q`).
// EXPLAIN: constant_arrays.cpp:16:2: constant array 'mask'
// EXPLAIN-NEXT: constant_arrays.cpp:27:2: constant array 'bias'
// EXPLAIN-NEXT: constant_arrays.cpp:53:3: constant array 'table'
// EXPLAIN-NEXT: constant_arrays.cpp:87:3: constant array 'sbox'
// EXPLAIN-NOT: constant array

static long long compute(int i, Coder c)
{
	auto odd = [](int k) {
		const int o[3] = {1, 3, 5};
		return o[k % 3];
	};
	const unsigned char sbox[8] = {7, 3, 6, 1, 0, 5, 2, 4};
	return (long long)hensel(2 * i + 1) + (long long)weigh<double>(i) * 4 + weigh<int>(i) +
	       digits(i) + c.code(i) + odd(i) + sbox[i & 7] + (long long)sizeof sbox + refs(i);
}

int main()
{
	const int n = 4096;
	static long long out[n];
	Coder c{2};
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		const unsigned char sbox[8] = {7, 3, 6, 1, 0, 5, 2, 4};
		auto odd = [](int k) {
			const int o[3] = {1, 3, 5};
			return o[k % 3];
		};
		out[i] = (long long)hensel(2 * i + 1) + (long long)weigh<double>(i) * 4 + weigh<int>(i) +
		         digits(i) + c.code(i) + odd(i) + sbox[i & 7] + (long long)sizeof sbox + refs(i);
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad |= out[i] != compute(i, c);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
