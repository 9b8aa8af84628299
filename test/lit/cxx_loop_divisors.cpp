// RUN: %omp2cuda++ --explain %s | FileCheck %s
// RUN: %omp2cuda++ --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda++ -c %s -o %t.o
// Divisions by a value a loop does not change, in C++ (frontend/
// loop_divisors.c): a member function's loop dividing by a parameter
// and a const local gets the inverse; left as written: a function
// template's (its instances' types may differ), a reference parameter
// (another name may write it), a data member, a division inside a lambda
// in the loop, a divisor a lambda captures by reference and writes, one
// bound to a reference, a class template's function and a generic
// lambda's loop (each instance's types differ: `x % (T)n` in long long).
#include <cstdint>

#pragma omp declare target
struct Hash {
	unsigned width;
	unsigned long long mix(unsigned long long x, unsigned n, int rounds) const
	{
		const unsigned long long p = n * 2ull + 1;
		for (int r = 0; r < rounds; r++)
			x = (x * 31 + r) % p + x / n + x % width;
		return x;
	}
};

template <typename T>
T tsum(T x, T d, int n)
{
	T s = 0;
	for (int i = 0; i < n; i++)
		s += (x + i) % d;
	return s;
}

inline int
byref(const int &d, int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += i / d;
	return s;
}

inline int
lambdas(int d, int e, int f, int n)
{
	int s = 0;
	auto bump = [&] { e++; };
	const int &r = f;
	for (int i = 0; i < n; i++) {
		s += [d](int k) { return k / d; }(i);
		s += i % e + i % r;
		bump();
	}
	return s;
}
template <typename T>
struct Acc {
	T mix(T x, int n, int reps) const
	{
		for (int r = 0; r < reps; r++)
			x = x % (T)n + (T)r;
		return x;
	}
};

inline int
generic(int n, int reps)
{
	auto f = [](auto x, int m, int k) {
		for (int i = 0; i < k; i++)
			x = x % m + 1;
		return x;
	};
	return (int)(f(n, 7, reps) + f((long long)n << 40, 9, reps));
}
#pragma omp end declare target

void
run(int n, unsigned long long *out)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		Hash h{7};
		out[i] = h.mix(i, 13, 4) + tsum<int>(i, 3, 2) + tsum<long long>(i, 5, 2) + byref(i + 1, 3) +
		         lambdas(i + 1, 2, 3, 4) + Acc<int>{}.mix(i, 5, 3) + Acc<long long>{}.mix(i, 6, 3) +
		         generic(i, 4);
	}
}

// CHECK: cxx_loop_divisors.cpp:20:3: divisors the loop does not change, their inverses computed before it: 'p' (o2c_inv_{{[0-9_]+}}, unsigned long long), 'n' (o2c_inv_{{[0-9_]+}}, unsigned long long)
// CHECK-NOT: divisors the loop does not change

// CUDA: { const unsigned long long o2c_inv_[[P:[0-9_]+]] = o2c_inv_u64({{.*}}(p){{[^;]*}}; const unsigned long long o2c_inv_[[N:[0-9_]+]] = o2c_inv_u64({{.*}}(n){{[^;]*}}; for (int r = 0; r < rounds; r++)
// CUDA-NEXT: x = o2c_lrem_u64((x * 31 + r) , p, o2c_inv_[[P]]) + o2c_ldiv_u64(x , n, o2c_inv_[[N]]) + x % width; }
// CUDA: s += (x + i) % d;
// CUDA: s += i / d;
// CUDA: s += [d](int k) { return k / d; }(i);
// CUDA-NEXT: s += i % e + i % r;
// CUDA-NOT: o2c_l{{div|rem}}_
// CUDA-DAG: x = x % (T)n + (T)r;
// CUDA-DAG: x = x % m + 1;
